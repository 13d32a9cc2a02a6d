/**
 * Where the tests' throwaway files go. The build tests write whole sites (thousands of small files
 * each) into copies under the temp directory, and on ext4 creating and deleting those files costs
 * the kernel about as much CPU as Astro's own rendering. A RAM-backed tmpfs (/dev/shm on Linux)
 * takes the same files for a fraction of that; where there is none, or it is small (a container's
 * default /dev/shm is 64 MiB), the tests keep the system's temp directory.
 */
import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TMPFS_MAGIC = 0x01021994;
/** Six build files at once, each with a copy of ~50 MB and its caches, with room to spare. */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

export function scratchDir(candidate = '/dev/shm'): string | undefined {
  try {
    const fs = statfsSync(candidate);
    return fs.type === TMPFS_MAGIC && fs.bavail * fs.bsize >= MIN_FREE_BYTES ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Node's compile cache for the builds the tests run (scripts/build.ts turns it on): shared by all
 * their copies, and removed after the run (tests/unit/compileCache.ts), since every copy's own
 * source files and generated chunks would otherwise pile up in it, in RAM on /dev/shm.
 */
export const testCompileCacheDir = (): string =>
  join(scratchDir() ?? tmpdir(), 'portfolio-tests-compile-cache');
