import { describe, expect, it } from 'vitest';
import { assignSlugs } from '../../../../src/catalog/slug.ts';
import { collectGroups } from '../../../../src/site/data/groups.ts';

describe('assignSlugs', () => {
  it("keeps the catalog's seolabel when it is URL-safe", () => {
    const slugs = assignSlugs([{ id: 7, preferred: 'neubau-grundschule-kassel', name: 'Neubau' }], 'de');
    expect(slugs.get(7)).toBe('neubau-grundschule-kassel');
  });

  it('builds a slug from the name when the seolabel is missing or unsafe', () => {
    const slugs = assignSlugs(
      [
        { id: 1, preferred: '', name: 'Brücke über die Fulda' },
        { id: 2, preferred: 'bad/label?x', name: 'Straße am Hafen' },
      ],
      'de',
    );
    expect(slugs.get(1)).toBe('bruecke-ueber-die-fulda');
    expect(slugs.get(2)).toBe('strasse-am-hafen');
  });

  it('makes colliding slugs unique by ID, independent of input order', () => {
    const a = assignSlugs(
      [
        { id: 9, preferred: 'same', name: 'x' },
        { id: 4, preferred: 'same', name: 'y' },
      ],
      'de',
    );
    const b = assignSlugs(
      [
        { id: 4, preferred: 'same', name: 'y' },
        { id: 9, preferred: 'same', name: 'x' },
      ],
      'de',
    );
    expect(a.get(4)).toBe('same');
    expect(a.get(9)).toBe('same-9');
    expect(b).toEqual(a);
  });
});

describe('collectGroups', () => {
  type Ref = { id: number; groups?: { group_ID: number; group: string }[] };
  const refs: Ref[] = [
    { id: 1, groups: [{ group_ID: 20, group: 'Schulbauprogramm' }] },
    {
      id: 2,
      groups: [
        { group_ID: 10, group: 'Rahmenvertrag Brücken' },
        { group_ID: 20, group: 'Schulbauprogramm' },
      ],
    },
    { id: 3 },
  ];
  const groups = collectGroups(refs, (ref) => ref.groups, 'de');

  it('collects each group once with its members in list order, sorted by name', () => {
    expect(groups.map((group) => [group.group_ID, group.slug, group.members.map((ref) => ref.id)])).toEqual([
      [10, 'rahmenvertrag-bruecken', [2]],
      [20, 'schulbauprogramm', [1, 2]],
    ]);
  });
});
