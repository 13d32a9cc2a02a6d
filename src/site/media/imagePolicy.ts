/**
 * Which references get processed images: the first `limit` distinct IDs of a ranking (most recent
 * projects first, both languages merged). Bounds a cold build's image work whatever the catalog
 * size; the rest use the catalog's delivered files.
 */
export function processedIds(ranked: Iterable<number>, limit: number): Set<number> {
  const chosen = new Set<number>();
  if (limit <= 0) return chosen;
  for (const id of ranked) {
    chosen.add(id);
    if (chosen.size >= limit) break;
  }
  return chosen;
}
