/**
 * The same search in the other language (the language switch on the search page). Query, sort and
 * page carry over as they are; facet option values mostly are catalog IDs (workfield_ID,
 * referencetype_ID, f{fieldId}, branch_ID, …) and equal in both languages, but where a value is
 * text (city: "München" / "Munich") the option is identified by its references, whose
 * reference_IDs are the same in both trees. Pure, so the build and the browser share it.
 */
import type { SearchState } from '../../search/static/client/urlState.ts';

export type FacetMembers = {
  name: string;
  options: readonly { v: string | number; ids: readonly number[] }[];
};

/** Facet name → option value here → option value in the other language, only where they differ. */
export type ValueMap = Record<string, Record<string, string>>;

/** The option of `options` sharing the most references with `ids` (the first on a tie), if any. */
function closest(ids: readonly number[], options: FacetMembers['options']): string | undefined {
  const mine = new Set(ids);
  let best: string | undefined;
  let most = 0;
  for (const option of options) {
    const shared = option.ids.reduce((n, id) => (mine.has(id) ? n + 1 : n), 0);
    if (shared > most) {
      most = shared;
      best = String(option.v);
    }
  }
  return best;
}

/**
 * Where an option value of `here` is not an option value of `there`, the value of the option with
 * the same references. Values that exist in both are the same option (the IDs); a value without a
 * counterpart is left out (the other page drops unknown values from its URL).
 */
export function valueMap(here: readonly FacetMembers[], there: readonly FacetMembers[]): ValueMap {
  const map: ValueMap = {};
  for (const facet of here) {
    const target = there.find((f) => f.name === facet.name);
    if (!target) continue;
    const values = new Set(target.options.map((o) => String(o.v)));
    for (const option of facet.options) {
      const v = String(option.v);
      if (values.has(v)) continue;
      const other = closest(option.ids, target.options);
      if (other === undefined) continue;
      const entry = map[facet.name] ?? {};
      entry[v] = other;
      map[facet.name] = entry;
    }
  }
  return map;
}

/** The state with its facet values in the other language's terms. */
export function translateState(state: SearchState, map: ValueMap): SearchState {
  const filters = new Map<string, string[]>();
  for (const [name, values] of state.filters) {
    const mapped = [...new Set(values.map((v) => map[name]?.[v] ?? v))];
    if (mapped.length > 0) filters.set(name, mapped);
  }
  return { ...state, filters };
}
