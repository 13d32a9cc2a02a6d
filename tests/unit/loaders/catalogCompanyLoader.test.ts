/**
 * catalogCompanyLoader().load() driven as Astro drives it: the company the list items name, once
 * per language, from the same listing the references loader reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { LANGS } from '../../../src/catalog/lang.ts';
import { catalogCompanyLoader } from '../../../src/loaders/catalogCompanyLoader.ts';
import { CatalogCompanyEntrySchema } from '../../../src/loaders/schemas.ts';
import { loaderContext, simulatorCatalog } from './context.ts';

let sim: Awaited<ReturnType<typeof startSimulator>>;

beforeAll(async () => {
  sim = await startSimulator({ references: 24, seed: 3 });
});
afterAll(async () => {
  await sim.close();
});

describe('catalogCompanyLoader', () => {
  it("stores the list items' company per language, replacing an earlier build's entries", async () => {
    const catalog = simulatorCatalog(sim.url);
    const { context, entries } = loaderContext(CatalogCompanyEntrySchema);
    entries.set('stale', { id: 'stale', data: {} });
    await catalogCompanyLoader({ catalog, langs: LANGS }).load(context);
    expect([...entries.keys()].sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      const { items } = await catalog().client.snapshot(lang);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.company).toEqual(items[0]?.company);
      expect(entries.get(lang)?.data).toEqual({ ...items[0]?.company, lang });
    }
  });

  it('stores nothing for a language that lists no reference', async () => {
    const empty = await startSimulator({ references: 0 });
    try {
      const catalog = simulatorCatalog(empty.url);
      const { context, entries } = loaderContext(CatalogCompanyEntrySchema);
      const loader = catalogCompanyLoader({ catalog, langs: LANGS });
      await loader.load(context);
      expect(entries.size).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
