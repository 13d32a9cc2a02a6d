/** Paging to completion and the completeness checks against countonly / search total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPaginationError, createCatalogClient } from '../../../src/catalog/index.ts';
import { listItem } from './fixtures/factories.ts';
import { type ScriptedServer, sendJson, startScriptedServer } from './scriptedServer.ts';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const client = () => createCatalogClient({ baseUrl: server.baseUrl, apiKey: 'demo-key', retries: 0 });

/** A 1-based pager over `all`; `page()` may be overridden to misbehave. */
function catalog(
  all: number[],
  opts: { count?: number; page?: (page: number, size: number) => number[] } = {},
) {
  const page = opts.page ?? ((p, size) => all.slice((p - 1) * size, p * size));
  server.reset(({ res, url }) => {
    const q = url.searchParams;
    if (q.get('mode') === 'countonly') return sendJson(res, opts.count ?? all.length);
    if (q.get('mode') === 'IDonly')
      return sendJson(
        res,
        all.map((id) => ({ reference_ID: id })),
      );
    const rows = page(Number(q.get('page')), Number(q.get('records')));
    if (rows.length === 0) {
      res.writeHead(204);
      return res.end();
    }
    sendJson(
      res,
      rows.map((id) => listItem(id)),
    );
  });
}

describe('listReferences', () => {
  it('asks for the count, then fetches every page with the documented parameters', async () => {
    catalog(ids(250));
    const { items } = await client().listReferences('en');
    expect(items.map((i) => i.reference_ID)).toEqual(ids(250));

    const [count, ...pages] = server.requests.map((u) => u.searchParams);
    expect(count?.get('mode')).toBe('countonly');
    expect(count?.get('lang_ID')).toBe('1');
    expect(pages.map((p) => p.get('page')).sort()).toEqual(['1', '2', '3']);
    for (const p of pages) {
      expect(p.get('mode')).toBe('paging');
      expect(p.get('records')).toBe('100');
      expect(p.get('getclientdetails')).toBe('true');
      expect(p.get('getadmininfo')).toBe('true');
      expect(p.get('lang_ID')).toBe('1');
      expect(p.get('apiKey')).toBe('demo-key');
    }
  });

  it('passes filters to both the count and the pages', async () => {
    catalog(ids(30));
    await client().listReferences('de', { branch_ID: [3, 4], confirmed: true, pageSize: 20 });
    expect(server.requests).toHaveLength(3);
    for (const url of server.requests) {
      expect(url.searchParams.get('branch_ID')).toBe('3,4');
      expect(url.searchParams.get('confirmed')).toBe('true');
      expect(url.searchParams.get('lang_ID')).toBe('2');
    }
  });

  it('fails loudly when a page repeats an item and another goes missing', async () => {
    const all = ids(250);
    // An unstable sort: page 2 starts one item early, so 100 shows up twice and 250 never.
    const pages: Record<number, number[]> = {
      1: all.slice(0, 100),
      2: all.slice(99, 199),
      3: all.slice(199, 249),
    };
    catalog(all, { page: (p) => pages[p] ?? [] });
    const err = await client()
      .listReferences('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogPaginationError);
    const e = err as CatalogPaginationError;
    expect(e.duplicateIds).toContain(100);
    expect(e.missingIds).toContain(250);
    expect(e.message).toMatch(
      /^GET \/references\/referenceprojects lang_ID=2: pages returned 249 unique references \(250 rows\) but mode=countonly reported 250; duplicate IDs: .*100.*; missing IDs: .*250/,
    );
  });

  it('fails loudly when the count is larger than what the pages deliver', async () => {
    catalog(ids(99), { count: 100 });
    await expect(client().listReferences('de')).rejects.toThrow(
      'GET /references/referenceprojects lang_ID=2: pages returned 99 unique references (99 rows) but mode=countonly reported 100',
    );
  });
});

describe('listReferenceIds', () => {
  it('asks once, with IDonly and without paging', async () => {
    catalog(ids(5));
    expect(await client().listReferenceIds('de', { workfield_ID: 9 })).toEqual(ids(5));
    expect(server.requests).toHaveLength(1);
    const [idRequest] = server.requests;
    expect(idRequest?.searchParams.get('mode')).toBe('IDonly');
    expect(idRequest?.searchParams.get('records')).toBe('0');
    expect(idRequest?.searchParams.get('workfield_ID')).toBe('9');
  });
});

describe('searchAllIds', () => {
  function searchCatalog(all: number[], total = all.length) {
    server.reset(({ res, url }) => {
      const q = url.searchParams;
      const size = Number(q.get('records'));
      const page = Number(q.get('page'));
      sendJson(res, {
        total,
        page,
        references: all.slice((page - 1) * size, page * size).map((id) => listItem(id)),
      });
    });
  }

  it('pages through search with records=100 and keeps the facet filter on every page', async () => {
    searchCatalog(ids(230));
    const found = await client().searchAllIds('de', { filters: { f12: ['a', 'b'] } });
    expect(found).toEqual(ids(230));
    expect(server.requests).toHaveLength(3);
    for (const url of server.requests) {
      expect(url.searchParams.get('records')).toBe('100');
      expect(url.searchParams.get('f12')).toBe('a,b');
      expect(url.searchParams.get('getaggregations')).toBe('false');
    }
  });

  it('fails when the pages do not add up to total', async () => {
    searchCatalog(ids(150), 160);
    await expect(client().searchAllIds('en', { filters: { city: 'Berlin' } })).rejects.toThrow(
      'GET /references/search lang_ID=1 city=Berlin: pages returned 150 unique references (150 rows) but total reported 160',
    );
  });
});
