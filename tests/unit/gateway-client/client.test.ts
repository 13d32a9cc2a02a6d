/**
 * The typed gateway client against the embedded simulator's gateway: each method returns the
 * company's data validated by the shared definitions, failures are GatewayErrors with the spec's
 * codes, and the token stays out of every message and log line.
 */
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayClient, GatewayError } from '../../../src/gateway/client.ts';
import { ERROR_CODES, GATEWAY_PATH, TOOL_NAMES } from '../../../src/gateway/schemas.ts';
import { isDelivered, useSimulator } from '../simulator/useSimulator.ts';

const sim = useSimulator({ references: 60, seed: 5 });
const gatewayUrl = () => `http://127.0.0.1:${sim.port}${GATEWAY_PATH}`;

/** Every log line of every client of this file: none may carry a token. */
const logged: string[] = [];
const open = (token: string, extra: Partial<Parameters<typeof createGatewayClient>[0]> = {}) =>
  createGatewayClient({
    url: gatewayUrl(),
    token,
    retries: 1,
    backoffMaxMs: 20,
    logger: (line) => logged.push(line),
    ...extra,
  });

/** The rejection of a promise, failing the test if it resolves. */
async function rejection(p: Promise<unknown>): Promise<GatewayError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

let full: GatewayClient;
let demo: GatewayClient;
beforeAll(() => {
  full = open('full-mcp-token');
  demo = open('demo-mcp-token');
});
afterAll(async () => {
  await full.close();
  await demo.close();
});

const company1 = () => {
  const c = sim.data.companies.find((x) => x.company_ID === 1);
  if (!c) throw new Error('company 1 missing from the data set');
  return c;
};

