/**
 * The build's one read of the catalog (src/catalog/snapshot.ts), with the build's own retry
 * settings, and the file that hands it to Astro's process (BUILD_CATALOG_SNAPSHOT): the loaders read
 * their lists, definitions and trees from it instead of asking the catalog again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LANGS } from '../../src/catalog/lang.ts';
import { type CatalogSnapshot, readCatalogSnapshot } from '../../src/catalog/snapshot.ts';
import { readCatalogSettings } from '../../src/settings.ts';

const SNAPSHOT_FILE = '.cache/catalog-snapshot.json';

/** Every language's list, definitions and tree; a catalog that cannot be read stops the build. */
export async function readBuildSnapshot(env: NodeJS.ProcessEnv): Promise<CatalogSnapshot> {
  const settings = readCatalogSettings(env);
  const started = performance.now();
  const snapshot = await readCatalogSnapshot({
    baseUrl: settings.CATALOG_API_URL,
    apiKey: settings.CATALOG_API_KEY,
    retries: settings.CATALOG_RETRIES,
    timeoutMs: settings.CATALOG_TIMEOUT_MS,
    backoffMaxMs: settings.CATALOG_BACKOFF_MAX_MS,
    retryAfterMaxMs: settings.CATALOG_RETRY_AFTER_MAX_MS,
  });
  const listed = LANGS.map((lang) => `${snapshot.langs[lang].list.length} ${lang}`).join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[build] catalog read: ${listed} listed, with definitions and branch trees (${seconds}s)`);
  return snapshot;
}

/** Writes the snapshot for Astro's process; returns the file's absolute path. */
export async function writeSnapshotFile(snapshot: CatalogSnapshot): Promise<string> {
  await mkdir('.cache', { recursive: true });
  await writeFile(SNAPSHOT_FILE, JSON.stringify(snapshot));
  return resolve(SNAPSHOT_FILE);
}
