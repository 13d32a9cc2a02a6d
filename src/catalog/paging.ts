/** Completeness check for paged fetches: the pages must add up to the count the API reported. */
import { CatalogPaginationError } from './errors.ts';

function duplicatesOf(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const dupes = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) dupes.add(id);
    seen.add(id);
  }
  return [...dupes];
}

function sample(ids: readonly number[]): string {
  const shown = ids.slice(0, 10).join(', ');
  return ids.length > 10 ? `${shown} … (${ids.length} in total)` : shown;
}

export interface CompletenessCheck {
  endpoint: string;
  /** e.g. "lang_ID=2", describes the scope of the listing in the message. */
  scope: string;
  /** Where `expected` came from, e.g. "mode=countonly". */
  countSource: string;
  expected: number;
  ids: readonly number[];
}

/**
 * Throws CatalogPaginationError when the collected IDs contain duplicates or their number differs
 * from `expected`. Silent data loss (an unstable sort, an off-by-one page base) ends up here.
 */
export function assertComplete(check: CompletenessCheck): void {
  const duplicateIds = duplicatesOf(check.ids);
  const unique = new Set(check.ids);
  if (duplicateIds.length === 0 && unique.size === check.expected) return;
  const duplicates = duplicateIds.length > 0 ? `; duplicate IDs: ${sample(duplicateIds)}` : '';
  throw new CatalogPaginationError(
    `${check.endpoint} ${check.scope}: pages returned ${unique.size} unique references (${check.ids.length} rows) ` +
      `but ${check.countSource} reported ${check.expected}${duplicates}`,
    { endpoint: check.endpoint, expected: check.expected, received: unique.size, duplicateIds },
  );
}

export function pageNumbers(total: number, pageSize: number): number[] {
  return Array.from({ length: Math.ceil(total / pageSize) }, (_, i) => i + 1);
}
