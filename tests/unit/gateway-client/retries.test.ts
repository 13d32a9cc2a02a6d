/**
 * The REST client's retry and timeout policy on the gateway client: 429 waits for Retry-After
 * (capped), transient faults are retried to success, a timeout is retried and then fails clearly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorHandle, type SimulatorOptions, startSimulator } from '../../../simulator/index.ts';
import { createGatewayClient, type GatewayClientOptions, GatewayError } from '../../../src/gateway/client.ts';
import { ERROR_CODES } from '../../../src/gateway/schemas.ts';

/** One simulator per describe block, with its own fault settings. */
function useGateway(options: SimulatorOptions): () => SimulatorHandle {
  let handle: SimulatorHandle | undefined;
  beforeAll(async () => {
    handle = await startSimulator({ references: 30, seed: 2, ...options });
  });
  afterAll(() => handle?.close());
  return () => {
    if (!handle) throw new Error('simulator not started');
    return handle;
  };
}

function client(url: string, token: string, extra: Partial<GatewayClientOptions> = {}) {
  const lines: string[] = [];
  const gw = createGatewayClient({ url, token, logger: (l) => lines.push(l), ...extra });
  return { gw, lines };
}

async function rejection(p: Promise<unknown>): Promise<GatewayError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

/** A fetch that answers the first tools/call itself (`fake`), then passes everything through. */
function firstToolCall(fake: (init: RequestInit | undefined) => Promise<Response>): typeof fetch {
  let done = false;
  return (async (url: string | URL | Request, init?: RequestInit) => {
    if (!done && String(init?.body).includes('"tools/call"')) {
      done = true;
      return fake(init);
    }
    return fetch(url, init);
  }) as typeof fetch;
}

const rateLimited = (retryAfter: string) =>
  Promise.resolve(
    new Response(
      JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Rate limit exceeded' } }),
      { status: 429, headers: { 'retry-after': retryAfter, 'content-type': 'application/json' } },
    ),
  );

