/** The catalog client's pace: fewer requests in flight when the API refuses, more again when it answers. */
import { describe, expect, it } from 'vitest';
import { createPace } from '../../../src/catalog/pace.ts';
import { createLimiter } from '../../../src/lib/limiter.ts';

function paced(most: number) {
  const sizes: number[] = [];
  const pace = createPace({ resize: (n) => sizes.push(n) }, most);
  return { pace, sizes };
}

describe('createPace', () => {
  it('halves the limit once for a burst of refusals sent together', () => {
    const { pace, sizes } = paced(16);
    const sent = pace.epoch;
    for (let i = 0; i < 12; i++) pace.answered(429, sent);
    expect(pace.limit).toBe(8);
    // A refusal of a request sent after the cut is news: the limit halves again.
    pace.answered(503, pace.epoch);
    pace.answered('timeout', sent);
    expect(pace.limit).toBe(4);
    expect(sizes).toEqual([8, 4]);
  });

  it('takes a timeout or a gateway error as overload, a dropped connection not, and never goes below one', () => {
    const { pace } = paced(4);
    pace.answered('failed', pace.epoch);
    expect(pace.limit).toBe(4);
    pace.answered('timeout', pace.epoch);
    pace.answered(502, pace.epoch);
    pace.answered(504, pace.epoch);
    expect(pace.limit).toBe(1);
  });

  it('adds nothing back for answers to requests sent before a cut', () => {
    const { pace } = paced(16);
    const sent = pace.epoch;
    pace.answered(503, sent);
    for (let i = 0; i < 15; i++) pace.answered(200, sent);
    expect(pace.limit).toBe(8);
    for (let i = 0; i < 8; i++) pace.answered(200, pace.epoch);
    expect(pace.limit).toBe(9);
  });

  it('adds one back per run of `limit` answers, up to the most', () => {
    const { pace, sizes } = paced(6);
    pace.answered(429, pace.epoch);
    expect(pace.limit).toBe(3);
    for (let i = 0; i < 2; i++) pace.answered(200, pace.epoch);
    expect(pace.limit).toBe(3);
    pace.answered(204, pace.epoch);
    expect(pace.limit).toBe(4);
    // A server fault is neither a refusal nor a calm answer.
    for (let i = 0; i < 10; i++) pace.answered(500, pace.epoch);
    expect(pace.limit).toBe(4);
    for (let i = 0; i < 100; i++) pace.answered(200, pace.epoch);
    expect(pace.limit).toBe(6);
    expect(sizes).toEqual([3, 4, 5, 6]);
  });
});

describe('createLimiter resize', () => {
  it('starts queued tasks when the limit grows and lets running ones finish when it shrinks', async () => {
    const limiter = createLimiter(1);
    const releases: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = () =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const all = Array.from({ length: 6 }, task);
    await settle();
    expect(running).toBe(1);
    limiter.resize(3);
    await settle();
    expect(running).toBe(3);
    limiter.resize(1);
    // The three running end; only then does one more start, and one at a time after it.
    for (const release of releases.splice(0)) release();
    await settle();
    expect(running).toBe(1);
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release();
      await settle();
      expect(running).toBeLessThanOrEqual(1);
    }
    await Promise.all(all);
    expect(most).toBe(3);
  });
});
