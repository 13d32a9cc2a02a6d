/** Carrying facet membership over a sync: what the counts and search's aggregations give away. */
import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../src/catalog/schemas.ts';
import { updatedMembers } from '../../../src/loaders/facetMembers.ts';
import { carryForward, catalogChanges, overlapMismatches } from '../../../src/loaders/facetUpdate.ts';

const definition = (name: string, options: [string, number][]): FilterDefinition => ({
  name,
  label: name,
  sortmode: 'hitcountdesc',
  datatype: 'string',
  formtype: 'multiselect-checkboxes',
  opened: 2,
  options: options.map(([v, c]) => ({ v, d: v, c })),
});

describe('catalogChanges', () => {
  it('tells changed, added and removed references by their dateupdated', () => {
    const before = new Map([
      [1, '2026-01-01'],
      [2, '2026-01-01'],
      [3, '2026-01-01'],
    ]);
    const changes = catalogChanges(before, [
      { reference_ID: 1, dateupdated: '2026-01-01' },
      { reference_ID: 2, dateupdated: '2026-11-24' },
      { reference_ID: 4, dateupdated: '2026-11-24' },
    ]);
    expect(changes).toEqual({ changed: new Set([2]), added: new Set([4]), removed: new Set([3]) });
  });
});

describe('carryForward', () => {
  const stored = new Map([
    ['city=Kassel', [1, 2]],
    ['city=Leipzig', [3]],
  ]);

  it('drops removed references and marks options whose count is off, or that are new', () => {
    const definitions = [
      definition('city', [
        ['Kassel', 1],
        ['Leipzig', 2],
        ['Jena', 1],
      ]),
    ];
    const carried = carryForward(stored, definitions, new Set([2]));
    expect(carried.members.get('city=Kassel')).toEqual(new Set([1]));
    expect([...carried.stale]).toEqual(['city=Leipzig', 'city=Jena']);
  });
});

describe('overlapMismatches', () => {
  // References 1 and 2 swapped cities upstream; both counts stay 1. Only 1 is confirmed.
  const definitions = [
    definition('city', [
      ['Kassel', 1],
      ['Leipzig', 1],
    ]),
    definition('selection', [['confirmed', 1]]),
  ];
  const stored = new Map([
    ['city=Kassel', [1]],
    ['city=Leipzig', [2]],
    ['selection=confirmed', [1]],
  ]);

  it('finds a swap the counts hide from the overlaps search reports', () => {
    const carried = carryForward(stored, definitions, new Set());
    expect(carried.stale.size).toBe(0);
    // Search for confirmed: its one member (1) is now in Leipzig.
    const found = overlapMismatches(
      definitions,
      carried,
      { name: 'selection', option: { v: 'confirmed', d: '' } },
      {
        city: [{ V: 'Leipzig', C: 1 }],
      },
    );
    expect(found.sort()).toEqual(['city=Kassel', 'city=Leipzig', 'selection=confirmed']);
  });

  it('finds nothing while the overlaps agree, and ignores the checked option’s own facet', () => {
    const carried = carryForward(stored, definitions, new Set());
    const found = overlapMismatches(
      definitions,
      carried,
      { name: 'city', option: { v: 'Kassel', d: '' } },
      {
        selection: [{ V: 'confirmed', C: 1 }],
        city: [
          { V: 'Kassel', C: 1 },
          { V: 'Leipzig', C: 7 },
        ],
      },
    );
    expect(found).toEqual([]);
  });
});

describe('updatedMembers', () => {
  // Upstream now: reference 2 (changed) moved from Leipzig to Kassel, and reference 9 (in search,
  // but quarantined in the list: no dateupdated to compare) moved from Kassel to Leipzig. Every
  // count stays 2, so only a look at the options of both may-have-moved members finds the moves.
  const definitions = [
    definition('city', [
      ['Kassel', 2],
      ['Leipzig', 2],
    ]),
    definition('type', [
      ['new', 2],
      ['old', 2],
    ]),
  ];
  const stored = new Map([
    ['city=Kassel', [1, 9]],
    ['city=Leipzig', [2, 3]],
    ['type=new', [1, 2]],
    ['type=old', [3, 9]],
  ]);
  const now: Record<string, number[]> = {
    'city=Kassel': [1, 2],
    'city=Leipzig': [3, 9],
    'type=new': [1, 2],
    'type=old': [3, 9],
  };
  const keyOf = (params: { filters?: Record<string, string> }) =>
    Object.entries(params.filters ?? {}).map(([name, v]) => `${name}=${v}`)[0] ?? '';
  const client = {
    async searchAllIds(_lang: string, params: { filters?: Record<string, string> }) {
      return [...(now[keyOf(params)] ?? [])];
    },
    async listReferenceIds() {
      return [];
    },
    async search(_lang: string, params: { filters?: Record<string, string> }) {
      const members = new Set(now[keyOf(params)] ?? []);
      const aggregations: Record<string, { V: string; C: number }[]> = {};
      for (const [key, ids] of Object.entries(now)) {
        const [name = '', v = ''] = key.split('=');
        const buckets = aggregations[name] ?? [];
        buckets.push({ V: v, C: ids.filter((id) => members.has(id)).length });
        aggregations[name] = buckets;
      }
      return { total: members.size, page: 1, references: [], aggregations };
    },
  };

  it('finds a move of a member the list gives no dateupdated for, beside a changed reference', async () => {
    const changes = { changed: new Set([2]), added: new Set<number>(), removed: new Set<number>() };
    const { facets } = await updatedMembers(
      client as never,
      'de',
      definitions,
      stored,
      changes,
      [1, 2, 3],
      () => {},
    );
    expect(facets.flat().map(({ v, ids }) => [v, ids])).toEqual([
      ['Kassel', [1, 2]],
      ['Leipzig', [3, 9]],
      ['new', [1, 2]],
      ['old', [3, 9]],
    ]);
  });
});
