import type { LoaderContext } from 'astro/loaders';
import { recordFailure } from '../lib/buildFailure.ts';

/** Runs a loader body and, when it throws, leaves the one-line reason for the build script to print. */
export async function withFailureNote(collection: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    recordFailure(`${collection}: ${message}`);
    throw error;
  }
}

/**
 * Stops a build whose list shrank suddenly against the last successful load: a half-empty upstream
 * answer must not wipe the live site. Confirmed with --allow-shrink (CATALOG_ALLOW_SHRINK=1);
 * the tolerated drop is CATALOG_MAX_SHRINK (a fraction, default 0.2).
 */
export function checkShrink(meta: LoaderContext['meta'], label: string, count: number): void {
  const previous = Number(meta.get('count') ?? 0);
  const limit = maxShrink();
  const allowed = process.env.CATALOG_ALLOW_SHRINK === '1';
  if (previous > 0 && count < previous * (1 - limit) && !allowed) {
    const drop = Math.round((1 - count / previous) * 100);
    throw new Error(
      `${label}: the catalog lists ${count} references, ${drop}% fewer than the ${previous} of the last successful build (limit ${Math.round(limit * 100)}%); rerun with --allow-shrink if this is intended`,
    );
  }
  meta.set('count', String(count));
}

/** A typo in CATALOG_MAX_SHRINK must not switch the guard off silently. */
function maxShrink(): number {
  const raw = process.env.CATALOG_MAX_SHRINK?.trim();
  if (!raw) return 0.2;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) {
    throw new Error(`CATALOG_MAX_SHRINK must be a fraction from 0 to 1 (0.2 = 20%), got "${raw}"`);
  }
  return value;
}
