import { describe, expect, it } from 'vitest';
import { allowedIds } from '../../../src/components/match/filterIds.ts';
import { parseIds, SHORTLIST_MAX } from '../../../src/components/shortlist/shortlistStore.ts';

describe('shortlist IDs from a share link', () => {
  it('keeps positive integers once each, in order', () => {
    expect(parseIds('12,5,7')).toEqual([12, 5, 7]);
    expect(parseIds(' 12, 5 ,12,x,-3,0,1.5,7 ')).toEqual([12, 5, 7]);
    expect(parseIds(null)).toEqual([]);
  });

  it('caps the list, so a crafted link cannot ask for thousands of sheets', () => {
    const many = Array.from({ length: SHORTLIST_MAX + 10 }, (_, i) => i + 1).join(',');
    expect(parseIds(many)).toHaveLength(SHORTLIST_MAX);
  });
});

describe('tender page filters', () => {
  const data = {
    branches: { '1': [10, 11, 12], '2': [12, 13] },
    countries: { Deutschland: [10, 12, 13], Österreich: [11] },
    years: { '10': 2015, '11': 2020, '12': 2022, '13': 2010 },
  };

  it('no filter: every reference (undefined)', () => {
    expect(allowedIds(data, {})).toBeUndefined();
    expect(allowedIds(data, { branch: '', country: '' })).toBeUndefined();
  });

  it('filters combine with AND: branch (with sub-branches, as listed), country, earliest start year', () => {
    expect(allowedIds(data, { branch: '1' })).toEqual(new Set([10, 11, 12]));
    expect(allowedIds(data, { branch: '1', country: 'Deutschland' })).toEqual(new Set([10, 12]));
    expect(allowedIds(data, { branch: '1', country: 'Deutschland', yearFrom: 2016 })).toEqual(new Set([12]));
    expect(allowedIds(data, { yearFrom: 2030 })).toEqual(new Set());
  });
});
