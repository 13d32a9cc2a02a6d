/**
 * What a build's output depends on, as one hash: the site's code and assets, the lockfile, the
 * runtime, the build settings from the environment, and the data as the probe saw it (the
 * catalog snapshot's digest and the gateway's answers, src/loaders/catalogProbe.ts). Pages render nothing time-dependent (the
 * home page's "Stand" comes with the published state, scripts/builder/buildInfo.ts), so
 * equal fingerprints mean an identical dist/: a scheduled rebuild with nothing changed keeps the
 * published site instead of rendering it again.
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

export async function buildFingerprint(options: {
  root: string;
  /** Digest of the probe's answers. */
  probe: string;
  env: NodeJS.ProcessEnv;
}): Promise<string> {
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
  hash.update(`probe ${options.probe}\n`);
  return hash.digest('hex');
}

/** True when dist/ is the published output of a build with this fingerprint. */
export async function isPublished(fingerprint: string, dist = 'dist'): Promise<boolean> {
  if (!existsSync(dist)) return false;
  const text = await readFile(PUBLISHED_FILE, 'utf8').catch(() => '');
  if (!text) return false;
  return (JSON.parse(text) as { probe?: string | null }).probe === fingerprint;
}

/**
 * Records what the published dist/ was built from: the fingerprint, when the probe vouched for
 * the data store (every listed reference in it), else nothing, so the next build runs Astro.
 */
export async function recordPublished(fingerprint: string | undefined): Promise<void> {
  await writeFile(PUBLISHED_FILE, `${JSON.stringify({ probe: fingerprint ?? null }, null, 2)}\n`);
}

/** What the probe found (readRun.ts): plain data, handed back from the read step's process. */
export type ProbeResult = {
  /** dist/ is the published output of exactly this fingerprint: Astro need not start. */
  current: boolean;
  fingerprint: string | undefined;
  /** References the probe vouched for: the fingerprint is recorded only if the store holds as many. */
  listed: number | undefined;
};

/**
 * Once the build is published: its fingerprint, but only when the store holds every reference the
 * probe listed (a quarantined one, say, means the next build must run Astro again).
 */
export const recordProbe = (probe: ProbeResult, listedInStore: number): Promise<void> =>
  recordPublished(listedInStore === probe.listed ? probe.fingerprint : undefined);
