/** Progress lines, request log format, backoff, Retry-After parsing and the limiter. */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../src/catalog/index.ts';
import { backoffDelay, parseRetryAfter } from '../../../src/catalog/retry.ts';
import { createLimiter } from '../../../src/lib/limiter.ts';

describe('createProgress', () => {
  it('prints throttled lines with rate and ETA, then one summary', () => {
    let t = 0;
    const lines: string[] = [];
    const progress = createProgress('details de', 240, (l) => lines.push(l), {
      intervalMs: 1000,
      now: () => t,
    });
    for (let i = 1; i <= 240; i++) {
      t = i * 25; // 40 items per second
      progress.tick();
    }
    progress.done();
    expect(lines[0]).toBe('[catalog] details de: 1/240 (0%) 40.0/s ETA 6s');
    expect(lines).toContain('[catalog] details de: 121/240 (50%) 40.0/s ETA 3s');
    expect(lines.at(-1)).toBe('[catalog] details de: 240/240 done in 6.0s (40.0/s)');
    // Six seconds of work at one line per second, plus the summary: not one line per item.
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(lines.filter((l) => l.includes('done'))).toHaveLength(1);
  });

  it('summarizes a stage that stops short', () => {
    const lines: string[] = [];
    let t = 0;
    const progress = createProgress('pages', 10, (l) => lines.push(l), { now: () => t });
    progress.tick(3);
    t = 2000;
    progress.done();
    expect(lines.at(-1)).toBe('[catalog] pages: 3/10 done in 2.0s (1.5/s)');
  });
});

describe('retry timing', () => {
  it('full jitter stays within the exponential ceiling', () => {
    const opts = { baseMs: 100, maxMs: 1000 };
    expect(backoffDelay(1, { ...opts, random: () => 0.999 })).toBe(99);
    expect(backoffDelay(3, { ...opts, random: () => 0.999 })).toBe(399);
    expect(backoffDelay(10, { ...opts, random: () => 0.999 })).toBe(999);
    expect(backoffDelay(4, { ...opts, random: () => 0 })).toBe(0);
  });

  it('parses Retry-After as seconds or HTTP-date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

it('the limiter runs at most max tasks and all of them', async () => {
  const limiter = createLimiter(2);
  let running = 0;
  let peak = 0;
  const done = await Promise.all(
    Array.from({ length: 7 }, (_, i) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await sleep(5);
        running--;
        return i;
      }),
    ),
  );
  expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(peak).toBe(2);
  expect(limiter.active).toBe(0);
});

it('the limiter at one slot serves waiting calls before queued bulk calls, each lane in order', async () => {
  const limiter = createLimiter(1);
  const order: string[] = [];
  const job = (name: string) => async () => {
    order.push(name);
    await sleep(1);
  };
  await Promise.all([
    limiter.run(job('first')),
    limiter.run(job('detail 1'), { bulk: true }),
    limiter.run(job('detail 2'), { bulk: true }),
    limiter.run(job('search 1')),
    limiter.run(job('search 2')),
    limiter.run(job('detail 3'), { bulk: true }),
  ]);
  expect(order).toEqual(['first', 'search 1', 'search 2', 'detail 1', 'detail 2', 'detail 3']);
  expect(limiter.active).toBe(0);
  expect(limiter.pending).toBe(0);
});

it('the limiter gives queued bulk calls half the slots while other calls wait too', async () => {
  const limiter = createLimiter(4);
  const running = { bulk: 0, other: 0 };
  let othersWaiting = 0;
  let bulkPeakWhileOthersWait = 0;
  let bulkStartedWhileOthersWait = false;
  const job = (lane: 'bulk' | 'other') => async () => {
    if (lane === 'other') othersWaiting--;
    running[lane]++;
    if (othersWaiting > 0) {
      bulkPeakWhileOthersWait = Math.max(bulkPeakWhileOthersWait, running.bulk);
      if (lane === 'bulk') bulkStartedWhileOthersWait = true;
    }
    await sleep(1);
    running[lane]--;
  };
  const calls: Promise<void>[] = [];
  const queue = (lane: 'bulk' | 'other') => {
    if (lane === 'other') othersWaiting++;
    calls.push(limiter.run(job(lane), { bulk: lane === 'bulk' }));
  };
  for (let i = 0; i < 4; i++) queue('other');
  for (let i = 0; i < 20; i++) queue('bulk');
  for (let i = 0; i < 20; i++) queue('other');
  await Promise.all(calls);
  // Details ran beside the waiting searches, on their half and no more.
  expect(bulkStartedWhileOthersWait).toBe(true);
  expect(bulkPeakWhileOthersWait).toBe(2);
  expect(limiter.active).toBe(0);
});
