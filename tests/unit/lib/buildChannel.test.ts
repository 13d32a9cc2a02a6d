import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataDigest, record, takeRecords } from '../../../src/lib/buildChannel.ts';

beforeAll(() => {
  process.env.SITE_BUILD_CHANNEL = join(tmpdir(), `build-channel-${process.pid}-channel-test.jsonl`);
});
afterEach(() => {
  takeRecords();
});

describe('build channel (loaders → build script)', () => {
  it('sums what the references loads fetched and reused, and ignores other collections', () => {
    record({ kind: 'load', collection: 'references', fetched: 3, reused: 18 });
    record({ kind: 'load', collection: 'references', fetched: 2, reused: 18 });
    record({ kind: 'load', collection: 'facets', fetched: 40, reused: 0 });
    expect(takeRecords()).toEqual({ failure: undefined, details: { fetched: 5, reused: 36 }, stored: {} });
  });

  it('keeps the first failure as the cause, on one line, and starts empty after a take', () => {
    record({ kind: 'failure', message: 'references: detail 1042 answered 500\n    at stack' });
    record({ kind: 'failure', message: 'facets: echo of the same fault' });
    expect(takeRecords().failure).toBe('references: detail 1042 answered 500');
    expect(takeRecords()).toEqual({ failure: undefined, details: { fetched: 0, reused: 0 }, stored: {} });
  });

  it('digests what the collections stored: the last load of each counts, their order does not', () => {
    record({ kind: 'stored', collection: 'references', digest: 'r1' });
    record({ kind: 'stored', collection: 'branches', digest: 'b1' });
    record({ kind: 'stored', collection: 'references', digest: 'r2' });
    const { stored } = takeRecords();
    expect(stored).toEqual({ references: 'r2', branches: 'b1' });
    expect(dataDigest(stored)).toBe(dataDigest({ branches: 'b1', references: 'r2' }));
    expect(dataDigest(stored)).not.toBe(dataDigest({ branches: 'b1', references: 'r1' }));
    expect(dataDigest({})).toBeUndefined();
  });
});
