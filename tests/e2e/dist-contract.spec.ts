/**
 * Contract hooks on every built page, read from dist/ (fast, no browser): <html lang>, one
 * language switch per page that leads to the same entity in the other tree (paired by
 * reference_ID / branch_ID) or to that tree's home when the entity does not exist there; the
 * imprint and privacy notice linked from every page's footer; robots.txt of a production build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGS, type Lang, otherLang, routes } from './support/contract.ts';
import { DIST, distPages, type Page, pageAt, siteOrigin, tags } from './support/dist.ts';

test('every page declares its language in <html lang>', () => {
  const wrong = distPages()
    .filter((page) => (page.tree ? page.htmlLang !== page.tree : !LANGS.includes(page.htmlLang as Lang)))
    .map((page) => `${page.path}: lang=${page.htmlLang ?? '(missing)'}`);
  expect(wrong).toEqual([]);
});

/** The page the switch of `page` must lead to, when the contract fixes it. */
function expectedTarget(page: Page, to: Lang): string | undefined {
  const from = routes(page.tree as Lang);
  const there = routes(to);
  const inOther = (pick: (p: Page) => boolean) => distPages().find((p) => p.tree === to && pick(p))?.path;
  if (page.referenceId !== undefined) return inOther((p) => p.referenceId === page.referenceId) ?? there.home;
  if (page.branchId !== undefined) return inOther((p) => p.branchId === page.branchId) ?? there.home;
  const fixed: [string, string][] = [
    [from.home, there.home],
    [from.list, there.list],
    [from.search, there.search],
  ];
  const n = /\/(\d+)\/$/.exec(page.path)?.[1];
  if (n && page.path === from.listPage(Number(n))) {
    fixed.push([page.path, pageAt(there.listPage(Number(n))) ? there.listPage(Number(n)) : there.home]);
  }
  return fixed.find(([path]) => path === page.path)?.[1];
}

/** Pages a visitor browses: every page of a language tree but the screen mode's (a display's page). */
const browsed = () =>
  distPages().filter((page) => page.tree !== undefined && page.path !== routes(page.tree).screen);

test('every page has one language switch to the same entity in the other language', () => {
  const problems: string[] = [];
  const pages = browsed();
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const to = otherLang(page.tree as Lang);
    if (page.langSwitches.length !== 1) {
      problems.push(`${page.path}: ${page.langSwitches.length} [data-lang-switch] links`);
      continue;
    }
    const link = page.langSwitches[0] ?? {};
    const href = link.href ? new URL(link.href, `http://site${page.path}`).pathname : '';
    if (link.hreflang !== to) problems.push(`${page.path}: hreflang="${link.hreflang}", expected "${to}"`);
    const target = pageAt(href);
    if (!target) {
      problems.push(`${page.path}: switch leads to ${href || '(no href)'}, which is not a page`);
      continue;
    }
    if (target.tree !== to) problems.push(`${page.path}: switch leads out of the /${to}/ tree to ${href}`);
    const expected = expectedTarget(page, to);
    if (expected && href !== expected)
      problems.push(`${page.path}: switch leads to ${href}, expected ${expected}`);
  }
  expect(problems).toEqual([]);
});

/** What the footer's legal links say in each language (the names German sites use). */
const LEGAL_NAMES = {
  de: { imprint: 'Impressum', privacy: 'Datenschutz' },
  en: { imprint: 'Legal notice', privacy: 'Privacy' },
} as const;

test('every page links the imprint and the privacy notice in its footer; the demo build’s say they are placeholders', () => {
  const problems: string[] = [];
  const pages = browsed();
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const lang = page.tree as Lang;
    const footer = page.html.slice(page.html.indexOf('<footer'), page.html.indexOf('</footer>'));
    for (const kind of ['imprint', 'privacy'] as const) {
      const name = LEGAL_NAMES[lang][kind];
      const links = [...footer.matchAll(/<a\s([^>]*)>([^<]*)<\/a>/g)].filter(([, , text]) => text === name);
      const href = links.length === 1 ? tags(`<a ${links[0]?.[1]}>`, 'a')[0]?.href : undefined;
      if (href !== routes(lang)[kind])
        problems.push(`${page.path}: footer ${name} link ${href ?? `×${links.length}`}`);
    }
  }
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  for (const lang of LANGS) {
    for (const kind of ['imprint', 'privacy'] as const) {
      const page = pageAt(routes(lang)[kind]);
      expect(page, routes(lang)[kind]).toBeDefined();
      expect(page?.html, `${routes(lang)[kind]} in the demo build`).toMatch(
        lang === 'de' ? /Platzhalter/ : /Placeholder/,
      );
      expect(tags(page?.html ?? '', 'h1'), 'one heading').toHaveLength(1);
    }
  }
});

test('a production build lets search engines crawl everything and names the sitemap in robots.txt', () => {
  const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
  expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin()}/sitemap-index.xml\n`);
  // No preview's noindex: the homes, lists, every reference and the legal pages may be indexed.
  const content = distPages().filter((page) => {
    const r = page.tree && routes(page.tree);
    return (r && [r.home, r.list, r.imprint, r.privacy].includes(page.path)) || r?.isReference(page.path);
  });
  expect(content.length).toBeGreaterThan(LANGS.length * 4);
  expect(content.filter((page) => page.noindex).map((page) => page.path)).toEqual([]);
});
