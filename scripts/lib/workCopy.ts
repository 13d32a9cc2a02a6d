/**
 * A throwaway copy of the project for build tests and benchmarks: the build writes dist/, .cache/ and the
 * simulator port file relative to its working directory, so tests run it in a copy and never touch
 * the developer's dist/ or caches. node_modules is linked, not copied.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  'dist',
  '.cache',
  '.astro',
  '.git',
  'tests',
  'test-results',
  'playwright-report',
  'bench-results',
]);

export type BuildRun = { code: number; output: string; lastLine: string };

/**
 * Deletes a copy's content data store (astro.config.mjs stores it in parts, in this folder), so its
 * next build syncs every entry again; throws when there is none, so a moved store fails the tests
 * that rely on a cold sync instead of letting them pass warm.
 */
export async function forgetDataStore(dir: string): Promise<void> {
  const store = join(dir, '.cache/astro/data-store');
  await stat(store); // ENOENT when the store is elsewhere
  await rm(store, { recursive: true });
}

export async function createWorkCopy(): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'build-test-'));
  for (const name of await readdir(ROOT)) {
    if (!SKIP.has(name)) await cp(join(ROOT, name), join(dir, name), { recursive: true });
  }
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The caches whose entries are named by what they hold (processed images by source and options,
 * mirrored media by URL): a cold build may start with another copy's without rendering anything
 * differently, and skips minutes of encoding and downloading.
 */
const CONTENT_ADDRESSED = ['.cache/astro/assets', '.cache/astro/site-media'];

/** Copies `from`'s content-addressed caches (those it has) into `to`. */
export async function copyContentAddressedCaches(from: string, to: string): Promise<void> {
  for (const dir of CONTENT_ADDRESSED) {
    const source = join(from, dir);
    if (await exists(source)) await cp(source, join(to, dir), { recursive: true });
  }
}

/** `node scripts/build.ts <args>` in `dir`, without CATALOG_* from the caller unless given in `env`. */
export function runBuild(dir: string, args: string[], env: Record<string, string> = {}): Promise<BuildRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CATALOG_')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts', ...args], {
      cwd: dir,
      env: {
        ...base,
        // A permanent fault must fail in seconds here, not after a scheduled build's patient backoff.
        CATALOG_BACKOFF_MAX_MS: '200',
        CATALOG_RETRY_AFTER_MAX_MS: '1000',
        // The build's clock (the home page's "Stand", /build.json): builds compared byte for byte
        // must not differ by the minute they ran in. A test of the clock passes its own.
        SOURCE_DATE_EPOCH: '1796544000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.trimEnd().split('\n');
      resolve({ code: code ?? 1, output, lastLine: lines.at(-1) ?? '' });
    });
  });
}

/** Every file under `dir` with its bytes, keyed by relative path (an empty folder as `path/`). */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    // An empty folder is part of the tree too (a build that leaves one behind differs).
    if (entries.length === 0 && current !== dir) files.set(`${relative(dir, current)}/`, Buffer.alloc(0));
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.set(relative(dir, path), await readFile(path));
    }
  };
  await walk(dir);
  return files;
}

/** Paths that are missing on one side or differ in content; empty when the trees are equal. */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => {
    const left = a.get(path);
    const right = b.get(path);
    return !left || !right || !left.equals(right);
  });
}

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
