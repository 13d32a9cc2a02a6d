/**
 * `npm run build` syncs the catalog (`astro sync`) to decide whether anything changed, then runs
 * `astro build`, which syncs again. Each sync of a collection is recorded here under the build
 * run's name (SITE_BUILD_RUN); the build's own re-sync then keeps what that run stored moments ago
 * instead of listing 10,000 references again (~45 s at that size). Kept beside the data store but
 * outside it: the store is hashed to tell an unchanged catalog, and a run name in it would differ
 * on every build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '../site.config.ts';

const RECORD_FILE = join(siteConfig().cacheDir, 'synced-by-run.json');

type SyncRecord = { run: string; collections: string[] };

function read(): SyncRecord | undefined {
  try {
    return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as SyncRecord;
  } catch {
    return undefined;
  }
}

/** Whether this run already synced the collection (its entries are in the store Astro started from). */
export function syncedInRun(collection: string, run: string | undefined): boolean {
  const record = read();
  return Boolean(run) && record?.run === run && (record?.collections.includes(collection) ?? false);
}

export function recordSynced(collection: string, run: string | undefined): void {
  if (!run) return;
  const record = read();
  const collections = record?.run === run ? new Set(record.collections) : new Set<string>();
  collections.add(collection);
  mkdirSync(siteConfig().cacheDir, { recursive: true });
  writeFileSync(RECORD_FILE, JSON.stringify({ run, collections: [...collections] }));
}
