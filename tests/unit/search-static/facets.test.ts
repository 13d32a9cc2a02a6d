/**
 * Facet semantics over doc indexes: options of one facet OR, facets AND, and each option counted
 * against the hits of the query and of every other facet's selection.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFacets,
  type FacetData,
  selectionOf,
  sortDocs,
} from '../../../src/search/static/client/facets.ts';

// 8 docs. city: A = {0,1,2,3}, B = {4,5}; type: x = {0,2,4,6}, y = {1,3,5,7}
const DATA: FacetData = {
  names: ['city', 'type'],
  values: [
    ['A', 'B'],
    ['x', 'y'],
  ],
  members: [
    [Int32Array.from([0, 1, 2, 3]), Int32Array.from([4, 5])],
    [Int32Array.from([0, 2, 4, 6]), Int32Array.from([1, 3, 5, 7])],
  ],
};
const N = 8;
const select = (entries: [string, string[]][]) => selectionOf(DATA, new Map(entries));

describe('applyFacets', () => {
  it('without query or selection counts every option in full', () => {
    const r = applyFacets(DATA, N, null, new Map());
    expect([...r.docs]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(r.counts()).toEqual([
      [4, 2],
      [4, 4],
    ]);
  });

  it('ORs the options of one facet and keeps the hit order', () => {
    const r = applyFacets(DATA, N, Int32Array.from([5, 0, 7, 4]), select([['city', ['A', 'B']]]));
    expect([...r.docs]).toEqual([5, 0, 4]);
  });

  it('ANDs facets; a facet’s own counts ignore its own selection, not the others’', () => {
    const r = applyFacets(
      DATA,
      N,
      null,
      select([
        ['city', ['B']],
        ['type', ['x']],
      ]),
    );
    expect([...r.docs]).toEqual([4]);
    // city counts: type=x only → A has 0,2; B has 4
    expect(r.counts()[0]).toEqual([2, 1]);
    // type counts: city=B only → x has 4; y has 5
    expect(r.counts()[1]).toEqual([1, 1]);
  });

  it('counts only hits of the query', () => {
    const r = applyFacets(DATA, N, Int32Array.from([0, 1, 6]), new Map());
    expect(r.counts()).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });

  it('ignores values that are no option', () => {
    expect(select([['city', ['Z']]])).toEqual(new Map());
  });
});

describe('sortDocs', () => {
  const order = Int32Array.from([3, 1, 2, 0]);
  it('orders hits by a full order, forwards and backwards', () => {
    expect([...sortDocs(Int32Array.from([0, 1, 3]), order, false, 4)]).toEqual([3, 1, 0]);
    expect([...sortDocs(Int32Array.from([0, 1, 3]), order, true, 4)]).toEqual([0, 1, 3]);
  });
});
