/**
 * The evidence beside the tender matches (pure part): which branch the matches speak for, and the
 * year its count starts from by default. "Strongest": the most specific branch that holds more
 * than half of the matches (its sub-branches included): "Schulen" when most matches are schools,
 * "Bildungsbauten" when they are schools and day-care centres, rather than the top of the tree,
 * which holds them all. Without such a branch, the one holding the most matches. Ties go to the
 * more specific branch, then to the one holding the better-ranked matches.
 */
import type { FilterData } from './filterIds.ts';

type Scored = { id: string; count: number; depth: number; rank: number };

export function strongestBranch(
  matchIds: readonly number[],
  data: Pick<FilterData, 'branches' | 'tree'>,
): string | undefined {
  const scored: Scored[] = [];
  for (const [id, members] of Object.entries(data.branches)) {
    const inBranch = new Set(members);
    let count = 0;
    let rank = 0;
    matchIds.forEach((m, i) => {
      if (!inBranch.has(m)) return;
      count++;
      rank += 1 / (i + 1);
    });
    if (count > 0) scored.push({ id, count, depth: data.tree[id]?.[1] ?? 0, rank });
  }
  const majority = scored.filter((b) => b.count * 2 > matchIds.length);
  const byDepth = (a: Scored, b: Scored) => b.depth - a.depth;
  const byCount = (a: Scored, b: Scored) => b.count - a.count;
  const byRank = (a: Scored, b: Scored) => b.rank - a.rank;
  const pool = majority.length > 0 ? majority : scored;
  const order = majority.length > 0 ? [byDepth, byCount, byRank] : [byCount, byDepth, byRank];
  return pool.sort((a, b) => order.reduce((d, f) => d || f(a, b), 0))[0]?.id;
}

/**
 * The default "since" year: the search's option nearest to five years back (the span tenders
 * most often ask for), the longer span on a tie. `options` are the search's `sinceyear` values.
 */
export function defaultSince(options: readonly string[], thisYear: number): string | undefined {
  const target = thisYear - 5;
  return [...options]
    .filter((v) => /^\d{4}$/.test(v))
    .sort((a, b) => Math.abs(Number(a) - target) - Math.abs(Number(b) - target) || Number(a) - Number(b))[0];
}
