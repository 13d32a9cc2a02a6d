import { describe, expect, it } from 'vitest';
import { type RelatedItem, relatedByLanguage, relatedWithin } from '../../../../src/site/related/related.ts';

// Places: two in Cologne, one in Bonn (~25 km), one in Munich (~450 km).
const COLOGNE = { latitude: 50.94, longitude: 6.96 };
const COLOGNE2 = { latitude: 50.93, longitude: 6.95 };
const BONN = { latitude: 50.73, longitude: 7.1 };
const MUNICH = { latitude: 48.14, longitude: 11.58 };

function item(id: number, fields: Partial<RelatedItem> = {}): RelatedItem {
  return { id, lang: 'de', branchPaths: [], groups: [], terms: [], ...fields };
}

// Branch tree: 1 Building › 11 Schools, 12 Offices; 2 Infrastructure › 21 Bridges.
const SCHOOLS = [1, 11];
const OFFICES = [1, 12];
const BRIDGES = [2, 21];

describe('relatedWithin', () => {
  it('ranks a reference of the same branch above one of an unrelated branch', () => {
    const related = relatedWithin([
      item(1, { branchPaths: [SCHOOLS], terms: ['s:1'], ...MUNICH }),
      item(2, { branchPaths: [BRIDGES], terms: ['s:1', 's:2'], ...COLOGNE }),
      item(3, { branchPaths: [SCHOOLS], ...MUNICH }),
      item(4, { branchPaths: [BRIDGES], ...COLOGNE }),
    ]);
    expect(related.get(1)?.[0]).toBe(3);
    expect(related.get(3)).toEqual([1]);
    expect(related.get(4)).toEqual([2]);
  });

  it('ranks a shared group and shared terms in, an unrelated reference never', () => {
    const related = relatedWithin([
      item(1, { branchPaths: [SCHOOLS], groups: [7], terms: ['s:1'], ...COLOGNE }),
      item(2, { branchPaths: [BRIDGES], groups: [7], ...MUNICH }),
      item(3, { branchPaths: [OFFICES], terms: ['s:1', 'p:4'], ...MUNICH }),
      item(4, { branchPaths: [BRIDGES], terms: ['s:9'], ...COLOGNE2 }),
      item(5, { branchPaths: [OFFICES], terms: ['s:1', 'p:4'], ...MUNICH }),
    ]);
    expect(related.get(1)).toContain(2);
    expect(related.get(3)?.[0]).toBe(5);
    // 4 shares its top branch with 2 (weak) and nothing else: next door to 1, but not related to it.
    expect(related.get(1)).not.toContain(4);
  });

  it('breaks ties by distance: of two equally similar references the nearer comes first', () => {
    const items = [
      item(1, { branchPaths: [SCHOOLS], ...COLOGNE }),
      item(2, { branchPaths: [SCHOOLS], ...MUNICH }),
      item(3, { branchPaths: [SCHOOLS], ...BONN }),
      item(4, { branchPaths: [SCHOOLS], ...COLOGNE2 }),
    ];
    expect(relatedWithin(items).get(1)).toEqual([4, 3, 2]);
  });

  it('breaks remaining ties by ID and does not depend on the input order', () => {
    const items = [5, 9, 2, 7, 3, 8].map((id) => item(id, { branchPaths: [BRIDGES] }));
    const first = relatedWithin(items);
    const shuffled = relatedWithin([...items].reverse());
    expect(first.get(9)).toEqual([2, 3, 5, 7]);
    expect([...shuffled].sort()).toEqual([...first].sort());
    expect(relatedWithin(items)).toEqual(first);
  });

  it('leaves a reference without relatives out, and gives one with few relatives only those', () => {
    const related = relatedWithin([
      item(1, { branchPaths: [SCHOOLS], ...COLOGNE }),
      item(2, { branchPaths: [SCHOOLS], ...COLOGNE }),
      item(3, { branchPaths: [BRIDGES], terms: ['s:99'], ...COLOGNE }),
      item(4, { terms: ['s:5'] }),
    ]);
    expect(related.has(3)).toBe(false);
    expect(related.has(4)).toBe(false);
    expect(related.get(1)).toEqual([2]);
  });

  it('respects the limit and finds nearby members of a list too long to visit in full', () => {
    // 50 schools spread along a line of longitude; the cap lets each visit only 10 of them.
    const items = Array.from({ length: 50 }, (_, i) =>
      item(i + 1, { branchPaths: [SCHOOLS], latitude: 50, longitude: 6 + i * 0.05 }),
    );
    const related = relatedWithin(items, { maxPosting: 10, limit: 4 });
    expect(related.get(25)).toHaveLength(4);
    expect(new Set(related.get(25))).toEqual(new Set([23, 24, 26, 27]));
  });
});

describe('relatedByLanguage', () => {
  it('links only references published in the same language', () => {
    const related = relatedByLanguage([
      item(1, { lang: 'de', branchPaths: [SCHOOLS], ...COLOGNE }),
      item(1, { lang: 'en', branchPaths: [SCHOOLS], ...COLOGNE }),
      // English only, the closest match of all: never on the German page.
      item(2, { lang: 'en', branchPaths: [SCHOOLS], groups: [3], ...COLOGNE }),
      item(3, { lang: 'de', branchPaths: [SCHOOLS], ...MUNICH }),
    ]);
    expect(related.get('de')?.get(1)).toEqual([3]);
    expect(related.get('en')?.get(1)).toEqual([2]);
    expect(related.get('en')?.has(3)).toBe(false);
  });
});
