/**
 * The build's own record of the references it stored: `{ "de": [ids], "en": [ids] }`, written by
 * the references loader when its sync succeeded, beside the details (`<cacheDir>/references/`), so
 * the deploy workflow caches and restores it with them. `check:dist` reads it to know which
 * references the site must have, independent of what was rendered, without reading Astro's data
 * store in its private serialization. Reference IDs only: nothing secret.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGS, type Lang } from '../catalog/lang.ts';
import { replaceFile } from '../lib/cacheFile.ts';

export type StoredManifest = Record<Lang, number[]>;

/** The detail store's folder in Astro's cacheDir (detailStore.ts). */
export const detailsDir = (cacheDir: string) => join(cacheDir, 'references');

/** The manifest's file in the detail store's folder. */
export const storedManifestFile = (detailsDir: string) => join(detailsDir, 'stored.json');

export function writeStoredManifest(file: string, stored: StoredManifest): Promise<void> {
  const sorted = Object.fromEntries(LANGS.map((lang) => [lang, [...stored[lang]].sort((a, b) => a - b)]));
  return replaceFile(file, `${JSON.stringify(sorted)}\n`);
}

/** The manifest as written; throws, naming the file, when it is missing or not in that shape. */
export async function readStoredManifest(file: string): Promise<StoredManifest> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const manifest = {} as StoredManifest;
  for (const lang of LANGS) {
    const ids = record[lang];
    if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id)))
      throw new Error(`${file}: "${lang}" is not a list of reference IDs`);
    manifest[lang] = ids;
  }
  return manifest;
}
