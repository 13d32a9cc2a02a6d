/** Rate limit per token (lowered by the option), latency and faults on the gateway, startSimulator's gatewayUrl. */
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { DEMO, FULL, post, request } from './helpers.ts';

describe('gateway limits and faults', () => {
  it('the request over the per-token limit gets 429, Retry-After: 60 and -32005; other tokens go on', async () => {
    const sim = await startSimulator({ references: 20, seed: 2, mcpRateLimit: 5 });
    try {
      expect(sim.gatewayUrl).toBe(`http://127.0.0.1:${sim.port}/mcp/v1`);
      for (let i = 0; i < 5; i++)
        expect((await post(sim.gatewayUrl, request('ping'), { token: DEMO })).status).toBe(200);
      const over = await post(sim.gatewayUrl, request('ping'), { token: DEMO });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
      expect(over.body.error.code).toBe(-32005);
      expect((await post(sim.gatewayUrl, request('ping'), { token: FULL })).status).toBe(200);
    } finally {
      await sim.close();
    }
  });

  it('defaults to 60 requests per minute', async () => {
    const sim = await startSimulator({ references: 20, seed: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 61; i++)
        statuses.push((await post(sim.gatewayUrl, request('ping'), { token: DEMO })).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await sim.close();
    }
  });

  it('--latency-ms delays gateway answers too', async () => {
    const sim = await startSimulator({ references: 20, seed: 2, latencyMs: 250 });
    try {
      const t0 = performance.now();
      expect((await post(sim.gatewayUrl, request('ping'), { token: DEMO })).status).toBe(200);
      expect(performance.now() - t0).toBeGreaterThanOrEqual(240);
    } finally {
      await sim.close();
    }
  });

  it('--fail-rate 1 makes every gateway request a fault', async () => {
    const sim = await startSimulator({ references: 20, seed: 2, failRate: 1, slowMs: 1 });
    try {
      const outcomes = new Set<string>();
      for (let i = 0; i < 24; i++) {
        const r = await post(sim.gatewayUrl, request('ping'), { token: DEMO }).then(
          (a) => String(a.status),
          () => 'dropped',
        );
        outcomes.add(r);
      }
      // Faults are 500, dropped connections, 429 and slow (but correct) answers.
      expect([...outcomes].every((o) => ['500', 'dropped', '429', '200'].includes(o))).toBe(true);
      expect(outcomes.has('500') || outcomes.has('dropped') || outcomes.has('429')).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
