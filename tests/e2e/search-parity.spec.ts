/**
 * Parity of the built site's search with the API it was built from: for a generated query set
 * (operators, compounds, umlaut spellings, missing words; see tests/unit/search-static/queryGen.ts)
 * with and without facet selections, the site's index lists exactly the reference_IDs of the
 * simulator's GET /references/search, in its relevance order.
 * Every query goes through the search page's own code path from URL to result list (readState,
 * openSearch over HTTP from the served site, searchResults) and is compared in full; a sample, one
 * query per facet selection, also goes through the page in Chromium, which must list the same.
 * Each page load costs a whole search page; the path it adds over the first part is the worker,
 * the cards and the pager, which search.spec and search-state.spec test on their own.
 */

import type { SearchableReference } from '../../src/search/index.ts';
import { openSearch } from '../../src/search/static/client/openSearch.ts';
import { searchResults } from '../../src/search/static/client/results.ts';
import { readState } from '../../src/search/static/client/urlState.ts';
import { generateQueries } from '../unit/search-static/queryGen.ts';
import { allShownIds, apiSearch, PAGE_SIZE, settled, shownIds, total } from './search-support.ts';
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';

const FULL_COMPARE_PAGES = 3;

type Case = { query: string; filters: Record<string, string[]>; params: URLSearchParams };

/** The generated queries, each with one of a few facet selections drawn from the catalog. */
async function cases(catalog: Catalog, lang: Lang): Promise<Case[]> {
  const details = (await catalog.details(lang)) as SearchableReference[];
  const queries = generateQueries(details, lang === 'de' ? 21 : 22, 36);
  const definitions = await catalog.client.getFilters(lang);
  const option = (name: string, i: number) => {
    const options = definitions.find((d) => d.name === name)?.options ?? [];
    return String(options[i % Math.max(1, options.length)]?.v);
  };
  const branch = (i: number) => String(catalog.branches[lang][i % catalog.branches[lang].length]?.branch_ID);
  const selections: Record<string, string[]>[] = [
    {},
    { city: [option('city', 0), option('city', 1)] },
    { workfield_ID: [option('workfield_ID', 0)], selection: ['confirmed'] },
    { branch_ID: [branch(1)] },
    { sinceyear: [option('sinceyear', 3)], mediatype: [option('mediatype', 0)] },
    { referencetype_ID: [option('referencetype_ID', 0)], branch_ID: [branch(0), branch(5)] },
  ];
  return queries.map((query, i) => {
    const filters = selections[i % selections.length] as Record<string, string[]>;
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query);
    for (const [name, values] of Object.entries(filters)) for (const v of values) params.append(name, v);
    return { query, filters, params };
  });
}

const label = ({ query, filters }: Case) => `${JSON.stringify(query)} ${JSON.stringify(filters)}`;

for (const lang of LANGS) {
  test(`${lang}: generated queries and filters give the API's references from the built index`, async ({
    catalog,
    baseURL,
  }) => {
    const opened = await openSearch(lang, baseURL);
    const ids = await opened.engine.ids();
    const problems: string[] = [];
    for (const c of await cases(catalog, lang)) {
      const expected = await apiSearch(catalog.client, lang, c.query.trim(), c.filters);
      const state = readState(c.params.toString(), opened.files.manifest.facets);
      const { docs } = await searchResults(
        { manifest: opened.files.manifest, ...opened },
        { q: state.q, filters: state.filters, sort: state.sort },
      );
      const found = Array.from(docs, (d) => ids[d]);
      if (JSON.stringify(found) !== JSON.stringify(expected))
        problems.push(`${label(c)}: index ${found.length}, API ${expected.length} (or another order)`);
    }
    expect(problems).toEqual([]);
  });

  test(`${lang}: the search page lists the API's references for a query with each facet selection`, async ({
    page,
    catalog,
  }) => {
    // One query per selection: the first case of each.
    const all = await cases(catalog, lang);
    const sample = all.filter((c, i) => all.findIndex((other) => other.filters === c.filters) === i);
    const problems: string[] = [];
    for (const c of sample) {
      const expected = await apiSearch(catalog.client, lang, c.query.trim(), c.filters);
      await page.goto(`${routes(lang).search}?${c.params}`);
      await settled(page);
      const shownTotal = await total(page);
      if (shownTotal !== expected.length) {
        problems.push(`${label(c)}: page ${shownTotal}, API ${expected.length}`);
        continue;
      }
      const pages = Math.ceil(expected.length / PAGE_SIZE);
      const shown =
        pages > 1 && pages <= FULL_COMPARE_PAGES
          ? await allShownIds(page, lang, c.params.toString(), pages)
          : await shownIds(page);
      const compared = pages <= FULL_COMPARE_PAGES ? expected : expected.slice(0, PAGE_SIZE);
      if (JSON.stringify(shown) !== JSON.stringify(compared))
        problems.push(`${label(c)}: different references or order`);
    }
    expect(problems).toEqual([]);
  });
}
