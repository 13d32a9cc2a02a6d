/** Sort orders for the static search: the list endpoint's one-request answer only where it equals search's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import { type CatalogClient, createCatalogClient } from '../../../src/catalog/index.ts';
import { SEARCH_ORDERS, sortOrders } from '../../../src/loaders/facetMembers.ts';

describe('sortOrders against the simulator', () => {
  let sim: SimulatorHandle;
  let client: CatalogClient;
  beforeAll(async () => {
    sim = await startSimulator({ references: 240, seed: 7 });
    client = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key' });
  });
  afterAll(() => sim.close());

  it('gives every order exactly as paged search does, with far fewer search requests', async () => {
    for (const lang of ['de', 'en'] as const) {
      const searchesBefore = sim.stats()['/references/search'] ?? 0;
      const warnings: string[] = [];
      const orders = await sortOrders(client, lang, (line) => warnings.push(line));
      const searches = (sim.stats()['/references/search'] ?? 0) - searchesBefore;
      expect(warnings).toEqual([]);
      let paged = 0;
      for (const orderby of SEARCH_ORDERS) {
        const before = sim.stats()['/references/search'] ?? 0;
        expect(orders.get(orderby), `${lang} ${orderby}`).toEqual(
          await client.searchAllIds(lang, { orderby }),
        );
        paged += (sim.stats()['/references/search'] ?? 0) - before;
      }
      // Paged, each order takes 3 pages of 100 here; checked against the list, its first and
      // last page (relevance without a query included: the list's sortorder).
      expect(paged).toBe(3 * SEARCH_ORDERS.length);
      expect(searches).toBe(2 * SEARCH_ORDERS.length);
    }
  });
});

describe('sortOrders when the list orders ties differently', () => {
  it('pages search instead and says so', async () => {
    const paged: string[] = [];
    const client = {
      listReferenceIds: async () => [2, 1, 3],
      searchIds: async () => ({ total: 3, ids: [1, 2], unusable: 0 }),
      searchAllIds: async (_lang: string, params: { orderby?: string }) => {
        paged.push(params.orderby ?? '');
        return [1, 2, 3];
      },
    };
    const warnings: string[] = [];
    const orders = await sortOrders(client as never, 'de', (line) => warnings.push(line));
    expect(orders.get('datefrom')).toEqual([1, 2, 3]);
    expect(paged.sort()).toEqual([...SEARCH_ORDERS].sort());
    expect(warnings).toContain(
      "facets de: orderby=datefrom: search's order is not the list's (orderby=datefrom); paging search",
    );
    expect(warnings).toContain(
      "facets de: orderby=relevance: search's order is not the list's (orderby=sortorder); paging search",
    );
  });

  it('pages search when the list holds another number of references', async () => {
    const client = {
      listReferenceIds: async () => [1, 2],
      searchIds: async () => ({ total: 3, ids: [1, 2], unusable: 0 }),
      searchAllIds: async () => [1, 2, 3],
    };
    const orders = await sortOrders(client as never, 'en');
    expect(orders.get('projecttitle desc')).toEqual([1, 2, 3]);
  });

  it('pages search when only the last page shows another tie-break', async () => {
    // 250 references; search breaks the last ties the other way round.
    const listed = Array.from({ length: 250 }, (_, i) => i + 1);
    const searched = [...listed.slice(0, 240), ...listed.slice(240).reverse()];
    const client = {
      listReferenceIds: async () => listed,
      searchIds: async (_lang: string, params: { page?: number }) => {
        const from = ((params.page ?? 1) - 1) * 100;
        return { total: 250, ids: searched.slice(from, from + 100), unusable: 0 };
      },
      searchAllIds: async () => searched,
    };
    const orders = await sortOrders(client as never, 'de');
    expect(orders.get('relevance')).toEqual(searched);
  });
});
