import { describe, expect, it } from 'vitest';
import { checkShrink } from '../../../src/loaders/guard.ts';
import { checkQuarantineShare } from '../../../src/loaders/quarantine.ts';
import { readCatalogSettings } from '../../../src/settings.ts';

function meta(count?: number) {
  const values = new Map<string, string>(count === undefined ? [] : [['count:de', String(count)]]);
  return {
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
    has: (key: string) => values.has(key),
    delete: (key: string) => void values.delete(key),
  };
}

const DEFAULT = { max: 0.2, allowed: false };
const CATALOG = { CATALOG_API_URL: 'http://127.0.0.1:1/api/v1', CATALOG_API_KEY: 'k' };

function policy(env: Record<string, string>) {
  const settings = readCatalogSettings({ ...CATALOG, ...env });
  return { max: settings.CATALOG_MAX_SHRINK, allowed: settings.CATALOG_ALLOW_SHRINK };
}

describe('list shrink guard', () => {
  it('stops a list more than 20% shorter than the last successful build and remembers nothing', () => {
    const store = meta(100);
    expect(() => checkShrink(store, 'count:de', 'references de', 79, DEFAULT)).toThrow(
      'references de: the catalog lists 79 references, 21% fewer than the 100 of the last successful build (limit 20%); rerun with --allow-shrink if this is intended',
    );
    expect(store.get('count:de')).toBe('100');
  });

  it('lets a drop within the limit, growth and a first build through and records the new count', () => {
    for (const [previous, now] of [
      [100, 80],
      [100, 140],
      [undefined, 3],
    ] as const) {
      const store = meta(previous);
      checkShrink(store, 'count:de', 'references de', now, DEFAULT);
      expect(store.get('count:de')).toBe(String(now));
    }
  });

  it('follows CATALOG_MAX_SHRINK and CATALOG_ALLOW_SHRINK', () => {
    const half = policy({ CATALOG_MAX_SHRINK: '0.5' });
    checkShrink(meta(100), 'count:de', 'references en', 51, half);
    expect(() => checkShrink(meta(100), 'count:de', 'references en', 49, half)).toThrow(/limit 50%/);
    checkShrink(meta(100), 'count:de', 'references en', 1, policy({ CATALOG_ALLOW_SHRINK: '1' }));
  });

  it('refuses a CATALOG_MAX_SHRINK that is not a fraction instead of switching the guard off', () => {
    expect(() => policy({ CATALOG_MAX_SHRINK: '20%' })).toThrow(
      'CATALOG_MAX_SHRINK must be a fraction from 0 to 1 (0.2 = 20%), got "20%"',
    );
  });
});

describe('quarantine limit', () => {
  const limit = (env: Record<string, string>) =>
    readCatalogSettings({ ...CATALOG, ...env }).CATALOG_MAX_QUARANTINE;

  it('stops past CATALOG_MAX_QUARANTINE (default 5 %) and lets the share at the limit through', () => {
    expect(() => checkQuarantineShare('references de', 5, 100, limit({}))).not.toThrow();
    expect(() => checkQuarantineShare('references de', 6, 100, limit({}))).toThrow(
      "references de: 6 of 100 references quarantined (6%, limit 5% set by CATALOG_MAX_QUARANTINE): the catalog's shape drifted; the warnings above name each one",
    );
    expect(() =>
      checkQuarantineShare('references de', 6, 100, limit({ CATALOG_MAX_QUARANTINE: '0.1' })),
    ).not.toThrow();
  });

  it('refuses a CATALOG_MAX_QUARANTINE that is not a fraction', () => {
    expect(() => limit({ CATALOG_MAX_QUARANTINE: '5%' })).toThrow(
      'CATALOG_MAX_QUARANTINE must be a fraction from 0 to 1 (0.05 = 5%), got "5%"',
    );
  });
});
