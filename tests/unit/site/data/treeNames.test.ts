import { describe, expect, it } from 'vitest';
import type { StoredDetail } from '../../../../src/loaders/schemas.ts';
import { type TreeNames, withTreeNames } from '../../../../src/site/data/treeNames.ts';

/** A detail stored before branch 2 and group 5 were renamed upstream (only the fields that matter). */
const stored = {
  reference_ID: 1,
  projecttitle: 'Grundschule',
  branches: [
    {
      branch_ID: 2,
      branchname: 'Bildungsbauten',
      seolabel: 'bildungsbauten',
      path: [
        { branch_ID: 1, branchname: 'Hochbau', seolabel: 'hochbau' },
        { branch_ID: 2, branchname: 'Bildungsbauten', seolabel: 'bildungsbauten' },
      ],
    },
    { branch_ID: 99, branchname: 'Nur im Detail' },
  ],
  referencegroups: [
    { group_ID: 5, group: 'Holzbau' },
    { group_ID: 6, group: 'BIM' },
  ],
} as unknown as StoredDetail;

const trees = (branch2: string, group5: string): TreeNames => ({
  branches: new Map([
    [1, 'Hochbau'],
    [2, branch2],
  ]),
  groups: new Map([
    [5, group5],
    [6, 'BIM'],
  ]),
});

describe('withTreeNames', () => {
  it('names branches (on their paths too) and groups as the trees do now, keeping slugs and IDs', () => {
    const fresh = withTreeNames(stored, trees('Bildung & Forschung', 'Holz- und Hybridbau'));
    expect(fresh.branches?.map((b) => b.branchname)).toEqual(['Bildung & Forschung', 'Nur im Detail']);
    expect(fresh.branches?.[0]?.path?.map((p) => p.branchname)).toEqual(['Hochbau', 'Bildung & Forschung']);
    expect(fresh.branches?.[0]?.seolabel).toBe('bildungsbauten');
    expect(fresh.referencegroups).toEqual([
      { group_ID: 5, group: 'Holz- und Hybridbau' },
      { group_ID: 6, group: 'BIM' },
    ]);
    expect(fresh.projecttitle).toBe('Grundschule');
    // The stored detail itself is left as it is.
    expect(stored.branches?.[0]?.branchname).toBe('Bildungsbauten');
  });

  it("renames a summary's branches and leaves its unnamed path steps (IDs and seolabels) as they are", () => {
    const summary = {
      branches: [
        { branch_ID: 2, branchname: 'Bildungsbauten', path: [{ branch_ID: 1, seolabel: 'hochbau' }] },
      ],
    };
    expect(withTreeNames(summary, trees('Bildung & Forschung', 'Holzbau')).branches).toEqual([
      { branch_ID: 2, branchname: 'Bildung & Forschung', path: [{ branch_ID: 1, seolabel: 'hochbau' }] },
    ]);
    expect(withTreeNames(summary, trees('Bildungsbauten', 'Holzbau'))).toBe(summary);
  });

  it('keeps the detail as it is when nothing was renamed, or without trees (no gateway)', () => {
    expect(withTreeNames(stored, trees('Bildungsbauten', 'Holzbau'))).toBe(stored);
    expect(withTreeNames(stored, { branches: new Map(), groups: new Map() })).toBe(stored);
  });
});
