import { describe, expect, it } from 'vitest';
import { type BuildEvent, publish, subscribe } from '../../../src/loaders/buildEvents.ts';

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
});