describe('in front of a healthy gateway: 429 and a stalled attempt', () => {
  const sim = useGateway({});

  it('waits the Retry-After the server asks for, then succeeds', async () => {
    const { gw, lines } = client(sim().gatewayUrl, 'demo-mcp-token', {
      backoffMaxMs: 1,
      retryAfterMaxMs: 10_000,
      fetch: firstToolCall(() => rateLimited('1')),
    });
    const started = performance.now();
    const profile = await gw.profile();
    const ms = performance.now() - started;
    await gw.close();
    expect(profile.company_ID).toBe(1);
    // 1 s from Retry-After, not the ≤1 ms of the backoff.
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(ms).toBeLessThan(5000);
    expect(lines).toEqual([expect.stringMatching(/get_company_profile.*HTTP 429; retry 1\/5 in 1000 ms/)]);
  });

  it('caps a long Retry-After at retryAfterMaxMs', async () => {
    const { gw, lines } = client(sim().gatewayUrl, 'demo-mcp-token', {
      backoffMaxMs: 1,
      retryAfterMaxMs: 150,
      fetch: firstToolCall(() => rateLimited('3600')),
    });
    const started = performance.now();
    expect((await gw.referenceGroups()).length).toBeGreaterThan(0);
    const ms = performance.now() - started;
    await gw.close();
    expect(ms).toBeGreaterThanOrEqual(145);
    expect(ms).toBeLessThan(3000);
    expect(lines).toEqual([expect.stringMatching(/HTTP 429; retry 1\/5 in 150 ms/)]);
  });

  it('a call whose first attempt stalls succeeds on the next one', async () => {
    const { gw, lines } = client(sim().gatewayUrl, 'demo-mcp-token', {
      timeoutMs: 800,
      backoffMaxMs: 10,
      // The stalled attempt never answers; only the client's timeout ends it.
      fetch: firstToolCall(
        (init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    });
    const profile = await gw.profile();
    await gw.close();
    expect(profile.company_ID).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(/get_company_profile.*timeout after 800 ms; retry 1\/5/),
    );
  });
});

describe('429 from the gateway rate limit', () => {
  const sim = useGateway({ mcpRateLimit: 4 });

  it('is retried after the capped Retry-After, then fails with -32005 naming the attempts', async () => {
    const { gw, lines } = client(sim().gatewayUrl, 'read-mcp-token', {
      retries: 2,
      backoffMaxMs: 1,
      retryAfterMaxMs: 100,
    });
    let succeeded = 0;
    let err: unknown;
    const started = performance.now();
    for (let i = 0; i < 6 && err === undefined; i++) {
      try {
        await gw.referenceGroups();
        succeeded++;
      } catch (e) {
        err = e;
      }
    }
    const ms = performance.now() - started;
    await gw.close();
    expect(succeeded).toBeGreaterThan(0);
    expect(err).toBeInstanceOf(GatewayError);
    const e = err as GatewayError;
    expect(e.code).toBe(ERROR_CODES.rateLimited);
    expect(e.status).toBe(429);
    expect(e.attempts).toBe(3);
    expect(e.message).toMatch(/HTTP 429.*-32005.*after 3 attempts/);
    // The server says 60 s; the client waited 100 ms twice.
    expect(lines.filter((l) => /HTTP 429; retry \d\/2 in 100 ms/.test(l))).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(195);
  });
});

describe('transient faults', () => {
  const clean = useGateway({});
  const faulty = useGateway({ failRate: 0.5, faultSeed: 1, slowMs: 50 });

  /** The same calls, in order, as a build would make them. */
  async function session(url: string) {
    const { gw, lines } = client(url, 'demo-mcp-token', {
      retries: 10,
      timeoutMs: 5000,
      backoffBaseMs: 5,
      backoffMaxMs: 20,
      retryAfterMaxMs: 20,
    });
    const profile = await gw.profile('en');
    const groups = await gw.referenceGroups();
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await gw.listReferences({ limit: 10, page }));
    const first = pages[0]?.results[0]?.reference_ID ?? 0;
    const detail = await gw.reference(first, 'en');
    await gw.close();
    // Media URLs name the simulator's own port; everything else must be identical.
    const data = JSON.parse(
      JSON.stringify({ profile, groups, pages, detail }).replaceAll(new URL(url).origin, 'ORIGIN'),
    );
    return { data, lines };
  }

  it('500s, dropped connections and 429s are retried until every call returns what a healthy gateway returns', async () => {
    const truth = await session(clean().gatewayUrl);
    const got = await session(faulty().gatewayUrl);
    expect(truth.lines).toEqual([]);
    expect(got.data).toEqual(truth.data);
    // Faults did happen, each was retried (network errors, 500 and 429 are the simulator's kinds).
    expect(got.lines.length).toBeGreaterThanOrEqual(3);
    for (const line of got.lines)
      expect(line).toMatch(/: (HTTP 500|HTTP 429|UND_ERR_SOCKET|fetch failed); retry \d+\/10 in \d+ ms$/);
  });
});

describe('timeouts', () => {
  const slow = useGateway({ latencyMs: 400 });

  it('an attempt that does not answer in time is retried, then the call fails clearly', async () => {
    const { gw, lines } = client(slow().gatewayUrl, 'demo-mcp-token', {
      timeoutMs: 100,
      retries: 2,
      backoffMaxMs: 10,
    });
    const started = performance.now();
    const err = await rejection(gw.profile());
    const ms = performance.now() - started;
    await gw.close();
    expect(err.kind).toBe('timeout');
    expect(err.attempts).toBe(3);
    expect(err.message).toMatch(/no response within 100 ms after 3 attempts/);
    expect(lines.filter((l) => /timeout after 100 ms; retry \d\/2/.test(l))).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(10_000);
  });
});
