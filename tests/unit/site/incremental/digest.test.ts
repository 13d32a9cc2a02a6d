import { describe, expect, it } from 'vitest';
import { digestOf, digestOnce } from '../../../../src/site/incremental/digest.ts';

const card = (title: string) => ({ id: 7, item: { projecttitle: title, city: 'Ulm' } });

describe('page digests (the cacheKeys of pages)', () => {
  it('are equal for equal data and differ when anything inside changes, shared or not', () => {
    expect(digestOf({ page: 2, refs: [card('A')] })).toBe(digestOf({ page: 2, refs: [card('A')] }));
    expect(digestOf({ page: 2, refs: [card('A')] })).not.toBe(digestOf({ page: 2, refs: [card('B')] }));
    const a = digestOnce(card('A'));
    const b = digestOnce(card('B'));
    expect(digestOf({ page: 2, refs: [a] })).toBe(digestOf({ page: 2, refs: [digestOnce(card('A'))] }));
    expect(digestOf({ page: 2, refs: [a] })).not.toBe(digestOf({ page: 2, refs: [b] }));
    expect(digestOf({ page: 2, refs: [a] })).not.toBe(digestOf({ page: 3, refs: [a] }));
  });

  it('serialise a shared object once however many pages carry it', () => {
    let serialised = 0;
    const shared = digestOnce({
      get title() {
        serialised += 1;
        return 'A';
      },
    });
    const keys = Array.from({ length: 50 }, (_, page) => digestOf({ page, refs: [shared] }));
    expect(new Set(keys).size).toBe(50);
    expect(serialised).toBe(1);
  });

  it('refuse data JSON would drop, instead of a key that misses it', () => {
    expect(() => digestOf({ byId: new Map([[1, card('A')]]) })).toThrow(/not plain data \(at "byId"\)/);
    expect(() => digestOf({ ids: new Set([1]) })).toThrow(/not plain data/);
    expect(() => digestOf({ render: () => 'A' })).toThrow(/not plain data \(at "render"\)/);
  });
});
