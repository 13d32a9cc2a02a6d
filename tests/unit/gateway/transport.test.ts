/**
 * Raw HTTP against the gateway: every error code with its HTTP status, each token's scopes, batch,
 * notifications, GET/DELETE, and a table of bad inputs. Expectations come from the data set.
 */
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../simulator/data/index.ts';
import { ERROR_HTTP_STATUS, LIMITS } from '../../../src/gateway/schemas.ts';
import { isDelivered, useSimulator } from '../simulator/useSimulator.ts';
import { callRaw, DEMO, EXPIRED, FULL, OTHER, post, READ, REVOKED, request, structured } from './helpers.ts';

const OPTIONS = { references: 60, seed: 11 };
// A delivered reference whose detail always fails (--fail-reference), picked from the data set.
const FAIL_ID = generateDataset(OPTIONS).references.filter((r) => isDelivered(r, 'de'))[3]?.reference_ID ?? 0;
// The rate limit has its own file; here the many requests of one token must not hit it.
const sim = useSimulator({ ...OPTIONS, failReference: FAIL_ID, mcpRateLimit: 100_000 });
const gw = () => `http://127.0.0.1:${sim.port}/mcp/v1`;
const mine = () => sim.data.references.filter((r) => isDelivered(r, 'de'));
const theirs = () => sim.data.references.filter((r) => isDelivered(r, 'de', 2));

function expectError(
  a: { status: number; body: { error?: { code: number; message: string } } },
  code: number,
) {
  expect(a.body?.error?.code, JSON.stringify(a.body)).toBe(code);
  expect(a.status).toBe(ERROR_HTTP_STATUS[code as keyof typeof ERROR_HTTP_STATUS]);
}

