/** Test hooks beyond the spec: latency, random faults, a permanent fault, schema drift, a bad day, stats. */
import { describe, expect, it } from 'vitest';
import { type SimulatorHandle, type SimulatorOptions, startSimulator } from '../../../simulator/index.ts';
import { ListItemSchema, ReferenceDetailSchema } from '../../../src/catalog/schemas.ts';
import { allIds, api, buildUrl, expectSchema, fetchRaw, KEY } from './helpers.ts';

async function withSim<T>(options: SimulatorOptions, run: (sim: SimulatorHandle) => Promise<T>): Promise<T> {
  const sim = await startSimulator({ references: 60, seed: 81, ...options });
  try {
    return await run(sim);
  } finally {
    await sim.close();
  }
}

type Outcome = '500' | '429' | 'drop' | 'slow' | 'ok';

/** One request's outcome; `slow` = a normal answer that took at least slowMs. */
async function outcome(url: string, slowMs: number): Promise<Outcome> {
  const t = performance.now();
  try {
    const res = await fetch(url, { headers: { Connection: 'close' } });
    await res.arrayBuffer();
    if (res.status === 500) return '500';
    if (res.status === 429) {
      expect(res.headers.get('retry-after')).toBe('1');
      return '429';
    }
    expect(res.status).toBe(200);
    return performance.now() - t >= slowMs ? 'slow' : 'ok';
  } catch {
    return 'drop';
  }
}

describe('fail-rate', () => {
  it('fail-rate 1 gives only faults, of all four kinds, and never on /__simulator/*', async () => {
    const slowMs = 150;
    await withSim({ failRate: 1, slowMs, faultSeed: 7 }, async (sim) => {
      const url = buildUrl(sim.url, '/references/referenceprojects', { apiKey: KEY });
      const seen: Outcome[] = [];
      for (let i = 0; i < 40; i++) seen.push(await outcome(url, slowMs));
      expect(seen).not.toContain('ok');
      expect(new Set(seen)).toEqual(new Set(['500', '429', 'drop', 'slow']));
      const stats = await fetchRaw(new URL('/__simulator/stats', sim.url).toString());
      expect(stats.status).toBe(200);
      expect(
        stats.json<{ requests: Record<string, number> }>().requests['/references/referenceprojects'],
      ).toBe(40);
    });
  });

  it('fail-rate 0.3 leaves most requests alone, reproducibly per fault seed', async () => {
    // Generous slowMs: an ordinary answer on a busy machine must never pass for the slow fault.
    const slowMs = 800;
    const run = () =>
      withSim({ failRate: 0.3, slowMs, faultSeed: 3 }, async (sim) => {
        const url = buildUrl(sim.url, '/branches/branches', { apiKey: KEY });
        // Not counted: a fresh simulator's first answer can pass slowMs on a loaded machine. Both runs
        // make it, so both draw the same faults after it.
        await outcome(url, slowMs);
        const seen: Outcome[] = [];
        for (let i = 0; i < 30; i++) seen.push(await outcome(url, slowMs));
        return seen;
      });
    const first = await run();
    expect(first.filter((o) => o === 'ok').length).toBeGreaterThan(10);
    expect(first.filter((o) => o !== 'ok').length).toBeGreaterThan(0);
    expect(await run()).toEqual(first);
  });

  it('latency-ms delays every API request', async () => {
    await withSim({ latencyMs: 120 }, async (sim) => {
      const t = performance.now();
      const a = await api(sim.url, '/references/referenceprojects', { mode: 'countonly' });
      expect(a.status).toBe(200);
      expect(performance.now() - t).toBeGreaterThanOrEqual(115);
    });
  });
});

describe('fail-reference and drift-reference', () => {
  it('answers 500 for that detail every time, by ID and by seolabel; the rest works', async () => {
    const ids = await withSim({}, (sim) => allIds(sim.url));
    const [broken, fine] = ids as [number, number];
    await withSim({ failReference: broken }, async (sim) => {
      for (let i = 0; i < 3; i++) {
        const a = await api(sim.url, '/references/referenceproject', { reference_ID: broken });
        expect(a.status).toBe(500);
      }
      const [item] = (await api(sim.url, '/references/referenceprojects', { idList: broken })).json<
        { seolabel: string }[]
      >();
      expect(
        (await api(sim.url, '/references/referenceproject', { seolabel: item?.seolabel ?? '' })).status,
      ).toBe(500);
      expect((await api(sim.url, '/references/referenceproject', { reference_ID: fine })).status).toBe(200);
    });
  });

  it('serves that reference with projecttitle as an object in the list, search and detail; others stay valid', async () => {
    const [drifted, fine] = (await withSim({}, (sim) => allIds(sim.url))) as [number, number];
    await withSim({ driftReference: [drifted] }, async (sim) => {
      const bad = (await api(sim.url, '/references/referenceproject', { reference_ID: drifted })).json<
        Record<string, unknown>
      >();
      expect(typeof bad.projecttitle).toBe('object');
      expect(ReferenceDetailSchema.safeParse(bad).success).toBe(false);
      const good = await api(sim.url, '/references/referenceproject', { reference_ID: fine });
      expectSchema(ReferenceDetailSchema, good.json());
      const list = (
        await api(sim.url, '/references/referenceprojects', {
          idList: `${drifted},${fine}`,
          orderby: 'reference_ID',
        })
      ).json<unknown[]>();
      expect(ListItemSchema.safeParse(list[0]).success).toBe(false);
      expectSchema(ListItemSchema, list[1]);
      const found = (await api(sim.url, '/references/search', { records: 100 })).json<{
        references: { reference_ID: number; projecttitle: unknown }[];
      }>();
      const titles = new Map(found.references.map((item) => [item.reference_ID, typeof item.projecttitle]));
      expect(titles.get(drifted)).toBe('object');
      expect(titles.get(fine)).toBe('string');
    });
  });
});

