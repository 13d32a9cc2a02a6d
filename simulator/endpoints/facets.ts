/** Counted options of the filter definitions: /references/filters options and search aggregations. */
import { type FilterDef, type OptionDef, optionCounts } from '../membership.ts';
import type { Delivered } from '../store/view.ts';

export interface CountedOption {
  option: OptionDef;
  c: number;
}

/** Options with their hit counts over `refs`, in the definition's suggested order (sortmode). */
export function countedOptions(
  def: FilterDef,
  refs: readonly Delivered[],
  includeUnused: boolean,
): CountedOption[] {
  const counts = optionCounts(def, refs);
  const list = def.options
    .map((option, i) => ({ option, c: counts[i] ?? 0, i }))
    .filter((o) => includeUnused || o.c > 0);
  if (def.sortmode === 'hitcountdesc') list.sort((a, b) => b.c - a.c || a.i - b.i);
  return list.map(({ option, c }) => ({ option, c }));
}

/** Aggregations (spec §2.6): term buckets {V, C}, range buckets {V, MIN, MAX, C}; zero buckets omitted. */
export function aggregations(
  defs: readonly FilterDef[],
  refs: readonly Delivered[],
): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const def of defs) {
    const buckets = countedOptions(def, refs, false).map(({ option, c }) =>
      def.kind === 'range' ? { V: option.v, MIN: option.min, MAX: option.max, C: c } : { V: option.v, C: c },
    );
    if (buckets.length > 0) out[def.name] = buckets;
  }
  return out;
}