describe('typed methods return the company data, validated', () => {
  it('profile: the company of the token, in the requested language', async () => {
    const de = await full.profile('de');
    const en = await full.profile('en');
    expect(de.company_ID).toBe(1);
    expect(de.name).toBe(company1().companyname);
    expect(de.uniquename).toBe(company1().uniquename);
    expect(de.location).toContain(company1().country.de);
    expect(en.location).toContain(company1().country.en);
    // The resource form is the same profile (resources answer in German).
    expect(await full.readResource('companies://me')).toEqual(de);
  });

  it('referenceGroups: every group of the company with its parent', async () => {
    const groups = await demo.referenceGroups('en');
    const expected = sim.data.groups.filter((g) => g.company_ID === 1);
    expect(groups.map((g) => g.referencegroup_ID).sort((a, b) => a - b)).toEqual(
      expected.map((g) => g.group_ID).sort((a, b) => a - b),
    );
    for (const g of groups) {
      const truth = expected.find((e) => e.group_ID === g.referencegroup_ID);
      expect(g).toEqual({
        referencegroup_ID: truth?.group_ID,
        name: truth?.name.en,
        parent_ID: truth?.parent_ID,
      });
    }
    expect(groups.some((g) => g.parent_ID !== null)).toBe(true);
  });

  it('branches: the top level, then the children of one branch', async () => {
    const top = await demo.branches();
    const expected = sim.data.branches.filter((b) => b.company_ID === 1 && b.parent_ID === null);
    expect(new Set(top.map((b) => b.branch_ID))).toEqual(new Set(expected.map((b) => b.branch_ID)));
    const parent = expected[0];
    if (!parent) throw new Error('no top-level branch');
    const children = await demo.branches({ parent_ID: parent.branch_ID, lang: 'en' });
    const expectedChildren = sim.data.branches.filter((b) => b.parent_ID === parent.branch_ID);
    expect(children.map((b) => b.name).sort()).toEqual(expectedChildren.map((b) => b.name.en).sort());
    expect(children.every((b) => b.parent_ID === parent.branch_ID)).toBe(true);
  });

  it('listReferences pages through exactly the delivered references; reference() returns one in full', async () => {
    const first = await demo.listReferences({ limit: 50 });
    const second = await demo.listReferences({ limit: 50, page: 2 });
    const ids = [...first.results, ...second.results].map((r) => r.reference_ID);
    const delivered = sim.data.references.filter((r) => isDelivered(r, 'de')).map((r) => r.reference_ID);
    expect(first.total).toBe(delivered.length);
    expect(new Set(ids)).toEqual(new Set(delivered));
    expect(ids).toHaveLength(delivered.length);

    const item = first.results[0];
    if (!item) throw new Error('empty list');
    const detail = await demo.reference(item.reference_ID);
    expect(detail.reference_ID).toBe(item.reference_ID);
    expect(detail.title).toBe(item.title);
    expect(detail.uri).toBe(`references://${item.reference_ID}`);
    // The English detail carries the English title of the data set.
    const truth = sim.data.references.find((r) => r.reference_ID === item.reference_ID);
    if (truth?.texts.en)
      expect((await demo.reference(item.reference_ID, 'en')).title).toBe(truth.texts.en.projecttitle);
  });

  it('search: a title word finds that reference; limit and total hold', async () => {
    const { results } = await demo.listReferences({ limit: 1 });
    const target = results[0];
    if (!target) throw new Error('empty list');
    const word = target.title.split(/[\s,]+/).find((w) => w.length >= 5) ?? target.title;
    const found = await demo.search({ query: word, limit: 50 });
    expect(found.results.map((r) => r.reference_ID)).toContain(target.reference_ID);
    expect(found.total).toBeGreaterThanOrEqual(found.results.length);
    const small = await demo.search({ query: word, limit: 1 });
    expect(small.results).toHaveLength(1);
    expect(small.total).toBe(found.total);
  });

  it('statistics: top_references, ranked by views, at most `count`, of this company only', async () => {
    const stats = await full.statistics({ selector: 'top_references', count: 5 });
    expect(stats.top_references.length).toBeGreaterThan(0);
    expect(stats.top_references.length).toBeLessThanOrEqual(5);
    const views = stats.top_references.map((t) => t.viewcount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const own = new Set(sim.data.references.filter((r) => r.company_ID === 1).map((r) => r.reference_ID));
    for (const t of stats.top_references) expect(own.has(t.reference_ID)).toBe(true);
  });

  it('callTool is typed by the shared names; listTools shows what each token may call', async () => {
    const total = await full.callTool('get_statistics', { selector: 'total' });
    expect(total.total).toBeGreaterThanOrEqual(0);
    expect((await full.listTools()).sort()).toEqual([...TOOL_NAMES].sort());
    const demoTools = await demo.listTools();
    expect(demoTools).not.toContain('get_statistics');
    expect(demoTools).not.toContain('list_clients');
    expect(demoTools).toContain('search_references');
  });

  it('arguments outside the shared definition are rejected before any request', async () => {
    const before = sim.stats()[GATEWAY_PATH] ?? 0;
    const err = await rejection(demo.search({ query: 'Brücke', limit: 500 }));
    expect(err.kind).toBe('invalid_arguments');
    expect(err.code).toBe(ERROR_CODES.invalidParams);
    expect(err.message).toMatch(/limit/);
    expect(sim.stats()[GATEWAY_PATH] ?? 0).toBe(before);
  });
});

describe('failures are GatewayErrors with the spec code', () => {
  it('-32003: a tool outside the token scopes', async () => {
    const err = await rejection(demo.statistics({ selector: 'top_references' }));
    expect(err.code).toBe(ERROR_CODES.scopeMissing);
    expect(err.codeName).toBe('scopeMissing');
    expect(err.kind).toBe('rpc');
    expect(err.message).toMatch(/get_statistics/);
    expect(err.message).toMatch(/analytics/);
  });

  it("-32004: another company's reference, never its data", async () => {
    const other = open('other-company-mcp-token');
    try {
      const { results } = await other.listReferences({ limit: 1 });
      const foreign = results[0];
      if (!foreign) throw new Error('company 2 has no references');
      const err = await rejection(demo.reference(foreign.reference_ID));
      expect(err.code).toBe(ERROR_CODES.referenceNotAccessible);
      expect(err.message).not.toContain(foreign.title);
    } finally {
      await other.close();
    }
  });

  it.each([['revoked-mcp-token'], ['expired-mcp-token']])(
    '-32002 (HTTP 401) for %s, not retried; the token is in no message, cause or log line',
    async (token) => {
      const linesBefore = logged.length;
      const client = open(token, { retries: 3 });
      const err = await rejection(client.profile());
      expect(err.code).toBe(ERROR_CODES.tokenInvalid);
      expect(err.status).toBe(401);
      expect(err.attempts).toBe(1);
      expect(err.message).toMatch(/-32002/);
      // Again on a second call: a failed connect is not cached as success.
      expect((await rejection(client.referenceGroups())).code).toBe(ERROR_CODES.tokenInvalid);
      await client.close();
      for (const text of [err.message, String(err), inspect(err, { depth: 10 }), JSON.stringify(err)])
        expect(text).not.toContain(token);
      for (const line of logged.slice(linesBefore)) expect(line).not.toContain(token);
    },
  );

  it.each([
    [
      'a tool result with isError',
      { content: [{ type: 'text', text: 'Index is rebuilding' }], isError: true },
      'tool',
    ],
    [
      'structuredContent outside the shared definition',
      { content: [], structuredContent: { company_ID: 'one', name: 'X' } },
      'invalid_response',
    ],
  ] as const)('%s is a GatewayError, not data', async (_what, result, kind) => {
    // The simulator answers correctly, so the tools/call answer is replaced in front of it.
    const client = open('demo-mcp-token', {
      fetch: async (url, init) => {
        const body = String(init?.body);
        if (!body.includes('"tools/call"')) return fetch(url, init);
        const { id } = JSON.parse(body) as { id: number };
        return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const err = await rejection(client.profile());
    await client.close();
    expect(err.kind).toBe(kind);
    if (kind === 'tool') {
      expect(err.code).toBe(ERROR_CODES.toolExecution);
      expect(err.message).toMatch(/Index is rebuilding/);
    } else {
      expect(err.message).toMatch(/company_ID/);
    }
  });

  it('close() ends the session with DELETE; later calls fail as closed', async () => {
    const sent: { method: string; url: string; session: string | null; auth: string | null }[] = [];
    const client = open('read-mcp-token', {
      fetch: (url, init) => {
        const headers = new Headers(init?.headers);
        sent.push({
          method: init?.method ?? 'GET',
          url: String(url),
          session: headers.get('mcp-session-id'),
          auth: headers.get('authorization'),
        });
        return fetch(url, init);
      },
    });
    await client.profile();
    await client.close();
    const del = sent.find((s) => s.method === 'DELETE');
    expect(del?.session).toMatch(/\S/);
    // The token travels in the Authorization header only, never in a URL.
    for (const s of sent) {
      expect(s.auth).toBe('Bearer read-mcp-token');
      expect(s.url).not.toContain('read-mcp-token');
    }
    expect((await rejection(client.profile())).kind).toBe('closed');
  });

  it('a session the server has torn down is opened again transparently', async () => {
    let session: string | null = null;
    let initializes = 0;
    const client = open('read-mcp-token', {
      fetch: async (url, init) => {
        if (String(init?.body).includes('"method":"initialize"')) initializes++;
        const res = await fetch(url, init);
        session = res.headers.get('mcp-session-id') ?? session;
        return res;
      },
    });
    const before = await client.referenceGroups();
    expect(session).not.toBeNull();
    // Someone else ends the session (e.g. a server restart): the next call gets 404 first.
    const del = await fetch(gatewayUrl(), {
      method: 'DELETE',
      headers: { authorization: 'Bearer read-mcp-token', 'mcp-session-id': String(session) },
    });
    expect(del.status).toBe(204);
    expect(await client.referenceGroups()).toEqual(before);
    expect(initializes).toBe(2);
    await client.close();
  });
});
