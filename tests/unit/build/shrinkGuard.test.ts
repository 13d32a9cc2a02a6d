import { afterEach, describe, expect, it } from 'vitest';
import { checkShrink } from '../../../src/loaders/guard.ts';

function meta(count?: number) {
  const values = new Map<string, string>(count === undefined ? [] : [['count', String(count)]]);
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
    has: (key: string) => values.has(key),
    delete: (key: string) => void values.delete(key),
  };
}

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});

describe('list shrink guard', () => {
  it('stops a list more than 20% shorter than the last successful build and remembers nothing', () => {
    const store = meta(100);
    expect(() => checkShrink(store, 'references de', 79)).toThrow(
      'references de: the catalog lists 79 references, 21% fewer than the 100 of the last successful build (limit 20%); rerun with --allow-shrink if this is intended',
    );
    expect(store.get('count')).toBe('100');
  });

  it('lets a drop within the limit, growth and a first build through and records the new count', () => {
    for (const [previous, now] of [
      [100, 80],
      [100, 140],
      [undefined, 3],
    ] as const) {
      const store = meta(previous);
      checkShrink(store, 'references de', now);
      expect(store.get('count')).toBe(String(now));
    }
  });

  it('follows CATALOG_MAX_SHRINK and CATALOG_ALLOW_SHRINK', () => {
    process.env.CATALOG_MAX_SHRINK = '0.5';
    checkShrink(meta(100), 'references en', 51);
    expect(() => checkShrink(meta(100), 'references en', 49)).toThrow(/limit 50%/);
    process.env.CATALOG_ALLOW_SHRINK = '1';
    checkShrink(meta(100), 'references en', 1);
  });

  it('refuses a CATALOG_MAX_SHRINK that is not a fraction instead of switching the guard off', () => {
    process.env.CATALOG_MAX_SHRINK = '20%';
    expect(() => checkShrink(meta(100), 'references en', 99)).toThrow(
      /CATALOG_MAX_SHRINK must be a fraction/,
    );
  });
});
