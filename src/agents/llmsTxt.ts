/**
 * /llms.txt (llmstxt.org): an H1, a summary blockquote, then sections of links per language —
 * the lists, branch and group pages, the map and search, the assistant guide, and the Markdown
 * version of every reference page (in "Optional": assistants with little context may skip it).
 * Only what the site publishes.
 */

import { mdEscape } from '../gateway/markdown.ts';
import {
  absoluteUrl,
  branchIndexPath,
  groupIndexPath,
  homePath,
  LANGS,
  type Lang,
  mapPath,
  referenceListPath,
  referenceMarkdownPath,
  searchPath,
} from '../i18n/routes.ts';
import { t } from '../i18n/ui.ts';
import type { SiteData } from '../site/data/siteData.ts';
import { referenceView } from '../site/views/referenceView.ts';
import { SITE_TOOLS } from './siteTools.ts';
import { SKILL_PATH } from './skill.ts';

const link = (title: string, url: string, note?: string) =>
  `- [${mdEscape(title)}](${url})${note ? `: ${note}` : ''}`;

function langSection(data: SiteData, lang: Lang, site: URL | string | undefined): string[] {
  const d = data.langs[lang];
  const ui = t(lang);
  const url = (path: string) => absoluteUrl(path, site);
  return [
    `## ${ui.langName}`,
    '',
    link(ui.nav.home, url(homePath(lang))),
    link(ui.list.title, url(referenceListPath(lang)), ui.list.total(d.refs.length)),
    link(ui.map.title, url(mapPath(lang))),
    link(ui.search.title, url(searchPath(lang)), 'full-text search, `?q=` takes a query'),
    link(ui.branches.title, url(branchIndexPath(lang))),
    ...d.branches.map((b) => link(b.branchname, url(b.path), ui.branches.count(b.members.length))),
    link(ui.groups.title, url(groupIndexPath(lang))),
    ...d.groups.map((g) => link(g.name, url(g.path), ui.groups.count(g.members.length))),
    '',
  ];
}

export function llmsTxt(data: SiteData, site: URL | string | undefined, company: string): string {
  const url = (path: string) => absoluteUrl(path, site);
  const name = company || 'References';
  return [
    `# ${mdEscape(name)}: reference portfolio`,
    '',
    `> The published reference projects of ${mdEscape(name)} in German and English: lists, industries, reference groups, a map and full-text search. Every reference page has a Markdown version (the page's URL with \`.md\` instead of the final slash). In a browser with WebMCP, every page offers the tools ${SITE_TOOLS.map((n) => `\`${n}\``).join(', ')}.`,
    '',
    link('Assistant guide', url(SKILL_PATH), 'what the WebMCP tools and files offer and how to use them'),
    '',
    ...LANGS.flatMap((lang) => langSection(data, lang, site)),
    '## Optional',
    '',
    ...LANGS.flatMap((lang) =>
      data.langs[lang].refs.map((ref) =>
        link(referenceView(ref).title, url(referenceMarkdownPath(lang, ref.slug))),
      ),
    ),
    '',
  ].join('\n');
}
