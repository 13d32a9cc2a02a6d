import { describe, expect, it } from 'vitest';
import { remember } from '../../../src/lib/remember.ts';

describe('remember', () => {
  it('loads a key once for concurrent and later callers', async () => {
    const cache = new Map<string, Promise<number>>();
    let loads = 0;
    const load = async () => ++loads;
    const results = await Promise.all([remember(cache, 'a', load), remember(cache, 'a', load)]);
    expect(results).toEqual([1, 1]);
    expect(await remember(cache, 'a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const cache = new Map<string, Promise<string>>();
    await expect(remember(cache, 'file', () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(await remember(cache, 'file', async () => 'bytes')).toBe('bytes');
  });

  it('keeps a newer load when an older one, already replaced, fails late', async () => {
    const cache = new Map<string, Promise<string>>();
    let fail: (error: Error) => void = () => {};
    const old = remember(cache, 'k', () => new Promise<string>((_, reject) => (fail = reject)));
    cache.delete('k'); // expired, as the dev index does after its TTL
    const fresh = remember(cache, 'k', async () => 'new');
    fail(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(cache.get('k')).toBe(fresh);
  });
});