describe('gateway transport and errors', () => {
  it('-32001/401 without a token, -32002/401 for revoked, expired and unknown tokens; no token in the answer', async () => {
    expectError(await post(gw(), request('ping')), -32001);
    for (const token of [REVOKED, EXPIRED, 'no-such-token']) {
      const a = await post(gw(), request('ping'), { token });
      expectError(a, -32002);
      expect(a.text).not.toContain(token);
    }
  });

  it('accepts the token as the query parameter `token` as well', async () => {
    const a = await post(`${gw()}?token=${DEMO}`, request('ping'));
    expect(a.status).toBe(200);
    expect(a.body.result).toEqual({});
    expectError(await post(`${gw()}?token=${REVOKED}`, request('ping')), -32002);
  });

  it('-32003: a tool outside the scopes is hidden and rejected; media:// needs media; internal fields need internal_fields', async () => {
    const listed = async (token: string) =>
      (await post(gw(), request('tools/list'), { token })).body.result.tools.map(
        (t: { name: string }) => t.name,
      );
    expect(await listed(READ)).not.toContain('search_references');
    expect(await listed(DEMO)).not.toContain('get_statistics');
    expect(await listed(DEMO)).not.toContain('list_clients');
    expect(await listed(FULL)).toContain('get_statistics');
    expectError(await callRaw(gw(), READ, 'search_references', { query: 'bau' }), -32003);
    expectError(await callRaw(gw(), DEMO, 'get_statistics', { selector: 'total' }), -32003);
    expectError(await callRaw(gw(), DEMO, 'list_clients'), -32003);
    const file = mine().flatMap((r) => Object.values(r.media).flat())[0];
    expectError(
      await post(gw(), request('resources/read', { uri: `media://${file?.file_ID}` }), { token: READ }),
      -32003,
    );
    expect(
      (await post(gw(), request('resources/read', { uri: `media://${file?.file_ID}` }), { token: DEMO }))
        .status,
    ).toBe(200);

    // internalproperties: the REST detail knows which references have them.
    const ids = mine().map((r) => r.reference_ID);
    let withInternal: number | undefined;
    for (const id of ids) {
      const rest = await (
        await fetch(`${sim.url}/references/referenceproject?apiKey=demo-key&reference_ID=${id}`)
      ).json();
      if (rest.internalproperties?.length > 0) {
        withInternal = id;
        break;
      }
    }
    expect(withInternal).toBeDefined();
    const full = await structured(gw(), FULL, 'get_reference', { reference_ID: withInternal });
    const demo = await structured(gw(), DEMO, 'get_reference', { reference_ID: withInternal });
    expect((full.internalproperties as unknown[]).length).toBeGreaterThan(0);
    expect(demo.internalproperties).toBeUndefined();
  });

  it("-32004 for another company's or an unpublished reference, and the other company sees only its own", async () => {
    const foreign = theirs()[0]?.reference_ID;
    const a = await callRaw(gw(), DEMO, 'get_reference', { reference_ID: foreign });
    expectError(a, -32004);
    expect(a.text).not.toContain(String(theirs()[0]?.texts.de?.projecttitle));
    const unpublished = sim.data.references.find((r) => r.company_ID === 1 && !r.published);
    expectError(
      await callRaw(gw(), DEMO, 'get_reference', { reference_ID: unpublished?.reference_ID }),
      -32004,
    );
    expectError(await callRaw(gw(), DEMO, 'get_reference_media_urls', { reference_ID: foreign }), -32004);
    expectError(
      await post(gw(), request('resources/read', { uri: `references://${foreign}` }), { token: DEMO }),
      -32004,
    );
    const s = await structured<{ total: number; results: { reference_ID: number }[] }>(
      gw(),
      OTHER,
      'search_references',
      { limit: 50 },
    );
    expect(s.total).toBe(theirs().length);
    expect(s.results.map((r) => r.reference_ID).sort()).toEqual(
      theirs()
        .map((r) => r.reference_ID)
        .sort(),
    );
  });

  it('-32010 when a tool fails, -32603 when a resource read fails (permanent fault of --fail-reference)', async () => {
    expect(mine().map((r) => r.reference_ID)).toContain(FAIL_ID);
    expectError(await callRaw(gw(), DEMO, 'get_reference', { reference_ID: FAIL_ID }), -32010);
    expectError(
      await post(gw(), request('resources/read', { uri: `references://${FAIL_ID}` }), { token: DEMO }),
      -32603,
    );
    // Any other reference still answers.
    const other = mine().find((r) => r.reference_ID !== FAIL_ID)?.reference_ID;
    expect((await callRaw(gw(), DEMO, 'get_reference', { reference_ID: other })).body.result).toBeDefined();
  });

  it('-32601 for an unknown method, -32600 for a bad envelope, -32700/400 for invalid JSON', async () => {
    expectError(await post(gw(), request('tools/destroy'), { token: DEMO }), -32601);
    expectError(await post(gw(), { jsonrpc: '1.0', id: 1, method: 'ping' }, { token: DEMO }), -32600);
    expectError(
      await post(gw(), '{"jsonrpc": "2.0", "id": 1, "method": ', { token: DEMO, raw: true }),
      -32700,
    );
  });

  it('a notification is answered 204 without a body; GET is 501; DELETE needs a session', async () => {
    const n = await post(gw(), { jsonrpc: '2.0', method: 'notifications/initialized' }, { token: DEMO });
    expect(n.status).toBe(204);
    expect(n.text).toBe('');
    const g = await fetch(gw(), {
      headers: { authorization: `Bearer ${DEMO}`, accept: 'text/event-stream' },
    });
    expect(g.status).toBe(501);
    const d = await fetch(gw(), { method: 'DELETE', headers: { authorization: `Bearer ${DEMO}` } });
    expect(d.status).toBe(400);
    const init = await post(
      gw(),
      request('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      }),
      { token: DEMO },
    );
    const sid = init.headers.get('mcp-session-id') ?? '';
    expect(init.body.result.protocolVersion).toBe('2024-11-05');
    // A session belongs to its token: another token cannot use or end it.
    expect(
      (await post(gw(), request('ping'), { token: FULL, headers: { 'mcp-session-id': sid } })).status,
    ).toBe(404);
    expect(
      (await post(gw(), request('ping'), { token: DEMO, headers: { 'mcp-session-id': sid } })).status,
    ).toBe(200);
    const del = await fetch(gw(), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEMO}`, 'mcp-session-id': sid },
    });
    expect(del.status).toBe(204);
    const after = await post(gw(), request('ping'), { token: DEMO, headers: { 'mcp-session-id': sid } });
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe(-32600);
    expect((await post(gw(), request('ping'), { token: DEMO })).status).toBe(200);
  });

  it('answers a batch in order; notifications get no entry; a batch of only notifications is 204', async () => {
    const a = await post(
      gw(),
      [
        request('ping'),
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        request('tools/call', {
          name: 'get_reference',
          arguments: { reference_ID: theirs()[0]?.reference_ID },
        }),
        { jsonrpc: '2.0', id: 'x', method: 'nope' },
        42,
      ],
      { token: DEMO },
    );
    expect(a.status).toBe(200);
    expect(a.body).toHaveLength(4);
    expect(a.body[0].result).toEqual({});
    expect(a.body[1].error.code).toBe(-32004);
    expect(a.body[2]).toMatchObject({ id: 'x', error: { code: -32601 } });
    expect(a.body[3]).toMatchObject({ id: null, error: { code: -32600 } });
    const only = await post(gw(), [{ jsonrpc: '2.0', method: 'notifications/initialized' }], { token: DEMO });
    expect(only.status).toBe(204);
    expectError(await post(gw(), [], { token: DEMO }), -32600);
  });

  const big = 'Brücke '.repeat(Math.ceil((LIMITS.matchTextMaxBytes + 10) / 8));
  const BAD: [string, unknown, number][] = [
    ['a JSON string', '"ping"', -32600],
    ['null', 'null', -32600],
    ['method not a string', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 7 }), -32600],
    ['id an object', JSON.stringify({ jsonrpc: '2.0', id: {}, method: 'ping' }), -32600],
    ['params a string', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: 'x' }), -32600],
    ['unknown tool', JSON.stringify(request('tools/call', { name: 'drop_tables', arguments: {} })), -32602],
    ['tool name missing', JSON.stringify(request('tools/call', { arguments: {} })), -32602],
    [
      'limit a string',
      JSON.stringify(request('tools/call', { name: 'search_references', arguments: { limit: '5' } })),
      -32602,
    ],
    [
      'limit over 50',
      JSON.stringify(request('tools/call', { name: 'search_references', arguments: { limit: 51 } })),
      -32602,
    ],
    [
      'limit 0',
      JSON.stringify(request('tools/call', { name: 'list_references', arguments: { limit: 0 } })),
      -32602,
    ],
    [
      'page 0',
      JSON.stringify(request('tools/call', { name: 'list_references', arguments: { page: 0 } })),
      -32602,
    ],
    [
      'year 1899',
      JSON.stringify(request('tools/call', { name: 'search_references', arguments: { year_from: 1899 } })),
      -32602,
    ],
    [
      'year 2101',
      JSON.stringify(request('tools/call', { name: 'search_references', arguments: { year_until: 2101 } })),
      -32602,
    ],
    [
      'country not alpha-2',
      JSON.stringify(request('tools/call', { name: 'search_references', arguments: { country: 'DEU' } })),
      -32602,
    ],
    [
      'lang fr',
      JSON.stringify(request('tools/call', { name: 'get_company_profile', arguments: { lang: 'fr' } })),
      -32602,
    ],
    [
      'unknown argument',
      JSON.stringify(request('tools/call', { name: 'get_company_profile', arguments: { company_ID: 2 } })),
      -32602,
    ],
    [
      'reference_ID a string',
      JSON.stringify(request('tools/call', { name: 'get_reference', arguments: { reference_ID: '1001' } })),
      -32602,
    ],
    [
      'match text over 200 KB',
      JSON.stringify(request('tools/call', { name: 'match_references', arguments: { text: big } })),
      -32602,
    ],
    [
      'match count 21',
      JSON.stringify(
        request('tools/call', { name: 'match_references', arguments: { text: 'x', count: 21 } }),
      ),
      -32602,
    ],
    [
      'clients limit 101',
      JSON.stringify(request('tools/call', { name: 'list_clients', arguments: { limit: 101 } })),
      -32602,
    ],
    [
      'statistics count 51',
      JSON.stringify(
        request('tools/call', {
          name: 'get_statistics',
          arguments: { selector: 'top_references', count: 51 },
        }),
      ),
      -32602,
    ],
    [
      'statistics bad date',
      JSON.stringify(
        request('tools/call', {
          name: 'get_statistics',
          arguments: { selector: 'total', from: '2025-02-30' },
        }),
      ),
      -32602,
    ],
    [
      'statistics from after to',
      JSON.stringify(
        request('tools/call', {
          name: 'get_statistics',
          arguments: { selector: 'total', from: '2025-03-02', to: '2025-03-01' },
        }),
      ),
      -32602,
    ],
    [
      'statistics unknown selector',
      JSON.stringify(request('tools/call', { name: 'get_statistics', arguments: { selector: 'all' } })),
      -32602,
    ],
    ['unknown prompt', JSON.stringify(request('prompts/get', { name: 'jailbreak' })), -32602],
    [
      'prompt tone unknown',
      JSON.stringify(
        request('prompts/get', { name: 'case_study_draft', arguments: { reference_ID: '1', tone: 'angry' } }),
      ),
      -32602,
    ],
    ['malformed URI', JSON.stringify(request('resources/read', { uri: 'references:/1001' })), -32602],
    ['URI not a string', JSON.stringify(request('resources/read', { uri: 1001 })), -32602],
    ['unknown scheme', JSON.stringify(request('resources/read', { uri: 'file:///etc/passwd' })), -32602],
    [
      'reference ID not a number',
      JSON.stringify(request('resources/read', { uri: 'references://abc' })),
      -32602,
    ],
    [
      'list limit over 50',
      JSON.stringify(request('resources/read', { uri: 'references://list?limit=51' })),
      -32602,
    ],
    [
      'unknown query parameter',
      JSON.stringify(request('resources/read', { uri: 'branches://tree?company_ID=2' })),
      -32602,
    ],
    [
      'bad percent escape',
      JSON.stringify(request('resources/read', { uri: 'companies://%E0%A4%A' })),
      -32602,
    ],
    ['log level unknown', JSON.stringify(request('logging/setLevel', { level: 'loud' })), -32602],
    ['initialize without version', JSON.stringify(request('initialize', {})), -32602],
  ];
  it.each(BAD)(
    'bad input: %s → its error code, and the server keeps answering',
    async (_label, body, code) => {
      expectError(await post(gw(), body, { token: FULL, raw: true }), code);
      expect((await post(gw(), request('ping'), { token: FULL })).status).toBe(200);
    },
  );

  it('an oversized body gets 413 with -32600, and the server keeps answering', async () => {
    const a = await post(gw(), 'x'.repeat(3 * 1024 * 1024), { token: FULL, raw: true }).catch(
      () => undefined,
    );
    if (a) {
      expect(a.status).toBe(413);
      expect(a.body.error.code).toBe(-32600);
    }
    expect((await post(gw(), request('ping'), { token: FULL })).status).toBe(200);
  });

  it('keeps only the length of a match text in the call log', async () => {
    const secret = `Ausschreibung Geheimprojekt ${'Brückenbau '.repeat(20)}`;
    await structured(gw(), DEMO, 'match_references', { text: secret });
    const stats = await (await fetch(`http://127.0.0.1:${sim.port}/__simulator/stats`)).json();
    const text = JSON.stringify(stats);
    expect(text).not.toContain('Geheimprojekt');
    const last = stats.gateway.calls.filter((c: { name?: string }) => c.name === 'match_references').at(-1);
    expect(last.arguments.text_length).toBe(secret.length);
  });
});
