/**
 * File work on an output tree by relative path (`de/a/index.html`, '/' on every platform), for the
 * staging folder's life between builds (staging.ts): what goes, what stays, what moves in. Each
 * walks only what it must: a folder without a file to keep is moved away whole, never entered.
 */
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLimiter } from './limiter.ts';

/**
 * Every output file of an Astro build (`astro:build:done`'s `dir` and `assets`: rendered and kept
 * alike), relative to the output folder.
 */
export function outputFiles(dir: URL, assets: ReadonlyMap<string, URL[]>): string[] {
  const root = fileURLToPath(dir);
  return [...assets.values()].flatMap((urls) =>
    urls.map((url) => relative(root, fileURLToPath(url)).split(sep).join('/')),
  );
}

/** File operations in flight at once: enough to keep the disk busy, few enough for any runner. */
const IN_FLIGHT = 32;

/** Every file under `root` (none when it does not exist), folders entered side by side. */
async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(missingAsEmpty);
    await Promise.all(
      entries.map(async (entry) => {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path);
        else files.push(path);
      }),
    );
  };
  await walk('');
  return files;
}

/** Deletes `files` under `root` (a missing one is already gone) and the folders that leaves empty. */
export async function removeFiles(root: string, files: Iterable<string>): Promise<void> {
  const limiter = createLimiter(IN_FLIGHT);
  const touched = new Set<string>();
  const jobs: Promise<void>[] = [];
  for (const file of files) {
    touched.add(posix.dirname(file));
    jobs.push(limiter.run(() => rm(join(root, file), { force: true })));
  }
  await Promise.all(jobs);
  await removeEmptyFolders(root, touched);
}

/**
 * Leaves exactly the files of `keep` that `root` has: a folder holding none of them goes whole
 * (moved into `trash`, a folder on the same file system, when given: one rename however many files
 * it holds), any other file not kept is deleted.
 */
export async function pruneTree(root: string, keep: ReadonlySet<string>, trash?: string): Promise<void> {
  const keptFolders = new Set<string>();
  for (const file of keep)
    for (let f = posix.dirname(file); f !== '.'; f = posix.dirname(f)) keptFolders.add(f);
  if (trash) await mkdir(trash, { recursive: true });
  const limiter = createLimiter(IN_FLIGHT);
  const touched = new Set<string>();
  let moved = 0;
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(join(root, folder), { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory() && keptFolders.has(path)) return walk(path);
        if (!entry.isDirectory() && keep.has(path)) return;
        touched.add(folder || '.');
        // A folder without a kept file goes whole, a file on its own.
        const at = join(root, path);
        if (entry.isDirectory() && trash) await limiter.run(() => rename(at, join(trash, `${moved++}`)));
        else await limiter.run(() => rm(at, { recursive: true, force: true }));
      }),
    );
  };
  await walk('');
  await removeEmptyFolders(root, touched);
}

/** Moves every file of `from` to the same path under `to`, replacing what is there. */
export async function moveFiles(from: string, to: string): Promise<void> {
  const files = await listFiles(from);
  const limiter = createLimiter(IN_FLIGHT);
  const folders = new Map<string, Promise<unknown>>();
  const folder = (path: string) => {
    const made = folders.get(path) ?? mkdir(join(to, path), { recursive: true });
    folders.set(path, made);
    return made;
  };
  await Promise.all(
    files.map((file) =>
      limiter.run(async () => {
        await folder(posix.dirname(file));
        await rename(join(from, file), join(to, file));
      }),
    ),
  );
}

/** Removes the folders of `folders` and their parents that are empty now, deepest first; never `root`. */
async function removeEmptyFolders(root: string, folders: Iterable<string>): Promise<void> {
  const candidates = new Set<string>();
  for (const folder of folders)
    for (let f = folder; f !== '.' && f !== ''; f = posix.dirname(f)) candidates.add(f);
  const deepestFirst = [...candidates].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) {
    await rmdir(join(root, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST' && error.code !== 'ENOENT') throw error;
    });
  }
}

function missingAsEmpty(error: NodeJS.ErrnoException): [] {
  if (error.code === 'ENOENT') return [];
  throw error;
}
