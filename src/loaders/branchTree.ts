import type { BranchNode } from '../catalog/schemas.ts';
import { slugify } from '../lib/slug.ts';

export type PlacedBranch = BranchNode & {
  parent_ID: number | null;
  depth: number;
  ancestors: number[];
  slug: string;
};

/**
 * Places nested-set nodes into a tree: a node's parent is the innermost node whose lft/rgt range
 * encloses it. Slugs come from the names, made unique by appending the ID on a collision.
 */
export function placeBranches(nodes: readonly BranchNode[]): PlacedBranch[] {
  const sorted = [...nodes].sort((a, b) => a.lft - b.lft);
  const stack: PlacedBranch[] = [];
  const taken = new Set<string>();
  const placed: PlacedBranch[] = [];
  for (const node of sorted) {
    while (stack.length > 0 && (stack.at(-1) as PlacedBranch).rgt < node.lft) stack.pop();
    const parent = stack.at(-1);
    let slug = slugify(node.branchname) || String(node.branch_ID);
    if (taken.has(slug)) slug = `${slug}-${node.branch_ID}`;
    taken.add(slug);
    const branch: PlacedBranch = {
      ...node,
      parent_ID: parent ? parent.branch_ID : null,
      depth: stack.length,
      ancestors: stack.map((ancestor) => ancestor.branch_ID),
      slug,
    };
    placed.push(branch);
    if (node.rgt - node.lft > 1) stack.push(branch);
  }
  return placed;
}
