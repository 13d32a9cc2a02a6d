/** Rules common to every endpoint: auth, language, empty answers, index.cfm, JSONP, CORS, stats. */
import { describe, expect, it } from 'vitest';
import { ListItemSchema, ReferenceDetailSchema } from '../../../src/catalog/schemas.ts';
import {
  allIds,
  api,
  buildUrl,
  expectSchema,
  fetchRaw,
  KEY,
  KEY_EN,
  OTHER_KEY,
  REVOKED_KEY,
} from './helpers.ts';
import { useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 120, seed: 5 });

const ENDPOINTS = [
  '/references/referenceprojects',
  '/references/referenceproject',
  '/references/search',
  '/references/filters',
  '/branches/branches',
  '/references/export',
  '/apps/settings',
];

describe('authentication', () => {
  it.each(ENDPOINTS)(
    '%s answers 401 with an empty body for missing, unknown and revoked keys',
    async (path) => {
      for (const apiKey of [undefined, 'no-such-key', REVOKED_KEY, '']) {
        const a = await fetchRaw(buildUrl(sim.url, path, { apiKey, reference_ID: 1005 }));
        expect(a.status, `${path} apiKey=${apiKey}`).toBe(401);
        expect(a.text).toBe('');
      }
    },
  );

  it('answers 401 when a valid key asks for another company’s reference', async () => {
    const [otherId] = await allIds(sim.url, { apiKey: OTHER_KEY });
    expect(otherId).toBeGreaterThan(900_000);
    const a = await api(sim.url, '/references/referenceproject', { reference_ID: otherId });
    expect(a.status).toBe(401);
    expect(a.text).toBe('');
    const b = await api(sim.url, '/references/referenceprojects', { idList: `${otherId}` });
    expect(b.status).toBe(401);
    // The owner gets it.
    const c = await api(sim.url, '/references/referenceproject', {
      apiKey: OTHER_KEY,
      reference_ID: otherId,
    });
    expect(c.status).toBe(200);
  });

  it('scopes every list to the key’s company', async () => {
    const mine = await allIds(sim.url);
    const theirs = await allIds(sim.url, { apiKey: OTHER_KEY });
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('accepts parameter names in any case, like the original service', async () => {
    const a = await fetchRaw(
      buildUrl(sim.url, '/references/referenceprojects', { APIKEY: KEY, MODE: 'countonly' }),
    );
    expect(a.status).toBe(200);
    expect(Number(a.text)).toBe((await allIds(sim.url)).length);
  });
});

describe('language', () => {
  const detailLang = async (apiKey: string, lang_ID?: string) => {
    const [id] = await allIds(sim.url, { apiKey, lang_ID: 2 });
    const both = (await allIds(sim.url, { apiKey, lang_ID: 1 })).includes(id as number);
    expect(both).toBe(true);
    const a = await api(sim.url, '/references/referenceproject', { apiKey, reference_ID: id, lang_ID });
    return expectSchema(ReferenceDetailSchema, a.json()).lang_ID;
  };

  it('lang_ID 1 is English and 2 German for any key', async () => {
    expect(await detailLang(KEY, '1')).toBe(1);
    expect(await detailLang(KEY, '2')).toBe(2);
    expect(await detailLang(KEY_EN, '1')).toBe(1);
    expect(await detailLang(KEY_EN, '2')).toBe(2);
  });

  it.each([undefined, '', '0', '3', 'de', '1.5'])(
    'lang_ID=%s falls back to the key owner’s default',
    async (v) => {
      expect(await detailLang(KEY, v)).toBe(2);
      expect(await detailLang(KEY_EN, v)).toBe(1);
    },
  );

  it('localizes lists as well', async () => {
    const de = (await api(sim.url, '/references/filters', { apiKey: KEY })).json<
      { name: string; label: string }[]
    >();
    const en = (await api(sim.url, '/references/filters', { apiKey: KEY_EN })).json<
      { name: string; label: string }[]
    >();
    expect(de.find((f) => f.name === 'city')?.label).toBe('Ort');
    expect(en.find((f) => f.name === 'city')?.label).toBe('City');
  });
});

describe('status codes and bodies', () => {
  it('answers 204 with an empty body when nothing matched (never [])', async () => {
    const cases: [string, Record<string, string | number>][] = [
      ['/references/referenceprojects', { branch_ID: 999_999 }],
      ['/references/referenceprojects', { page: 9999 }],
      ['/references/referenceprojects', { mode: 'countonly', workfield_ID: 999_999 }],
      [
        '/references/referenceprojects',
        { mode: 'IDonly', withoutreference_ID: (await allIds(sim.url)).join(',') },
      ],
      ['/references/search', { query: 'zzzqqqxxyy' }],
      ['/references/search', { city: 'Atlantis' }],
    ];
    for (const [path, query] of cases) {
      const a = await api(sim.url, path, query);
      expect(a.status, `${path} ${JSON.stringify(query)}`).toBe(204);
      expect(a.bytes.byteLength).toBe(0);
      expect(() => a.json()).toThrow();
    }
  });

  it('answers 404 for unknown endpoints and unknown references, with empty bodies', async () => {
    for (const path of ['/references/nothing', '/nothing', '/references']) {
      const a = await api(sim.url, path);
      expect(a.status, path).toBe(404);
    }
    const b = await api(sim.url, '/references/referenceproject', { reference_ID: 1 });
    expect(b.status).toBe(404);
    expect(b.text).toBe('');
    const c = await api(sim.url, '/references/referenceproject', { seolabel: 'no-such-label' });
    expect(c.status).toBe(404);
    const d = await api(sim.url, '/references/referenceproject', {});
    expect(d.status).toBe(400);
  });

  it('serves JSON as application/json in UTF-8', async () => {
    const a = await api(sim.url, '/references/referenceprojects');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const items = a.json<unknown[]>();
    expect(items.length).toBe(10);
    for (const item of items) expectSchema(ListItemSchema, item);
  });

  it('allows only GET (and HEAD, OPTIONS)', async () => {
    const a = await fetchRaw(buildUrl(sim.url, '/references/referenceprojects', { apiKey: KEY }), {
      method: 'POST',
    });
    expect(a.status).toBe(405);
    const h = await fetchRaw(buildUrl(sim.url, '/references/referenceprojects', { apiKey: KEY }), {
      method: 'HEAD',
    });
    expect(h.status).toBe(200);
    expect(h.bytes.byteLength).toBe(0);
  });
});

describe('index.cfm call form', () => {
  const cases: [string, Record<string, string | number>][] = [
    ['/references/referenceprojects', { records: 5, page: 2, orderby: 'projecttitle', getclientdetails: 1 }],
    ['/references/referenceprojects', { mode: 'countonly' }],
    ['/references/referenceproject', { reference_ID: 0 }],
    ['/references/search', { query: 'Schule', getaggregations: 'true', records: 8 }],
    ['/references/filters', { getunusedoptions: 'yes' }],
    ['/branches/branches', { lang_ID: 1 }],
    ['/references/search', { query: 'zzzqqq' }],
    ['/references/nothing', {}],
  ];

  it.each(cases)('%s %j equals the path form byte for byte', async (path, query) => {
    const q = { ...query };
    if (q.reference_ID === 0) q.reference_ID = (await allIds(sim.url))[0] as number;
    const direct = await api(sim.url, path, q);
    const viaCfm = await api(sim.url, '/index.cfm', { endpoint: path, ...q });
    expect(viaCfm.status).toBe(direct.status);
    expect(viaCfm.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(Buffer.from(viaCfm.bytes).equals(Buffer.from(direct.bytes))).toBe(true);
  });

  it('needs the key there too, and accepts the endpoint without the leading slash', async () => {
    const a = await fetchRaw(buildUrl(sim.url, '/index.cfm', { endpoint: '/branches/branches' }));
    expect(a.status).toBe(401);
    const b = await api(sim.url, '/index.cfm', { endpoint: 'branches/branches' });
    expect(b.status).toBe(200);
  });
});

describe('JSONP', () => {
  it('wraps the JSON as name(json); with a JavaScript content type', async () => {
    const plain = await api(sim.url, '/references/referenceprojects', { records: 3 });
    for (const cb of ['cb', 'jQuery3600_171', 'app.widgets.render', '$_x']) {
      const a = await api(sim.url, '/references/referenceprojects', { records: 3, callback: cb });
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(a.text).toBe(`${cb}(${plain.text});`);
    }
    const count = await api(sim.url, '/references/referenceprojects', { mode: 'countonly', callback: 'n' });
    expect(count.text).toMatch(/^n\(\d+\);$/);
  });

  it.each(['alert(1)', '1abc', 'a..b', 'a-b', 'x;y', '<script>', 'a.', ''])(
    'rejects the callback name %j with 400',
    async (cb) => {
      const a = await api(sim.url, '/references/referenceprojects', { callback: cb });
      expect(a.status).toBe(400);
      expect(a.text).toBe('');
    },
  );
});

describe('CORS', () => {
  it('allows any origin on success, empty and error answers', async () => {
    const answers = [
      await api(sim.url, '/references/referenceprojects'),
      await api(sim.url, '/references/search', { query: 'zzzqqq' }),
      await api(sim.url, '/references/referenceprojects', { apiKey: 'nope' }),
      await api(sim.url, '/references/nothing'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 204, 401, 404]);
    for (const a of answers) expect(a.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the OPTIONS preflight', async () => {
    const a = await fetchRaw(buildUrl(sim.url, '/references/search', {}), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with',
      },
    });
    expect(a.status).toBe(204);
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    expect(a.headers.get('access-control-allow-methods')).toContain('GET');
    expect(a.headers.get('access-control-allow-headers')).toBe('x-requested-with');
  });
});

describe('stats hook', () => {
  it('counts requests per endpoint path, index.cfm under its endpoint, without auth', async () => {
    const before = (await fetchRaw(new URL('/__simulator/stats', sim.url).toString())).json<{
      requests: Record<string, number>;
    }>().requests;
    await api(sim.url, '/branches/branches');
    await api(sim.url, '/index.cfm', { endpoint: '/branches/branches' });
    await api(sim.url, '/branches/branches', { apiKey: 'wrong' });
    const a = await fetchRaw(new URL('/__simulator/stats', sim.url).toString());
    expect(a.status).toBe(200);
    const after = a.json<{ requests: Record<string, number> }>().requests;
    expect((after['/branches/branches'] ?? 0) - (before['/branches/branches'] ?? 0)).toBe(3);
    expect(sim.stats()['/branches/branches']).toBe(after['/branches/branches']);
    expect(Object.keys(after).some((k) => k.includes('stats'))).toBe(false);
  });

  it('says when its search docs are warm (a bench starts its clock then)', async () => {
    const warmed = async () =>
      (await fetchRaw(new URL('/__simulator/stats', sim.url).toString())).json<{ searchWarmed: boolean }>()
        .searchWarmed;
    while (!(await warmed())) await new Promise((wake) => setTimeout(wake, 50));
    expect(await warmed()).toBe(true);
  });
});
