import { describe, expect, it } from 'vitest';
import { branchMembers, branchSeolabels, isWithin } from '../../../../src/site/data/branches.ts';

// Hochbau(1..8) > Bildung(2..7) > Schulen(3..4), Kitas(5..6); Tiefbau(9..12) > Brücken(10..11)
const nodes = [
  { branch_ID: 1, lft: 1, rgt: 8 },
  { branch_ID: 2, lft: 2, rgt: 7 },
  { branch_ID: 3, lft: 3, rgt: 4 },
  { branch_ID: 4, lft: 5, rgt: 6 },
  { branch_ID: 5, lft: 9, rgt: 12 },
  { branch_ID: 6, lft: 10, rgt: 11 },
];
type Ref = { id: string; branches: number[] };
const refs: Ref[] = [
  { id: 'school', branches: [3] },
  { id: 'kita-and-bridge', branches: [4, 6] },
  { id: 'two-schools-branches', branches: [3, 2] },
  { id: 'unknown-branch', branches: [99] },
  { id: 'none', branches: [] },
];
const members = branchMembers(nodes, refs, (ref) => ref.branches);
const ids = (branchId: number) => members.get(branchId)?.map((ref) => ref.id);

describe('branchMembers', () => {
  it('counts a reference in its branch and every ancestor (lft/rgt containment)', () => {
    expect(ids(3)).toEqual(['school', 'two-schools-branches']);
    expect(ids(2)).toEqual(['school', 'kita-and-bridge', 'two-schools-branches']);
    expect(ids(1)).toEqual(['school', 'kita-and-bridge', 'two-schools-branches']);
  });

  it('lists a reference once per node even when several of its branches lie inside it', () => {
    expect(ids(2)?.filter((id) => id === 'two-schools-branches')).toHaveLength(1);
  });

  it('puts a reference with branches in two subtrees into both', () => {
    expect(ids(5)).toEqual(['kita-and-bridge']);
    expect(ids(6)).toEqual(['kita-and-bridge']);
  });

  it('ignores branch IDs the tree does not know', () => {
    for (const list of members.values()) expect(list.map((ref) => ref.id)).not.toContain('unknown-branch');
  });
});

describe('isWithin', () => {
  it('includes the node itself and excludes siblings', () => {
    expect(isWithin(nodes[1] as never, nodes[1] as never)).toBe(true);
    expect(isWithin(nodes[2] as never, nodes[3] as never)).toBe(false);
  });
});

describe('branchSeolabels', () => {
  it("takes each branch's seolabel from the details, their paths' ancestors included", () => {
    const labels = branchSeolabels([
      [
        {
          branch_ID: 3,
          seolabel: 'feuerwehr-und-rettungswesen',
          path: [
            { branch_ID: 1, seolabel: 'hochbau' },
            { branch_ID: 3, seolabel: 'feuerwehr-und-rettungswesen' },
          ],
        },
      ],
      [{ branch_ID: 4 }],
    ]);
    expect(labels).toEqual(
      new Map([
        [3, 'feuerwehr-und-rettungswesen'],
        [1, 'hochbau'],
      ]),
    );
  });
});
