/** The search state in the URL: shareable, bookmarkable, restored exactly, never broken by a bad link. */
import { describe, expect, it } from 'vitest';
import { emptyState, readState, writeState } from '../../../src/search/static/client/urlState.ts';

const FACETS = [
  { name: 'branch_ID', values: ['1', '2', '3'] },
  { name: 'selection', values: ['all', 'confirmed', 'ongoing'] },
  { name: 'city', values: ['Kassel', 'Frankfurt am Main', 'Halle (Saale)'] },
  { name: 'f123', values: ['10', '11'] },
  { name: 'f9', values: ['100-500', '500-1000'] },
];

describe('readState / writeState', () => {
  it('round-trips a full state in a canonical order', () => {
    const state = {
      q: 'schule "frankfurt am main" -kita',
      filters: new Map([
        ['city', ['Kassel', 'Frankfurt am Main']],
        ['f123', ['11']],
      ]),
      sort: 'newest' as const,
      page: 3,
      view: 'map' as const,
    };
    const query = writeState(state, FACETS);
    expect(query).toBe(
      'q=schule+%22frankfurt+am+main%22+-kita&city=Kassel&city=Frankfurt+am+Main&f123=11&sort=newest&page=3&view=map',
    );
    expect(readState(`?${query}`, FACETS)).toEqual(state);
  });

  it('writes nothing for the initial state', () => {
    expect(writeState(emptyState(), FACETS)).toBe('');
    expect(readState('', FACETS)).toEqual(emptyState());
  });

  it('reads comma-separated values as the API takes them, and what a plain form submits', () => {
    const state = readState('?f123=10,11&city=Kassel&city=&selection=confirmed', FACETS);
    expect(state.filters).toEqual(
      new Map([
        ['selection', ['confirmed']],
        ['city', ['Kassel']],
        ['f123', ['10', '11']],
      ]),
    );
  });

  it('keeps option values that contain commas or dashes intact', () => {
    expect(readState('?f9=100-500&city=Halle+(Saale)', FACETS).filters).toEqual(
      new Map([
        ['city', ['Halle (Saale)']],
        ['f9', ['100-500']],
      ]),
    );
  });

  it('matches option values case-insensitively (links typed by hand)', () => {
    expect(readState('?city=kassel', FACETS).filters.get('city')).toEqual(['Kassel']);
  });

  it('drops unknown facets, unknown values, bad sorts and bad pages instead of failing', () => {
    const state = readState('?q=%20beton%20&nope=1&city=Atlantis&sort=random&page=-2&f123=99', FACETS);
    expect(state).toEqual({ ...emptyState(), q: 'beton' });
    expect(readState('?page=2.5', FACETS).page).toBe(1);
    expect(readState('?view=globe', FACETS).view).toBe('list');
  });
});
