import type { BranchNode } from '../catalog/schemas.ts';

export type PlacedBranch = BranchNode & {
  parent_ID: number | null;
  depth: number;
  ancestors: number[];
};

/**
 * Places nested-set nodes into a tree: a node's parent is the innermost node whose lft/rgt range
 * encloses it. (Slugs are the site's: the tree endpoint carries no seolabel, see src/site/data/siteData.ts.)
 */
export function placeBranches(nodes: readonly BranchNode[]): PlacedBranch[] {
  const sorted = [...nodes].sort((a, b) => a.lft - b.lft);
  const stack: PlacedBranch[] = [];
  const placed: PlacedBranch[] = [];
  for (const node of sorted) {
    while (stack.length > 0 && (stack.at(-1) as PlacedBranch).rgt < node.lft) stack.pop();
    const parent = stack.at(-1);
    const branch: PlacedBranch = {
      ...node,
      parent_ID: parent ? parent.branch_ID : null,
      depth: stack.length,
      ancestors: stack.map((ancestor) => ancestor.branch_ID),
    };
    placed.push(branch);
    if (node.rgt - node.lft > 1) stack.push(branch);
  }
  return placed;
}
