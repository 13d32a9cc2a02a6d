/**
 * Facet membership carried from the last sync to this one, so that a night's few changes do not
 * cost every option's member list again. The API names no rule from a reference's fields to its
 * options (spec 4.4), so none is guessed here: a changed reference is assumed to keep its options
 * and the API confirms it. Every option's count must equal its `c` in /references/filters. An
 * unchanged reference (the same `dateupdated`) keeps its options, so an option none of whose
 * members may have moved (changed, listed again, or without a `dateupdated` in the list) is right
 * when its count is: a reference that joined it would show in the count. Each other option must
 * also have overlaps with the other facets' options equal to the aggregations search returns for
 * it (one request per option instead of c/100). An option that fails either check is fetched
 * again in full. What stays undetected is a swap between two references alike in every other
 * facet: the counts and overlaps are then the same.
 */
import type { Aggregations, FilterDefinition, FilterOption } from '../catalog/schemas.ts';

export type OptionKey = string;
export const optionKey = (name: string, v: string | number): OptionKey => `${name}=${v}`;

export type CatalogChanges = { changed: Set<number>; added: Set<number>; removed: Set<number> };

/** What changed since the last sync, from each reference's `dateupdated` then and now. */
export function catalogChanges(
  before: ReadonlyMap<number, string>,
  items: readonly { reference_ID: number; dateupdated?: string | undefined }[],
): CatalogChanges {
  const changes: CatalogChanges = { changed: new Set(), added: new Set(), removed: new Set(before.keys()) };
  for (const { reference_ID: id, dateupdated } of items) {
    changes.removed.delete(id);
    const then = before.get(id);
    if (then === undefined) changes.added.add(id);
    else if (then !== dateupdated) changes.changed.add(id);
  }
  return changes;
}

export type CarriedMembers = {
  members: Map<OptionKey, Set<number>>;
  /** The same membership by reference: its options. */
  optionsOf: Map<number, OptionKey[]>;
  /** Options whose carried members cannot be right: new, without a count, or a count off from `c`. */
  stale: Set<OptionKey>;
};

/** The last sync's members per option, less the references that left the catalog. */
export function carryForward(
  stored: ReadonlyMap<OptionKey, readonly number[]>,
  definitions: readonly FilterDefinition[],
  removed: ReadonlySet<number>,
): CarriedMembers {
  const members = new Map<OptionKey, Set<number>>();
  const optionsOf = new Map<number, OptionKey[]>();
  const stale = new Set<OptionKey>();
  for (const definition of definitions) {
    for (const option of definition.options) {
      const key = optionKey(definition.name, option.v);
      const before = stored.get(key);
      const kept = new Set((before ?? []).filter((id) => !removed.has(id)));
      members.set(key, kept);
      for (const id of kept) {
        const options = optionsOf.get(id);
        if (options) options.push(key);
        else optionsOf.set(id, [key]);
      }
      if (!before || option.c === undefined || kept.size !== option.c) stale.add(key);
    }
  }
  return { members, optionsOf, stale };
}

/**
 * The options of other facets whose overlap with `checked` differs from what search's aggregations
 * for `checked` report (absent buckets count 0), and `checked` itself when any does. Options
 * already stale are skipped: their carried members are known to be wrong. The own facet is
 * skipped too: an API may count its other options without the facet's own filter.
 */
export function overlapMismatches(
  definitions: readonly FilterDefinition[],
  carried: CarriedMembers,
  checked: { name: string; option: FilterOption },
  aggregations: Aggregations,
): OptionKey[] {
  const own = carried.members.get(optionKey(checked.name, checked.option.v)) ?? new Set<number>();
  const overlaps = new Map<OptionKey, number>();
  for (const id of own) {
    for (const key of carried.optionsOf.get(id) ?? []) overlaps.set(key, (overlaps.get(key) ?? 0) + 1);
  }
  const mismatched: OptionKey[] = [];
  for (const definition of definitions) {
    if (definition.name === checked.name) continue;
    const reported = new Map(
      (aggregations[definition.name] ?? []).map((bucket) => [String(bucket.V), bucket.C]),
    );
    for (const option of definition.options) {
      const key = optionKey(definition.name, option.v);
      if (carried.stale.has(key)) continue;
      if ((overlaps.get(key) ?? 0) !== (reported.get(String(option.v)) ?? 0)) mismatched.push(key);
    }
  }
  return mismatched.length > 0 ? [optionKey(checked.name, checked.option.v), ...mismatched] : [];
}
