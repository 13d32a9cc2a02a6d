/**
 * The static search runs in a module Web Worker (src/search/static/client/searchWorker.ts): the
 * page itself never fetches or inflates an index file, so typing, scrolling and clicking never
 * wait behind the index (issue 19). Each page has its own resource timeline, so where the index
 * requests appear says which thread made them. Results themselves are covered by search*.spec.ts.
 */
import { searchFor, settled, total } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';

for (const lang of LANGS) {
  test(`${lang}: a query and a facet are answered by the search worker, not by the page`, async ({
    page,
  }) => {
    await page.goto(routes(lang).search);
    await settled(page);
    const word = lang === 'de' ? 'brücke' : 'bridge';
    await searchFor(page, word);
    expect(await total(page)).toBeGreaterThan(0);
    await page.locator('[data-facets="search"] [data-filter] input:not(:disabled)').first().check();
    await settled(page);
    await expect(page.locator('[data-search-results] [data-reference-id]').first()).toBeVisible();

    const indexRequests = (names: string[]) =>
      names.filter((name) => new URL(name).pathname.startsWith('/_search/'));
    const onPage = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(indexRequests(onPage), 'index files fetched by the page itself').toEqual([]);

    const workers = page.workers();
    expect(workers.map((w) => new URL(w.url()).pathname)).toEqual([
      expect.stringMatching(/^\/_astro\/.+\.js$/),
    ]);
    const inWorker = await (workers[0] as (typeof workers)[number]).evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    // The manifest, the term's shard and the result cards at least.
    expect(indexRequests(inWorker).length).toBeGreaterThan(2);
  });
}
