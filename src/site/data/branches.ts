/** A node of the nested-set branch tree (spec §2.7): children lie inside the parent's lft/rgt range. */
export type NestedNode = { branch_ID: number; lft: number; rgt: number };

/** True when `inner` is `outer` itself or lies anywhere below it. */
export function isWithin(inner: NestedNode, outer: NestedNode): boolean {
  return inner.lft >= outer.lft && inner.rgt <= outer.rgt;
}

/**
 * The references of every branch including all its sub-branches: a reference belongs to a node
 * when one of its detail branches lies inside the node's lft/rgt range. Branch IDs the tree does
 * not know are ignored. Members keep the order of `refs`; each reference appears once per node.
 */
export function branchMembers<R>(
  nodes: readonly NestedNode[],
  refs: readonly R[],
  branchIdsOf: (ref: R) => readonly number[],
): Map<number, R[]> {
  const byId = new Map(nodes.map((node) => [node.branch_ID, node]));
  const members = new Map<number, R[]>(nodes.map((node) => [node.branch_ID, []]));
  for (const ref of refs) {
    const own = branchIdsOf(ref)
      .map((id) => byId.get(id))
      .filter((node): node is NestedNode => node !== undefined);
    if (own.length === 0) continue;
    for (const node of nodes) {
      if (own.some((branch) => isWithin(branch, node))) members.get(node.branch_ID)?.push(ref);
    }
  }
  return members;
}

type LabelledBranch = { branch_ID: number; seolabel?: string | undefined };

/**
 * The catalog's seolabel of every branch the details name, themselves or on their path (the tree
 * endpoint carries none): the branch pages' slugs, so they match the catalog's own URLs.
 */
export function branchSeolabels(
  detailBranches: Iterable<readonly (LabelledBranch & { path?: readonly LabelledBranch[] | undefined })[]>,
): Map<number, string> {
  const named = [...detailBranches].flat().flatMap((branch) => [branch, ...(branch.path ?? [])]);
  // The first detail to name a branch wins (the Map keeps the last of equal keys, hence reversed).
  return new Map(named.flatMap((b) => (b.seolabel ? [[b.branch_ID, b.seolabel] as const] : [])).reverse());
}
