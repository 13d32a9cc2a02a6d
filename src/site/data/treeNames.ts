/**
 * A stored detail keeps the names it was fetched with: it is fetched again only when its
 * reference's `dateupdated` moves, and renaming a branch or group upstream saves no reference. The
 * branch tree and the gateway's group tree are fetched on every sync, so the names of these shared
 * entities are taken from them by ID, once, before any page, file or index reads the detail.
 * Names only details carry (products, services, awards, …) are as fresh as the detail.
 */
import type { TreeNameList } from '../../search/static/indexSource.ts';

/** The current name of each branch and group by ID, in one language. */
export type TreeNames = { branches: ReadonlyMap<number, string>; groups: ReadonlyMap<number, string> };

/** TreeNames as plain data ([ID, name] pairs): for JSON and page keys, which drop Maps (the shape the search index writes). */
export type { TreeNameList };

export const listTreeNames = (names: TreeNames): TreeNameList => ({
  branches: [...names.branches],
  groups: [...names.groups],
});

export const treeNamesOf = (list: TreeNameList): TreeNames => ({
  branches: new Map(list.branches),
  groups: new Map(list.groups),
});

type Named = { branch_ID: number; branchname: string };
/** A step of a branch's path: named in a stored detail, not in a summary (summary.ts). */
type Step = { branch_ID: number; branchname?: string | undefined };

/** What names a branch or group: a stored detail or its summary. */
type Renamable = {
  branches?: (Named & { path?: Step[] | undefined })[] | undefined;
  referencegroups?: { group_ID: number; group: string }[] | undefined;
};

/**
 * `detail` with the trees' names for its branches (and their paths) and groups; the same object
 * when none differs, so an unrenamed catalog costs no copies. IDs a tree lacks keep the detail's name.
 */
export function withTreeNames<D extends Renamable>(detail: D, names: TreeNames): D {
  const branchName = (b: Step) => names.branches.get(b.branch_ID) ?? b.branchname;
  const groupName = (g: { group_ID: number; group: string }) => names.groups.get(g.group_ID) ?? g.group;
  const branches = detail.branches ?? [];
  const groups = detail.referencegroups ?? [];
  const stale =
    branches.some(
      (b) =>
        branchName(b) !== b.branchname ||
        b.path?.some((p) => p.branchname !== undefined && branchName(p) !== p.branchname),
    ) || groups.some((g) => groupName(g) !== g.group);
  if (!stale) return detail;
  const rename = <B extends Step>(b: B): B =>
    b.branchname === undefined ? b : { ...b, branchname: branchName(b) };
  return {
    ...detail,
    ...(detail.branches && {
      branches: detail.branches.map((b) => ({ ...rename(b), ...(b.path && { path: b.path.map(rename) }) })),
    }),
    ...(detail.referencegroups && {
      referencegroups: detail.referencegroups.map((g) => ({ ...g, group: groupName(g) })),
    }),
  };
}
