import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';

export const STAGING_DIR = '.cache/staging/dist';
const PREVIOUS_DIR = '.cache/staging/previous';

/** A fresh, empty staging folder: the build writes here so a failed build never touches dist/. */
export async function prepareStaging(): Promise<string> {
  await rm('.cache/staging', { recursive: true, force: true });
  return STAGING_DIR;
}

/**
 * Replaces dist/ with the finished staging build. Two renames on one file system, so dist/ is
 * missing only between them and never half-written; the old build is removed afterwards.
 */
export async function publishStaging(target = 'dist'): Promise<void> {
  const files = existsSync(STAGING_DIR) ? await readdir(STAGING_DIR) : [];
  if (files.length === 0) throw new Error('the build produced no files');
  if (existsSync(target)) await rename(target, PREVIOUS_DIR);
  await rename(STAGING_DIR, target);
  await rm(PREVIOUS_DIR, { recursive: true, force: true });
}
