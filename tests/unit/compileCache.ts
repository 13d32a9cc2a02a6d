/** Vitest's global setup: the builds' compile cache of this run goes when the run ends (scripts/lib/scratch.ts). */
import { rm } from 'node:fs/promises';
import { testCompileCacheDir } from '../../scripts/lib/scratch.ts';

export async function teardown(): Promise<void> {
  // Workers that are still closing may write their last entries meanwhile: retried, not failed.
  await rm(testCompileCacheDir(), { recursive: true, force: true, maxRetries: 10 });
}
