/** Query parameters on the wire for each method, and result mapping of 404/204. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogClient } from '../../../src/catalog/index.ts';
import { detail, listItem } from './fixtures/factories.ts';
import { type ScriptedServer, sendJson, startScriptedServer } from './scriptedServer.ts';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const client = () => createCatalogClient({ baseUrl: `${server.baseUrl}/`, apiKey: 'demo-key', retries: 0 });
const lastQuery = (): URLSearchParams => {
  const url = server.requests.at(-1);
  if (!url) throw new Error('no request');
  return url.searchParams;
};

describe('getReference', () => {
  it('sends reference_ID and lang_ID and returns the parsed detail', async () => {
    server.reset(({ res }) => sendJson(res, detail()));
    const ref = await client().getReference('en', { id: 1042 }, { preventduplicatefields: true });
    expect(ref?.services?.[0]?.workfieldservices).toHaveLength(2);
    expect(server.requests.at(-1)?.pathname).toBe('/api/v1/references/referenceproject');
    expect(Object.fromEntries(lastQuery())).toEqual({
      apiKey: 'demo-key',
      lang_ID: '1',
      reference_ID: '1042',
      preventduplicatefields: 'true',
    });
  });

  it('looks up by seolabel and maps 404 to null', async () => {
    server.reset(({ res }) => sendJson(res, '', 404));
    expect(await client().getReference('de', { seolabel: 'neubau-berlin' })).toBeNull();
    expect(lastQuery().get('seolabel')).toBe('neubau-berlin');
    expect(lastQuery().has('reference_ID')).toBe(false);
  });
});

describe('search', () => {
  it('sends facet filters comma-separated next to the documented parameters', async () => {
    server.reset(({ res }) =>
      sendJson(res, {
        total: 1,
        page: 2,
        references: [listItem(5)],
        aggregations: {
          city: [{ V: 'Berlin', C: 1 }],
          sinceyear: [{ V: '2010', MIN: 2010, MAX: 2019, C: 1 }],
        },
      }),
    );
    const res = await client().search('de', {
      query: 'schule -sporthalle',
      selection: 'confirmed',
      getaggregations: true,
      records: 12,
      page: 2,
      filters: { workfield_ID: [1, 2], f33: 'x' },
    });
    expect(res.aggregations?.sinceyear?.[0]).toEqual({ V: '2010', MIN: 2010, MAX: 2019, C: 1 });
    expect(server.requests.at(-1)?.pathname).toBe('/api/v1/references/search');
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      query: 'schule -sporthalle',
      selection: 'confirmed',
      getaggregations: 'true',
      records: '12',
      page: '2',
      workfield_ID: '1,2',
      f33: 'x',
      lang_ID: '2',
    });
  });

  it('rejects a page size the API would silently replace with 10', async () => {
    server.reset(({ res }) => sendJson(res, { total: 0, page: 1, references: [] }));
    await expect(client().search('de', { records: 10 as 12 })).rejects.toThrow(/records=10 is not allowed/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('filters, branches, settings', () => {
  it('maps getFilters options to branch_ID and getunusedoptions', async () => {
    server.reset(({ res }) =>
      sendJson(res, [
        {
          name: 'f12',
          label: 'Zertifikat',
          sortmode: 'hitcountdesc',
          datatype: 'multi-string',
          formtype: 'multiselect-checkboxes',
          opened: 1,
          internal: 0,
          workfield_ID: 3,
          options: [{ v: 'DGNB', d: 'DGNB', c: 4 }],
        },
      ]),
    );
    const defs = await client().getFilters('en', { branchId: 11, unusedOptions: true });
    expect(defs[0]?.options[0]?.c).toBe(4);
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      branch_ID: '11',
      getunusedoptions: 'true',
      lang_ID: '1',
    });
  });

  it('calls /branches/branches and /apps/settings', async () => {
    server.reset(({ res, url }) =>
      url.pathname.endsWith('/apps/settings')
        ? sendJson(res, { theme: 'dark' })
        : sendJson(res, [{ branch_ID: 1, branchname: 'Bau', lft: 1, rgt: 2, referencecount: 3 }]),
    );
    expect(await client().getBranches('de')).toHaveLength(1);
    expect(server.requests.at(-1)?.pathname).toBe('/api/v1/branches/branches');
    expect(await client().getAppSettings('c0ffee')).toEqual({ theme: 'dark' });
    expect(lastQuery().get('app_UUID')).toBe('c0ffee');
  });
});

describe('exportReferences', () => {
  it('sends credentials, column tokens and field IDs; parses JSON rows', async () => {
    server.reset(({ res }) =>
      sendJson(res, [{ reference_ID: 1, published: false, branches: ['Hochbau'], imagecount: 3, f77: 'x' }]),
    );
    const rows = await client().exportReferences({
      login: 'it@example.test',
      password: 'pw',
      format: 'json',
      options: ['d', 'cl', 'tag'],
      fieldIds: [77, 78],
      published: false,
      orderby: 'reference_ID',
    });
    expect(rows[0]?.published).toBe(false);
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      login: 'it@example.test',
      password: 'pw',
      format: 'json',
      options: 'd,cl,tag',
      field_IDlist: '77,78',
      published: 'false',
      orderby: 'reference_ID',
    });
    expect(lastQuery().has('lang_ID')).toBe(false);
  });

  it('returns the Excel file as bytes', async () => {
    server.reset(({ res }) => {
      res.writeHead(200, { 'content-type': 'application/vnd.ms-excel' });
      res.end(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    });
    const bytes = await client().exportReferences({ login: 'a', password: 'b', format: 'excel' });
    expect([...bytes]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

it('refuses a base URL without /api/v1', () => {
  expect(() => createCatalogClient({ baseUrl: 'http://127.0.0.1:1/api', apiKey: 'k' })).toThrow(/\/api\/v1/);
});
