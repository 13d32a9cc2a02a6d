/**
 * Parity of the built site's search with the API it was built from: for a generated query set
 * (operators, compounds, umlaut spellings, missing words; see tests/unit/search-static/queryGen.ts)
 * with and without facet selections, the page in Chromium lists exactly the reference_IDs of the
 * simulator's GET /references/search, in its relevance order. Small result sets are compared in
 * full across pages; large ones by total and first page (the unit parity test compares all IDs).
 */
import type { SearchableReference } from '../../src/search/index.ts';
import { generateQueries } from '../unit/search-static/queryGen.ts';
import { allShownIds, apiSearch, PAGE_SIZE, settled, shownIds, total } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { type Lang, routes } from './support/contract.ts';

const FULL_COMPARE_PAGES = 3;

for (const lang of ['de', 'en'] as Lang[]) {
  test(`${lang}: generated queries and filters give the API's references`, async ({ page, catalog }) => {
    test.setTimeout(240_000);
    const details = (await catalog.details(lang)) as SearchableReference[];
    const queries = generateQueries(details, lang === 'de' ? 21 : 22, 36);
    const definitions = await catalog.client.getFilters(lang);
    const option = (name: string, i: number) => {
      const options = definitions.find((d) => d.name === name)?.options ?? [];
      return String(options[i % Math.max(1, options.length)]?.v);
    };
    const branch = (i: number) =>
      String(catalog.branches[lang][i % catalog.branches[lang].length]?.branch_ID);
    const selections: Record<string, string[]>[] = [
      {},
      { city: [option('city', 0), option('city', 1)] },
      { workfield_ID: [option('workfield_ID', 0)], selection: ['confirmed'] },
      { branch_ID: [branch(1)] },
      { sinceyear: [option('sinceyear', 3)], mediatype: [option('mediatype', 0)] },
      { referencetype_ID: [option('referencetype_ID', 0)], branch_ID: [branch(0), branch(5)] },
    ];
    const problems: string[] = [];
    for (const [i, query] of queries.entries()) {
      const filters = selections[i % selections.length] as Record<string, string[]>;
      const params = new URLSearchParams();
      if (query.trim()) params.set('q', query);
      for (const [name, values] of Object.entries(filters)) for (const v of values) params.append(name, v);
      const expected = await apiSearch(catalog.client, lang, query.trim(), filters);
      await page.goto(`${routes(lang).search}?${params}`);
      await settled(page);
      const label = `${JSON.stringify(query)} ${JSON.stringify(filters)}`;
      const shownTotal = await total(page);
      if (shownTotal !== expected.length) {
        problems.push(`${label}: page ${shownTotal}, API ${expected.length}`);
        continue;
      }
      const pages = Math.ceil(expected.length / PAGE_SIZE);
      const shown =
        pages > 1 && pages <= FULL_COMPARE_PAGES
          ? await allShownIds(page, lang, params.toString(), pages)
          : await shownIds(page);
      const compared = pages <= FULL_COMPARE_PAGES ? expected : expected.slice(0, PAGE_SIZE);
      if (JSON.stringify(shown) !== JSON.stringify(compared))
        problems.push(`${label}: different references or order`);
    }
    expect(problems).toEqual([]);
  });
}