describe('bad-day hooks', () => {
  it("gone-media-reference: that reference's media files answer 404, the others' are served", async () => {
    const [gone, fine] = (await withSim({}, (sim) => allIds(sim.url))) as [number, number];
    await withSim({ goneMediaReference: gone }, async (sim) => {
      const thumbnail = async (id: number) => {
        const [item] = (await api(sim.url, '/references/referenceprojects', { idList: id })).json<
          { thumbnail: string }[]
        >();
        expect(item?.thumbnail).toMatch(/^http/);
        const [get, head] = await Promise.all([
          fetch(item?.thumbnail ?? ''),
          fetch(item?.thumbnail ?? '', { method: 'HEAD' }),
        ]);
        return [get.status, head.status];
      };
      expect(await thumbnail(gone)).toEqual([404, 404]);
      expect(await thumbnail(fine)).toEqual([200, 200]);
    });
  });

  it("gone-media-reference: that reference's partner logos answer 404, other partners' are served", async () => {
    const ids = (await withSim({}, (sim) => allIds(sim.url))) as number[];
    const partnersOf = async (sim: SimulatorHandle, id: number) =>
      (await api(sim.url, '/references/referenceproject', { reference_ID: id })).json<{
        partners?: { partner_ID: number; logo: string }[];
      }>().partners ?? [];
    await withSim({}, async (clean) => {
      let gone = 0;
      for (const id of ids) if (!gone && (await partnersOf(clean, id)).length > 0) gone = id;
      expect(gone).toBeGreaterThan(0);
      await withSim({ goneMediaReference: gone }, async (sim) => {
        const lost = new Set((await partnersOf(sim, gone)).map((partner) => partner.partner_ID));
        for (const id of ids)
          for (const partner of await partnersOf(sim, id)) {
            const { status } = await fetch(partner.logo, { method: 'HEAD' });
            expect(status, `partner ${partner.partner_ID}`).toBe(lost.has(partner.partner_ID) ? 404 : 200);
          }
      });
    });
  });

  it.each([
    ['down', 503],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['rate-limited', 429],
  ] as const)('gateway-fault %s: every gateway request answers %i', async (gatewayFault, status) => {
    await withSim({ gatewayFault }, async (sim) => {
      const res = await fetch(sim.gatewayUrl, {
        method: 'POST',
        headers: { Authorization: 'Bearer full-mcp-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(status);
    });
  });

  it('gateway-fault odd-shape: tool results come in a shape no output schema has', async () => {
    await withSim({ gatewayFault: 'odd-shape' }, async (sim) => {
      const call = async (method: string, params: object) =>
        (
          await fetch(sim.gatewayUrl, {
            method: 'POST',
            headers: {
              Authorization: 'Bearer full-mcp-token',
              'Content-Type': 'application/json',
              Accept: 'application/json, text/event-stream',
            },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
        ).json();
      const listed = await call('tools/list', {});
      expect(listed.result.tools.length).toBeGreaterThan(0);
      const profile = await call('tools/call', { name: 'get_company_profile', arguments: {} });
      expect(profile.result.structuredContent).toEqual([{ unexpected: true }]);
    });
  });

  it('quirks: the share of references served in variants follows the option', async () => {
    const variants = (options: SimulatorOptions) =>
      withSim(options, async (sim) => {
        const list = (await api(sim.url, '/references/referenceprojects', { records: 0, mode: 'full' })).json<
          { reference_ID: unknown }[]
        >();
        return {
          listed: list.length,
          quirky: list.filter((item) => typeof item.reference_ID === 'string').length,
        };
      });
    expect((await variants({})).quirky).toBe(0);
    const some = await variants({ quirks: 0.3 });
    expect(some.quirky).toBeGreaterThan(some.listed * 0.1);
    expect(some.quirky).toBeLessThan(some.listed * 0.6);
    const all = await variants({ quirks: 1 });
    expect(all.quirky).toBe(all.listed);
  });
});

describe('options', () => {
  it.each<SimulatorOptions>([
    { failRate: 2 },
    { failRate: -0.1 },
    { references: -1 },
    { port: 70000 },
    { failReference: 0 },
    { quirks: 1.5 },
    { goneMediaReference: -3 },
    { gatewayFault: 'flaky' as never },
  ])('rejects %j', async (options) => {
    await expect(startSimulator(options)).rejects.toThrow();
  });

  it('closes cleanly and frees its port', async () => {
    const sim = await startSimulator({ references: 10 });
    await sim.close();
    await expect(fetch(`${sim.url}/branches/branches?apiKey=${KEY}`)).rejects.toThrow();
  });
});
