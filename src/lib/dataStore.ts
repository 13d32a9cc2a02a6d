/**
 * Astro's data store file and its hash: `npm run build` fingerprints the synced store to decide
 * whether anything changed, and hands the hash to `astro build`, whose loaders compare it with the
 * store they start from (src/loaders/catalogSource.ts). One definition for both sides.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteConfig } from '../site.config.ts';

/** Where Astro keeps the data store of a build (its own file name inside cacheDir). */
export const DATA_STORE_FILE = join(siteConfig.cacheDir, 'data-store.json');

/** sha256 of a file's bytes; undefined when it cannot be read (no store yet). */
export async function hashFile(file: string): Promise<string | undefined> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes && createHash('sha256').update(bytes).digest('hex');
}
