/** The snapshot's questions, and search paged to completion, checked against its total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogClient } from '../../../src/catalog/index.ts';
import { listItem } from './fixtures/factories.ts';
import { type ScriptedServer, sendJson, startScriptedServer } from './scriptedServer.ts';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const client = () => createCatalogClient({ baseUrl: server.baseUrl, apiKey: 'demo-key', retries: 0 });

/** A catalog whose ID list holds `all`. */
function catalog(all: number[]) {
  server.reset(({ res }) =>
    sendJson(
      res,
      all.map((id) => ({ reference_ID: id })),
    ),
  );
}

describe('snapshot', () => {
  it('asks each question once: the whole list, the definitions in use, the tree', async () => {
    server.reset(({ res, url }) =>
      sendJson(res, url.pathname.endsWith('/referenceprojects') ? ids(250).map((id) => listItem(id)) : []),
    );
    const { items } = await client().snapshot('en');
    expect(items.map((i) => i.reference_ID)).toEqual(ids(250));
    const asked = Object.fromEntries(
      server.requests.map((u) => [u.pathname.split('/').pop(), u.searchParams]),
    );
    expect(server.requests).toHaveLength(3);
    const list = asked.referenceprojects;
    expect(list?.get('mode')).toBe('paging');
    expect(list?.get('records')).toBe('0');
    expect(list?.get('getclientdetails')).toBe('true');
    expect(list?.get('getadmininfo')).toBe('true');
    expect(list?.get('lang_ID')).toBe('1');
    expect(asked.filters?.get('getunusedoptions')).toBe('false');
    expect(asked.branches?.get('lang_ID')).toBe('1');
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
