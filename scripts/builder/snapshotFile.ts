/**
 * The build's one read of the catalog (src/catalog/snapshot.ts), with the build's own retry
 * settings, and the files that hand it to Astro's process (BUILD_CATALOG_SNAPSHOT, one per language,
 * read by src/loaders/catalogSource.ts): the loaders read their lists, definitions and trees from
 * them instead of asking the catalog again.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LANGS } from '../../src/catalog/lang.ts';
import {
  type CatalogSnapshot,
  listLength,
  readCatalogSnapshot,
  snapshotFileName,
} from '../../src/catalog/snapshot.ts';
import { readCatalogSettings } from '../../src/settings.ts';

const SNAPSHOT_DIR = '.cache/catalog-snapshot';

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
  const listed = LANGS.map((lang) => `${listLength(snapshot.langs[lang])} ${lang}`).join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[build] catalog read: ${listed} listed, with definitions and branch trees (${seconds}s)`);
  return snapshot;
}

/** Writes the snapshot for Astro's process, a file per language; returns their folder's absolute path. */
export async function writeSnapshotFiles(snapshot: CatalogSnapshot): Promise<string> {
  await rm(SNAPSHOT_DIR, { recursive: true, force: true });
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  for (const lang of LANGS) {
    const file = join(SNAPSHOT_DIR, snapshotFileName(lang));
    await writeFile(file, JSON.stringify({ version: snapshot.version, answers: snapshot.langs[lang] }));
  }
  return resolve(SNAPSHOT_DIR);
}
