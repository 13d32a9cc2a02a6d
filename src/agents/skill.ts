/**
 * The assistant guide (an agent skill in Markdown, linked from llms.txt and ai-catalog.json): what
 * the site offers an assistant and how to use it. The tool list comes from the gateway's own
 * definitions (name, description, arguments), so it says what the pages register.
 */

import { mdEscape } from '../gateway/markdown.ts';
import { TOOLS } from '../gateway/schemas.ts';
import { absoluteUrl, referenceListPath, searchPath } from '../i18n/routes.ts';
import { SITE_TOOLS } from './siteTools.ts';

export const SKILL_PATH = '/agents/SKILL.md';
export const SKILL_NAME = 'reference-portfolio';

function toolLines(): string[] {
  return SITE_TOOLS.flatMap((name) => {
    const shape = TOOLS[name].input.shape as Record<string, { description?: string }>;
    const args = Object.entries(shape).map(
      ([arg, schema]) => `\`${arg}\`${schema.description ? ` (${mdEscape(schema.description)})` : ''}`,
    );
    return [`- \`${name}\`: ${mdEscape(TOOLS[name].description)} Arguments: ${args.join(', ')}.`];
  });
}

/**
 * A YAML scalar for the front matter: double-quoted (JSON is YAML), with `<`, `>` and `&` as
 * escapes, so a company name cannot end the scalar, and a renderer that shows the front matter
 * as Markdown shows no HTML from the catalog.
 */
const yamlText = (text: string): string =>
  JSON.stringify(text.replace(/\s+/g, ' ')).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export function skillMarkdown(site: URL | string | undefined, company: string): string {
  const name = company || 'the company';
  const url = (path: string) => absoluteUrl(path, site);
  return [
    '---',
    `name: ${SKILL_NAME}`,
    `description: ${yamlText(`Find, read and match the published reference projects of ${name} (German and English) on this website.`)}`,
    '---',
    '',
    `# Reference portfolio of ${mdEscape(name)}`,
    '',
    'Everything here is public: the published references, their industries (branches) and groups.',
    '',
    '## In a browser with WebMCP',
    '',
    "Every page registers these tools (`document.modelContext`, or `navigator.modelContext`). They take the same arguments and give the same answers as the company's assistant gateway (a Markdown text and `structuredContent`), with links to this site's pages. `lang` is `de` or `en` (default `de`).",
    '',
    ...toolLines(),
    '',
    'The search form (site header and search page) is a declarative tool too.',
    '',
    '## Without tools',
    '',
    `- \`/llms.txt\`: every list, industry and group page, and the Markdown version of every reference.`,
    `- A reference page's Markdown version: its URL with \`.md\` instead of the final slash.`,
    `- Search: ${url(searchPath('de'))}?q=… and ${url(searchPath('en'))}?q=… (quoted phrases, +must, -not, OR, wildcards*).`,
    `- Lists: ${url(referenceListPath('de'))} and ${url(referenceListPath('en'))}.`,
    '',
  ].join('\n');
}
