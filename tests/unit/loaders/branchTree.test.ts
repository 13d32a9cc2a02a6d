import { describe, expect, it } from 'vitest';
import { placeBranches } from '../../../src/loaders/branchTree.ts';

const node = (branch_ID: number, branchname: string, lft: number, rgt: number) => ({
  branch_ID,
  branchname,
  lft,
  rgt,
  referencecount: 0,
});

describe('placeBranches', () => {
  // Hochbau(1..8) > Bildungsbauten(2..7) > Schulen(3..4), Kitas(5..6); Tiefbau(9..10)
  const tree = placeBranches([
    node(4, 'Kitas', 5, 6),
    node(1, 'Hochbau', 1, 8),
    node(3, 'Schulen', 3, 4),
    node(2, 'Bildungsbauten', 2, 7),
    node(5, 'Tiefbau', 9, 10),
  ]);
  const byId = new Map(tree.map((branch) => [branch.branch_ID, branch]));

  it('finds each parent from the nested-set bounds, whatever the input order', () => {
    expect(byId.get(3)?.parent_ID).toBe(2);
    expect(byId.get(4)?.parent_ID).toBe(2);
    expect(byId.get(2)?.parent_ID).toBe(1);
    expect(byId.get(1)?.parent_ID).toBeNull();
    expect(byId.get(5)?.parent_ID).toBeNull();
  });

  it('records depth and the ancestor path for breadcrumbs', () => {
    expect(byId.get(3)?.depth).toBe(2);
    expect(byId.get(3)?.ancestors).toEqual([1, 2]);
    expect(byId.get(5)?.ancestors).toEqual([]);
  });
});
