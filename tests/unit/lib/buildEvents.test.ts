import { describe, expect, it } from 'vitest';
import { type BuildEvent, dataDigest, publish, subscribe } from '../../../src/lib/buildEvents.ts';

describe('build events (loaders, pages, images → build script)', () => {
  it('reach a listener until it unsubscribes', () => {
    const seen: BuildEvent[] = [];
    const stop = subscribe((event) => seen.push(event));
    publish({ kind: 'load', collection: 'references', lang: 'de', listed: 21, fetched: 3, reused: 18 });
    stop();
    publish({ kind: 'page' });
    expect(seen).toEqual([
      { kind: 'load', collection: 'references', lang: 'de', listed: 21, fetched: 3, reused: 18 },
    ]);
  });

  it('digest what the collections stored: their order does not count, their content does', () => {
    const stored = { references: 'r2', branches: 'b1' };
    expect(dataDigest(stored)).toBe(dataDigest({ branches: 'b1', references: 'r2' }));
    expect(dataDigest(stored)).not.toBe(dataDigest({ branches: 'b1', references: 'r1' }));
    expect(dataDigest({})).toBeUndefined();
  });
});
