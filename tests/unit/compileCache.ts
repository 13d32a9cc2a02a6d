/**
 * Vitest's global setup: one compile cache for the builds of this run (scripts/lib/scratch.ts),
 * chosen once here, inherited by the workers and their builds, and removed when the run ends.
 */
import { rm } from 'node:fs/promises';
import { testCompileCacheDir } from '../../scripts/lib/scratch.ts';

export function setup(): () => Promise<void> {
  const dir = testCompileCacheDir();
  process.env.NODE_COMPILE_CACHE = dir;
  return async () => {
    // Workers that are still closing may write their last entries meanwhile: retried, not failed.
    await rm(dir, { recursive: true, force: true, maxRetries: 10 });
  };
}
