import { assignSlugs } from './slugs.ts';

export type GroupRef = { group_ID: number; group: string };

export type Group<R> = { group_ID: number; name: string; slug: string; members: R[] };

/**
 * Reference groups exist only inside the details (detail.referencegroups), so they are collected
 * from the references of one language: one group per group_ID with its members in `refs` order,
 * sorted by name for the index. The name is the first one seen (all details carry the same).
 */
export function collectGroups<R>(
  refs: readonly R[],
  groupsOf: (ref: R) => readonly GroupRef[] | undefined,
  locale: string,
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
  const slugs = assignSlugs([...byId].map(([id, { name }]) => ({ id, name })));
  return [...byId]
    .map(([group_ID, { name, members }]) => ({
      group_ID,
      name,
      slug: slugs.get(group_ID) as string,
      members,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.group_ID - b.group_ID);
}
