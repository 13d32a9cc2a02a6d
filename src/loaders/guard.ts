import type { LoaderContext } from 'astro/loaders';
import { keepStoreUnsaved } from '../lib/astroInternals.ts';
import { publish } from './buildEvents.ts';

/**
 * Runs a loader body and, when it throws, tells the build script the one-line reason to print
 * (src/loaders/buildEvents.ts).
 */
export async function recordedLoad(
  label: string,
  context: Pick<LoaderContext, 'meta'>,
  body: () => Promise<void>,
): Promise<void> {
  // Astro's store saves once, after the sync, not between changes (src/lib/astroInternals.ts).
  const saveLater = keepStoreUnsaved(context.meta);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    publish({ kind: 'failure', message: `${label}: ${message.split('\n')[0]}` });
    throw error;
  } finally {
    saveLater();
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
