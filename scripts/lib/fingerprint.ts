/**
 * What a build's output depends on, as one hash: the site's code and assets, the lockfile, the
 * runtime, the build settings from the environment, and the synced data (the digest of what each
 * loader stored, src/lib/buildEvents.ts). Pages render nothing time-dependent, so equal fingerprints mean an identical dist/: a
 * scheduled rebuild with nothing changed keeps the published site instead of rendering it again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const PUBLISHED_FILE = '.cache/published.json';

async function filesBelow(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Not settings: secrets (the data they give is hashed) and the run's own name, new every build. */
const NOT_SETTINGS = new Set(['CATALOG_API_KEY', 'ASSISTANT_GATEWAY_TOKEN']);

/** Build settings: every SITE_*, CATALOG_* and ASSISTANT_GATEWAY_* variable but the secrets. */
export function settingsOf(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter(([key]) => /^(SITE|CATALOG|ASSISTANT_GATEWAY)_/.test(key) && !NOT_SETTINGS.has(key))
    .map(([key, value]): [string, string] => [key, value ?? ''])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** undefined when there is no data store yet (nothing to compare). */
export async function buildFingerprint(options: {
  root: string;
  /** Digest of what the loaders stored (src/lib/buildEvents.ts dataDigest). */
  data: string | undefined;
  env: NodeJS.ProcessEnv;
}): Promise<string | undefined> {
  if (!options.data) return undefined;
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const [key, value] of settingsOf(options.env)) hash.update(`env ${key}=${value}\n`);
  const files = [
    ...(await Promise.all(INPUT_DIRS.map((dir) => filesBelow(join(options.root, dir))))).flat(),
    ...INPUT_FILES.map((file) => join(options.root, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(`file ${relative(options.root, file)}\n`);
    hash.update(await readFile(file));
  }
  hash.update(`data ${options.data}\n`);
  return hash.digest('hex');
}

/** What the published dist/ was built from: the fingerprint of its data, and of the probe's answers when they vouch for it. */
export type Published = { fingerprint?: string | undefined; probe?: string | undefined };

/** True when dist/ is the published output of a build with this fingerprint (or probe). */
export async function isPublished(wanted: Published, dist = 'dist'): Promise<boolean> {
  if (!existsSync(dist)) return false;
  const text = await readFile(PUBLISHED_FILE, 'utf8').catch(() => '');
  if (!text) return false;
  const published = JSON.parse(text) as Published;
  return Object.entries(wanted).some(
    ([key, value]) => value !== undefined && published[key as keyof Published] === value,
  );
}

export async function recordPublished(published: Published): Promise<void> {
  const record = { fingerprint: published.fingerprint ?? null, probe: published.probe ?? null };
  await writeFile(PUBLISHED_FILE, `${JSON.stringify(record, null, 2)}\n`);
}
