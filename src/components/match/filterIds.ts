/** The tender page's filters in the browser: the chosen options → the matcher's `allowed` ids. */

export type FilterData = {
  /** branch_ID → reference_IDs of the branch and its sub-branches. */
  branches: Record<string, number[]>;
  /** Country as the catalog names it → reference_IDs. */
  countries: Record<string, number[]>;
  /** reference_ID → first year of the project period (absent when the date has none). */
  years: Record<string, number>;
  /** branch_ID → its name and depth in the tree (0 = top level), for the evidence line (evidence.ts). */
  tree: Record<string, [name: string, depth: number]>;
};

/** The ids the chosen filters leave; undefined when none is chosen (every id). */
export function allowedIds(
  data: Pick<FilterData, 'branches' | 'countries' | 'years'>,
  chosen: { branch?: string; country?: string; yearFrom?: number },
): Set<number> | undefined {
  const sets: number[][] = [];
  if (chosen.branch) sets.push(data.branches[chosen.branch] ?? []);
  if (chosen.country) sets.push(data.countries[chosen.country] ?? []);
  const from = chosen.yearFrom;
  if (from !== undefined && Number.isFinite(from))
    sets.push(Object.entries(data.years).flatMap(([id, year]) => (year >= from ? [Number(id)] : [])));
  if (sets.length === 0) return undefined;
  const [first, ...rest] = sets;
  return new Set((first ?? []).filter((id) => rest.every((s) => s.includes(id))));
}
