import { afterEach, describe, expect, it } from 'vitest';
import { record, takeRecords } from '../../../src/lib/buildChannel.ts';

afterEach(() => {
  takeRecords();
});

describe('build channel (loaders → build script)', () => {
  it('sums what the references loads fetched and reused, and ignores other collections', () => {
    takeRecords();
    record({ kind: 'load', collection: 'references', fetched: 3, reused: 18 });
    record({ kind: 'load', collection: 'references', fetched: 2, reused: 18 });
    record({ kind: 'load', collection: 'facets', fetched: 40, reused: 0 });
    expect(takeRecords()).toEqual({ failure: undefined, details: { fetched: 5, reused: 36 } });
  });

  it('keeps the first failure as the cause, on one line, and starts empty after a take', () => {
    takeRecords();
    record({ kind: 'failure', message: 'references: detail 1042 answered 500\n    at stack' });
    record({ kind: 'failure', message: 'facets: echo of the same fault' });
    expect(takeRecords().failure).toBe('references: detail 1042 answered 500');
    expect(takeRecords()).toEqual({ failure: undefined, details: { fetched: 0, reused: 0 } });
  });
});
