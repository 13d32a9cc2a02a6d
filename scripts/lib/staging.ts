import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';

const STAGING_DIR = '.cache/staging/dist';
const PREVIOUS_DIR = '.cache/staging/previous';

const LOCK_FILE = '.cache/build.lock';

/**
 * A fresh, empty staging folder: the build writes here so a failed build never touches dist/.
 * Two builds in one checkout would empty each other's staging folder, so a second one is refused
 * while the first is alive.
 */
export async function prepareStaging(): Promise<string> {
  const holder = Number(await readFile(LOCK_FILE, 'utf8').catch(() => ''));
  if (holder > 0 && holder !== process.pid && isAlive(holder)) {
    throw new Error(`another build (pid ${holder}) is running in this checkout`);
  }
  await mkdir('.cache', { recursive: true });
  await writeFile(LOCK_FILE, String(process.pid));
  process.once('exit', () => rmSync(LOCK_FILE, { force: true }));
  await rm(STAGING_DIR, { recursive: true, force: true });
  return STAGING_DIR;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces dist/ with the finished staging build. Two renames on one file system, so dist/ is
 * missing only between them and never half-written. The replaced build is kept in
 * .cache/staging/previous until the next publish removes it: deleting one file per output takes
 * seconds at scale (docs/build-performance.md), paid then only where a next build runs in the
 * same checkout, not by a CI runner that is discarded after the deploy.
 */
export async function publishStaging(target = 'dist'): Promise<void> {
  const files = existsSync(STAGING_DIR) ? await readdir(STAGING_DIR) : [];
  if (files.length === 0) throw new Error('the build produced no files');
  await rm(PREVIOUS_DIR, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, PREVIOUS_DIR);
  await rename(STAGING_DIR, target);
}
