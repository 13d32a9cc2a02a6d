/** Every transport failure mode, against a scripted server, with assertions on the message. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogAuthError,
  type CatalogClientOptions,
  CatalogHttpError,
  CatalogMalformedResponseError,
  CatalogNetworkError,
  CatalogSchemaError,
  CatalogTimeoutError,
  createCatalogClient,
} from '../../../src/catalog/index.ts';
import { detail, listItem } from './fixtures/factories.ts';
import { type ScriptedServer, sendJson, startScriptedServer } from './scriptedServer.ts';

const API_KEY = 'key-Sup3rSecret-0815';
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

function client(extra: Partial<CatalogClientOptions> = {}) {
  return createCatalogClient({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    retries: 3,
    backoffBaseMs: 5,
    backoffMaxMs: 20,
    ...extra,
  });
}

describe('401', () => {
  it('fails at once with one clear line that names the endpoint and not the key', async () => {
    server.reset(({ res }) => {
      res.writeHead(401);
      res.end();
    });
    const err = await client()
      .getFilters('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogAuthError);
    expect((err as Error).message).toBe(
      'Catalog API rejected the API key (missing, invalid or revoked) on GET /references/filters',
    );
    expect((err as CatalogAuthError).status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });
});

describe('204', () => {
  it('is an empty result for every endpoint, never parsed', async () => {
    server.reset(({ res, url }) => {
      if (url.searchParams.get('mode') === 'countonly') return sendJson(res, 0);
      res.writeHead(204);
      res.end();
    });
    const c = client();
    expect(await c.snapshot('de')).toEqual({ items: [], rejected: [], filters: [], branches: [] });
    expect(await c.listReferenceIds('de')).toEqual([]);
    expect(await c.getReference('de', { id: 5 })).toBeNull();
    expect(await c.search('de', { query: 'nichts' })).toMatchObject({ total: 0, references: [] });
    expect(await c.searchAllIds('de', { filters: { city: 'Nirgendwo' } })).toEqual([]);
    expect(await c.getFilters('de')).toEqual([]);
    expect(await c.getBranches('en')).toEqual([]);
    expect(await c.getAppSettings('0000')).toBeNull();
  });
});

describe('429', () => {
  it('waits for Retry-After (seconds) and then succeeds', async () => {
    server.reset(({ res, n }) => {
      if (n === 1) {
        res.writeHead(429, { 'retry-after': '1' });
        res.end();
        return;
      }
      sendJson(res, [{ branch_ID: 1, branchname: 'Bau', lft: 1, rgt: 2, referencecount: 4 }]);
    });
    const started = performance.now();
    const branches = await client().getBranches('de');
    const waited = performance.now() - started;
    expect(branches).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    expect(waited).toBeGreaterThanOrEqual(1000);
  });

  it('caps a long Retry-After at retryAfterMaxMs', async () => {
    server.reset(({ res, n }) => {
      if (n === 1) {
        res.writeHead(429, { 'retry-after': '3600' });
        res.end();
        return;
      }
      sendJson(res, []);
    });
    const started = performance.now();
    await client({ retryAfterMaxMs: 50 }).getBranches('de');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(2);
  });
});

describe('5xx', () => {
  it('is retried until it succeeds', async () => {
    server.reset(({ res, n }) => (n <= 2 ? sendJson(res, '', n === 1 ? 503 : 502) : sendJson(res, [])));
    expect(await client().getBranches('de')).toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it('fails after retries+1 attempts with the status in the message', async () => {
    server.reset(({ res }) => sendJson(res, 'boom', 500));
    const err = await client({ retries: 2 })
      .getBranches('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogHttpError);
    expect((err as Error).message).toBe('GET /branches/branches failed with HTTP 500 after 3 attempts');
    expect((err as CatalogHttpError).status).toBe(500);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry other 4xx', async () => {
    server.reset(({ res }) => sendJson(res, '', 400));
    const err = await client()
      .search('de', { query: 'x' })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      'GET /references/search failed with HTTP 400 (client error, not retried)',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('aborts a server that never answers and fails after all attempts', async () => {
    server.reset(() => {
      // Never respond.
    });
    const started = performance.now();
    // 1 s, not less: on a loaded machine a shorter timer can fire before this process's own server
    // has read the request, and the server would count one attempt too few.
    const err = await client({ timeoutMs: 1000, retries: 1 })
      .getReference('de', { id: 77 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogTimeoutError);
    expect((err as Error).message).toBe(
      'GET /references/referenceproject reference_ID=77: no response within 1000 ms after 2 attempts',
    );
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('also covers a body that stalls after the headers', async () => {
    server.reset(({ res, n }) => {
      if (n === 1) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        return;
      }
      sendJson(res, []);
    });
    expect(await client({ timeoutMs: 1000 }).getBranches('de')).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('dropped connection', () => {
  it('is retried', async () => {
    server.reset(({ req, res, n }) => (n <= 2 ? req.socket.destroy() : sendJson(res, [])));
    expect(await client().getFilters('de')).toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it('fails as a network error once retries are exhausted', async () => {
    server.reset(({ req }) => req.socket.destroy());
    const err = await client({ retries: 1 })
      .getFilters('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogNetworkError);
    expect(err).not.toBeInstanceOf(CatalogTimeoutError);
    expect((err as Error).message).toMatch(
      /^GET \/references\/filters: network error after 2 attempts \(.+\)$/,
    );
    expect(server.requests).toHaveLength(2);
  });
});

describe('malformed JSON', () => {
  it('fails without retry and names the endpoint', async () => {
    server.reset(({ res }) => sendJson(res, fixture('malformed-body.txt')));
    const err = await client()
      .getBranches('de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogMalformedResponseError);
    expect((err as Error).message).toMatch(/^GET \/branches\/branches: response is not valid JSON \(/);
    expect(server.requests).toHaveLength(1);
  });

  it('treats an empty 200 body as malformed, unlike 204', async () => {
    server.reset(({ res }) => sendJson(res, ''));
    await expect(client().getBranches('de')).rejects.toThrow(
      'GET /branches/branches: response is not valid JSON (empty body with HTTP 200)',
    );
  });
});

describe('schema drift', () => {
  it('names endpoint, reference_ID and field path for a detail', async () => {
    server.reset(({ res }) => sendJson(res, fixture('detail-drifted.json')));
    const err = await client()
      .getReference('de', { id: 1042 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogSchemaError);
    expect((err as Error).message).toBe(
      'GET /references/referenceproject reference_ID=1042: projecttitle: expected string, received object',
    );
    expect((err as CatalogSchemaError).referenceId).toBe(1042);
  });

  it('gives the nested path inside the reference', async () => {
    server.reset(({ res }) => sendJson(res, fixture('detail-drifted-nested.json')));
    await expect(client().getReference('de', { seolabel: 'neubau' })).rejects.toThrow(
      'GET /references/referenceproject reference_ID=1042: services[0].workfieldservices[1].servicename: ' +
        'expected string, received null',
    );
  });

  it('quarantines the drifted list item among valid ones, naming it and the field', async () => {
    const items = [listItem(1), listItem(2, { city: ['Köln', 'Bonn'] }), listItem(3)];
    server.reset(({ res, url }) => sendJson(res, url.pathname.endsWith('/referenceprojects') ? items : []));
    const listing = await client().snapshot('en');
    expect(listing.items.map((item) => item.reference_ID)).toEqual([1, 3]);
    expect(listing.rejected).toEqual([
      {
        endpoint: 'GET /references/referenceprojects',
        referenceId: 2,
        field: 'city',
        message: 'expected string, received array',
      },
    ]);
  });

  it('reads a search answer item by item: a broken title is rejected, not the page', async () => {
    const items = [listItem(1), listItem(2, { projecttitle: { de: 'Brücke' } }), listItem(3)];
    server.reset(({ res }) => sendJson(res, { total: 3, page: 1, references: items }));
    const found = await client().search('de', { records: 100, page: 1 });
    expect(found.references.map((item) => item.reference_ID)).toEqual([1, 3]);
    expect(found.rejected).toEqual([
      {
        endpoint: 'GET /references/search',
        referenceId: 2,
        field: 'projecttitle',
        message: 'expected string, received object',
      },
    ]);
  });

  it('reads IDs past a broken item; an item without a usable ID is skipped and named', async () => {
    const unusable: string[] = [];
    const c = client({
      onUnusable: (entry, lang) => unusable.push(`${lang} ${entry.endpoint} ${entry.field}`),
    });
    const items = [listItem(1), listItem(2, { projecttitle: 42.5 }), { ...listItem(3), reference_ID: 'R-3' }];
    server.reset(({ res, url }) => {
      if (url.pathname.endsWith('/search')) return sendJson(res, { total: 3, page: 1, references: items });
      return sendJson(res, url.searchParams.get('mode') === 'countonly' ? 3 : items);
    });
    expect(await c.searchAllIds('de', { query: 'Brücke' })).toEqual([1, 2]);
    expect(await c.listReferenceIds('en')).toEqual([1, 2]);
    expect(unusable).toEqual([
      'de GET /references/search reference_ID',
      'en GET /references/referenceprojects reference_ID',
    ]);
  });

  it('stops on a list answer that is not a list at all (systemic drift)', async () => {
    server.reset(({ res, url }) =>
      sendJson(res, url.pathname.endsWith('/referenceprojects') ? { references: [listItem(1)] } : []),
    );
    await expect(client().snapshot('en')).rejects.toThrow(
      'GET /references/referenceprojects: response: expected array, received object',
    );
  });

  it('accepts the valid detail fixture, keeping unknown fields', async () => {
    server.reset(({ res }) => sendJson(res, detail()));
    const ref = await client().getReference('de', { id: 1042 });
    expect(ref?.projecttitle).toBe('Neubau Verwaltungsgebäude');
    expect(ref?.futurefield).toEqual({ unknown: true });
  });
});

describe('concurrency', () => {
  it('never has more requests in flight than the limit, across methods', async () => {
    server.reset(({ res, url }) => {
      setTimeout(() => {
        if (url.pathname.endsWith('/branches/branches')) return sendJson(res, []);
        sendJson(res, detail({ reference_ID: Number(url.searchParams.get('reference_ID')) }));
      }, 30);
    });
    const c = client({ concurrency: 3 });
    const calls = [
      ...Array.from({ length: 12 }, (_, i) => c.getReference('de', { id: i + 1 })),
      ...Array.from({ length: 4 }, () => c.getBranches('de')),
    ];
    const results = await Promise.all(calls);
    expect(results).toHaveLength(16);
    expect(server.requests).toHaveLength(16);
    // Exactly 3: the limit is reached (requests do run in parallel) and never exceeded.
    expect(server.maxInFlight).toBe(3);
  });

  it('slows down for an API that takes four at a time, and every detail arrives', async () => {
    let busy = 0;
    let refused = 0;
    server.reset(({ res, url }) => {
      if (busy >= 4) {
        refused++;
        res.writeHead(429, { 'retry-after': '0' });
        res.end();
        return;
      }
      busy++;
      res.on('close', () => busy--);
      setTimeout(
        () => sendJson(res, detail({ reference_ID: Number(url.searchParams.get('reference_ID')) })),
        5,
      );
    });
    const lines: string[] = [];
    // Retries to spare: the test is about how often the server is asked, not about running out.
    const c = client({ concurrency: 16, retries: 10, logger: (line) => lines.push(line) });
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const got = await Promise.all(ids.map((id) => c.getReference('de', { id })));
    expect(got.map((r) => r?.reference_ID)).toEqual(ids);
    // 16 in flight throughout would be refused three times in four, 360 times for 120 details.
    expect(refused).toBeLessThan(60);
    expect(lines).toContain('[catalog] HTTP 429: at most 8 of 16 requests in flight now');
    // The first burst's twelve refusals cut once; cut per refusal, the limit would reach 1.
    expect(lines).not.toContain('[catalog] HTTP 429: at most 1 of 16 requests in flight now');
  });
});
