/**
 * The default build against the catalog it was built from (the simulator at its defaults): every
 * published reference has its detail page at /<lang>/<references>/<seolabel>/ in each language it
 * is published in, nothing else has one, every branch has its page in both trees, the sitemap
 * lists every indexable page, and each page's hreflang alternates (its <head>: the sitemap does not
 * repeat them) are paired by reference_ID / branch_ID.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { DIST, distPages, type Page, siteOrigin, tags } from './support/dist.ts';

/** Pages of one kind in one tree, by entity ID (several pages for one ID is itself a defect). */
function pagesById(lang: Lang, key: 'referenceId' | 'branchId'): Map<number, string[]> {
  const isKind = key === 'referenceId' ? routes(lang).isReference : routes(lang).isBranch;
  const byId = new Map<number, string[]>();
  for (const page of distPages()) {
    const id = page[key];
    if (page.tree !== lang || id === undefined || !isKind(page.path)) continue;
    byId.set(id, [...(byId.get(id) ?? []), page.path]);
  }
  return byId;
}

function compare(
  expected: Map<number, string | undefined>,
  actual: Map<number, string[]>,
  what: string,
): string[] {
  const problems: string[] = [];
  for (const [id, path] of expected) {
    const found = actual.get(id) ?? [];
    if (found.length === 0) problems.push(`${what} ${id}: no page${path ? ` (expected ${path})` : ''}`);
    else if (found.length > 1) problems.push(`${what} ${id}: ${found.length} pages (${found.join(', ')})`);
    else if (path && found[0] !== path) problems.push(`${what} ${id}: at ${found[0]}, expected ${path}`);
  }
  for (const [id, found] of actual) {
    if (!expected.has(id))
      problems.push(`${what} ${id}: page ${found.join(', ')} but not published in this language`);
  }
  return problems;
}

test.describe('completeness of the default build', () => {
  for (const lang of LANGS) {
    test(`${lang}: every published reference has its detail page, and only those`, ({ catalog }) => {
      const published = catalog.references[lang];
      expect(published.length, `references published in ${lang}`).toBeGreaterThan(0);
      const expected = new Map(
        published.map((item) => [item.reference_ID, routes(lang).reference(item.seolabel)]),
      );
      expect(compare(expected, pagesById(lang, 'referenceId'), 'reference')).toEqual([]);
    });

    test(`${lang}: every branch has its page`, ({ catalog }) => {
      const branches = catalog.branches[lang];
      expect(branches.length, `branches in ${lang}`).toBeGreaterThan(0);
      const expected = new Map(branches.map((branch) => [branch.branch_ID, undefined]));
      expect(compare(expected, pagesById(lang, 'branchId'), 'branch')).toEqual([]);
    });
  }

  test('the sitemap lists every indexable page; their hreflang alternates are paired by ID', ({
    catalog,
  }) => {
    const site = siteOrigin();
    const sitemap = readSitemap();
    const heads = headAlternates();
    const abs = (path: string) => new URL(path, site).href;
    const problems: string[] = [];

    // Every indexable page is listed, and every listed URL is an indexable page.
    const indexable = distPages().filter(
      (p) => p.path.endsWith('/') && !p.noindex && (!p.canonical || p.canonical === abs(p.path)),
    );
    for (const page of indexable)
      if (!sitemap.has(abs(page.path))) problems.push(`not in sitemap: ${page.path}`);
    const byUrl = new Map(distPages().map((p) => [abs(p.path), p]));
    for (const loc of sitemap.keys()) {
      const page = byUrl.get(loc);
      if (!page) problems.push(`sitemap lists ${loc}, which dist/ does not have`);
      else if (page.noindex) problems.push(`sitemap lists ${loc}, which is noindex`);
    }

    // Detail and branch pages carry alternates for exactly the languages the entity exists in.
    const entities = entityPages(catalog);
    for (const [label, pages] of entities) {
      const langs = LANGS.filter((lang) => pages[lang]);
      for (const lang of langs) {
        const entry = heads.get(abs(pages[lang] as string));
        if (!entry) continue; // not a page: reported above
        for (const other of LANGS) {
          const want = pages[other] ? abs(pages[other] as string) : undefined;
          const got = entry.get(other);
          // A one-language entity needs no alternates; a self-reference is harmless, anything else is wrong.
          const ok = langs.length > 1 ? got === want : got === undefined || got === want;
          if (!ok)
            problems.push(
              `${label} ${lang}: hreflang="${other}" is ${got ?? 'missing'}, expected ${want ?? 'none'}`,
            );
        }
        const fallback = entry.get('x-default');
        if (fallback && !langs.some((l) => abs(pages[l] as string) === fallback)) {
          problems.push(`${label} ${lang}: x-default ${fallback} is not one of its pages`);
        }
      }
    }

    // Alternates are reciprocal: each alternate is listed and links back.
    for (const [loc, alternates] of heads) {
      if (!sitemap.has(loc)) continue;
      for (const [hreflang, href] of alternates) {
        if (hreflang === 'x-default' || href === loc) continue;
        const back = heads.get(href);
        if (!back || !sitemap.has(href))
          problems.push(`${loc}: alternate ${hreflang} ${href} is not in the sitemap`);
        else if (![...back.values()].includes(loc))
          problems.push(`${loc}: alternate ${href} does not link back`);
      }
    }
    expect(problems.slice(0, 60), `${problems.length} sitemap problems`).toEqual([]);
  });
});

/** Every loc of every sitemap the index lists. */
function readSitemap(): Set<string> {
  const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(locs.length, 'sitemaps in sitemap-index.xml').toBeGreaterThan(0);
  const entries = new Set<string>();
  for (const loc of locs) {
    const xml = readFileSync(join(DIST, new URL(loc).pathname), 'utf8');
    for (const [, url] of xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g))
      entries.add((url as string).replace(/&amp;/g, '&'));
  }
  return entries;
}

/** Page URL → (hreflang → href) from each page's <link rel="alternate" hreflang> elements. */
function headAlternates(): Map<string, Map<string, string>> {
  const site = siteOrigin();
  return new Map(
    distPages().map((page) => [
      new URL(page.path, site).href,
      new Map(
        tags(page.html, 'link')
          .filter((link) => link.rel === 'alternate' && link.hreflang && link.href)
          .map((link) => [link.hreflang as string, (link.href as string).replace(/&amp;/g, '&')]),
      ),
    ]),
  );
}

/** Per reference and branch: its page in each language it exists in (by the catalog), from dist/. */
function entityPages(catalog: Catalog): Map<string, Partial<Record<Lang, string>>> {
  const result = new Map<string, Partial<Record<Lang, string>>>();
  const add = (label: string, lang: Lang, page: Page | undefined) => {
    if (!page) return;
    result.set(label, { ...result.get(label), [lang]: page.path });
  };
  for (const lang of LANGS) {
    const pages = distPages().filter((p) => p.tree === lang);
    for (const item of catalog.references[lang]) {
      add(
        `reference ${item.reference_ID}`,
        lang,
        pages.find((p) => p.referenceId === item.reference_ID),
      );
    }
    for (const branch of catalog.branches[lang]) {
      add(
        `branch ${branch.branch_ID}`,
        lang,
        pages.find((p) => p.branchId === branch.branch_ID),
      );
    }
  }
  return result;
}
