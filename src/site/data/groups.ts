import { type Lang, LOCALES } from '../../catalog/lang.ts';
import { assignSlugs } from '../../catalog/slug.ts';

export type GroupRef = { group_ID: number; group: string };

export type Group<R> = { group_ID: number; name: string; slug: string; members: R[] };

/**
 * Membership exists only inside the details (detail.referencegroups), so groups are collected
 * from the references of one language: one group per group_ID with its members in `refs` order,
 * sorted by name for the index. The name is the first one seen (siteData.ts gives every detail the
 * gateway's name, treeNames.ts; without the gateway all details carry the same).
 */
export function collectGroups<R>(
  refs: readonly R[],
  groupsOf: (ref: R) => readonly GroupRef[] | undefined,
  lang: Lang,
): Group<R>[] {
  const byId = new Map<number, { name: string; members: R[] }>();
  for (const ref of refs) {
    const seen = new Set<number>();
    for (const { group_ID, group } of groupsOf(ref) ?? []) {
      if (seen.has(group_ID)) continue;
      seen.add(group_ID);
      const entry = byId.get(group_ID) ?? { name: group.trim() || String(group_ID), members: [] };
      entry.members.push(ref);
      byId.set(group_ID, entry);
    }
  }
  const slugs = assignSlugs(
    [...byId].map(([id, { name }]) => ({ id, name })),
    lang,
  );
  return [...byId]
    .map(([group_ID, { name, members }]) => ({
      group_ID,
      name,
      slug: slugs.get(group_ID) as string,
      members,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALES[lang]) || a.group_ID - b.group_ID);
}

export type TreeLinks<G> = { parent: G | undefined; children: G[] };

/**
 * Places the groups that have pages in the gateway's group tree: each group's parent is its
 * nearest ancestor with a page (a group with no references in this language has none), children
 * keep `groups` order. Without a tree (gateway not configured) every group is top-level.
 */
export function linkGroupTree<G extends { group_ID: number }>(
  groups: readonly G[],
  parentOf: ReadonlyMap<number, number | null>,
): Map<number, TreeLinks<G>> {
  const byId = new Map(groups.map((group) => [group.group_ID, group]));
  const links = new Map<number, TreeLinks<G>>(
    groups.map((group) => [group.group_ID, { parent: undefined, children: [] }]),
  );
  for (const group of groups) {
    const seen = new Set<number>([group.group_ID]);
    let ancestor = parentOf.get(group.group_ID) ?? null;
    while (ancestor !== null && !byId.has(ancestor) && !seen.has(ancestor)) {
      seen.add(ancestor);
      ancestor = parentOf.get(ancestor) ?? null;
    }
    const parent = ancestor === null || seen.has(ancestor) ? undefined : byId.get(ancestor);
    if (!parent) continue;
    (links.get(group.group_ID) as TreeLinks<G>).parent = parent;
    links.get(parent.group_ID)?.children.push(group);
  }
  return links;
}
