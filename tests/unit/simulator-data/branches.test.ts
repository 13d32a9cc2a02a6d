import { describe, expect, it } from 'vitest';
import type { SimBranch } from '../../../simulator/data/index.ts';
import { generateDataset } from '../../../simulator/data/index.ts';

const data = generateDataset();

const byCompany = (company_ID: number) => data.branches.filter((b) => b.company_ID === company_ID);
const inside = (child: SimBranch, parent: SimBranch) => parent.lft < child.lft && child.rgt < parent.rgt;

describe.each([1, 2])('branch tree of company %i', (company_ID) => {
  const tree = byCompany(company_ID);

  it('uses every bound 1..2n exactly once with lft < rgt', () => {
    const bounds = tree.flatMap((b) => [b.lft, b.rgt]).sort((a, b) => a - b);
    expect(bounds).toEqual(Array.from({ length: tree.length * 2 }, (_, i) => i + 1));
    for (const b of tree) expect(b.lft).toBeLessThan(b.rgt);
  });

  it('places every child inside its parent, and the parent is the nearest enclosing node', () => {
    for (const child of tree) {
      const enclosing = tree.filter((p) => inside(child, p)).sort((a, b) => b.lft - a.lft);
      if (child.parent_ID === null) {
        expect(enclosing).toHaveLength(0);
        expect(child.depth).toBe(1);
      } else {
        const parent = tree.find((p) => p.branch_ID === child.parent_ID) as SimBranch;
        expect(inside(child, parent)).toBe(true);
        expect(enclosing[0]?.branch_ID).toBe(parent.branch_ID);
        expect(child.depth).toBe(parent.depth + 1);
      }
    }
  });

  it('never lets sibling ranges overlap', () => {
    for (const a of tree) {
      for (const b of tree) {
        if (a === b) continue;
        const disjoint = a.rgt < b.lft || b.rgt < a.lft;
        expect(disjoint || inside(a, b) || inside(b, a)).toBe(true);
      }
    }
  });

  it('is at least three levels deep with localized names and ASCII seolabels', () => {
    expect(Math.max(...tree.map((b) => b.depth))).toBeGreaterThanOrEqual(3);
    for (const b of tree) {
      expect(b.name.de && b.name.en).toBeTruthy();
      expect(b.seolabel.de).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.seolabel.en).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('branches of references', () => {
  it('attaches 1–3 branches of the own company, mostly leaves and some inner nodes', () => {
    const isLeaf = (b: SimBranch) => b.rgt === b.lft + 1;
    let leaves = 0;
    let inner = 0;
    for (const r of data.references) {
      expect(r.branch_IDs.length).toBeGreaterThanOrEqual(1);
      expect(r.branch_IDs.length).toBeLessThanOrEqual(3);
      for (const id of r.branch_IDs) {
        const b = data.branches.find((x) => x.branch_ID === id);
        expect(b?.company_ID).toBe(r.company_ID);
        if (b && isLeaf(b)) leaves++;
        else inner++;
      }
    }
    expect(leaves).toBeGreaterThan(inner * 3);
    expect(inner).toBeGreaterThan(0);
  });
});
