import type { LoaderContext } from 'astro/loaders';
import { publish } from '../lib/buildEvents.ts';

/**
 * Astro saves its data store 500 ms after the last change, serializing all of it: a sync that
 * changes a little (a few details, facet checks between long waits) saved the whole store over
 * and over, each time blocking the loaders' requests. While a loader runs, touching its meta more
 * often than that keeps the save from firing; Astro saves once when the sync ends.
 */
const KEEP_UNSAVED_MS = 200;

/**
 * Runs a loader body and, when it throws, tells the build script the one-line reason to print
 * (src/lib/buildEvents.ts).
 */
export async function recordedLoad(
  label: string,
  context: Pick<LoaderContext, 'meta'>,
  body: () => Promise<void>,
): Promise<void> {
  const keepUnsaved = setInterval(() => context.meta.set('loading', '1'), KEEP_UNSAVED_MS);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    publish({ kind: 'failure', message: `${label}: ${message.split('\n')[0]}` });
    throw error;
  } finally {
    clearInterval(keepUnsaved);
  }
}

export type ShrinkPolicy = { max: number; allowed: boolean };

/**
 * Stops a build whose list shrank suddenly against the last successful load: a half-empty upstream
 * answer must not wipe the live site. Confirmed with --allow-shrink (CATALOG_ALLOW_SHRINK=1); the
 * tolerated drop is CATALOG_MAX_SHRINK (a fraction, default 0.2). `key` names the count in meta.
 */
export function checkShrink(
  meta: LoaderContext['meta'],
  key: string,
  label: string,
  count: number,
  policy: ShrinkPolicy,
): void {
  const previous = Number(meta.get(key) ?? 0);
  if (previous > 0 && count < previous * (1 - policy.max) && !policy.allowed) {
    const drop = Math.round((1 - count / previous) * 100);
    throw new Error(
      `${label}: the catalog lists ${count} references, ${drop}% fewer than the ${previous} of the last successful build (limit ${Math.round(policy.max * 100)}%); rerun with --allow-shrink if this is intended`,
    );
  }
  meta.set(key, String(count));
}
