/**
 * The folder a build writes into, and how it becomes dist/. A failed build never touches dist/:
 * Astro writes to .cache/staging/dist, which replaces dist/ only when everything succeeded.
 *
 * Unchanged outputs stay where they are between builds. The staging folder starts as the last
 * build's page outputs, so Astro finds each page it keeps already in place (no copy) and writes
 * only those it renders; the outputs the build no longer has are deleted before publishing. Two
 * trees take turns: after a publish, the replaced dist/ is brought up to date with what that build
 * rendered (the copies Astro's incremental cache wrote, moved in) and waits as the next build's
 * staging folder, in Astro's cache folder: a run without a kept tree falls back on Astro's own
 * restore from there. docs/incremental-builds.md, "Unchanged outputs stay in place".
 */
import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { astroCopiesDir, astroSingleFileStore } from '../../src/lib/astroInternals.ts';
import { moveFiles, pruneTree, removeFiles } from '../../src/lib/outputTree.ts';

/** The folders of one checkout (`root`) a build writes, swaps and keeps. */
function folders(root: string, cacheDir: string) {
  const cache = resolve(root, cacheDir);
  return {
    staging: join(root, '.cache/staging/dist'),
    previous: join(root, '.cache/staging/previous'),
    /** What is deleted while the next build runs: folders moved aside whole, each its own name. */
    trash: join(root, '.cache/staging/trash'),
    dist: join(root, 'dist'),
    astroCopies: astroCopiesDir(cache),
    /** Astro's store from before it was kept in parts: deleted with the trash. */
    singleFileStore: astroSingleFileStore(cache),
    /** The page outputs the tree in astroCopies holds for the next build; written last, when it is whole. */
    keptList: join(cache, 'kept-outputs.json'),
  };
}
type Folders = ReturnType<typeof folders>;

const LOCK_FILE = '.cache/build.lock';

/**
 * Takes the checkout for this build. Two builds in one checkout would empty each other's staging
 * folder, so a second one is refused while the first is alive.
 */
export async function lockCheckout(): Promise<void> {
  const holder = Number(await readFile(LOCK_FILE, 'utf8').catch(() => ''));
  if (holder > 0 && holder !== process.pid && isAlive(holder)) {
    throw new Error(`another build (pid ${holder}) is running in this checkout`);
  }
  await mkdir('.cache', { recursive: true });
  await writeFile(LOCK_FILE, String(process.pid));
  process.once('exit', () => rmSync(LOCK_FILE, { force: true }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type Staging = {
  dir: string;
  /** The page outputs the folder started with (none: it started empty). */
  seeded: readonly string[];
  /** Deleting what earlier runs left aside, while this one builds. */
  cleared: Promise<void>;
  folders: Folders;
};

/**
 * The staging folder for a build that renders: the last build's page outputs when it left them
 * whole and this is not a --force build (which ignores every cache), otherwise empty. What a failed
 * run left in the folder is moved aside and deleted while this one builds, and so is Astro's store
 * from before it was kept in parts.
 */
export async function prepareStaging(options: {
  root?: string;
  cacheDir: string;
  force: boolean;
}): Promise<Staging> {
  const at = folders(options.root ?? '.', options.cacheDir);
  await mkdir(at.trash, { recursive: true });
  const aside = await readdir(at.trash);
  await moveAside(at, at.staging);
  const cleared = awaitedLater(
    Promise.all([
      ...aside.map((name) => rm(join(at.trash, name), { recursive: true, force: true })),
      rm(at.singleFileStore, { force: true }),
    ]),
  );
  const kept = await readFile(at.keptList, 'utf8')
    .then(parseList)
    .catch(() => undefined);
  // The list goes first: a run that stops anywhere after this leaves none, and the next starts empty.
  await rm(at.keptList, { force: true });
  const usable = !options.force && kept !== undefined && existsSync(at.astroCopies);
  const seeded = kept && usable && (await moved(at.astroCopies, at.staging)) ? kept : [];
  return { dir: at.staging, seeded, cleared, folders: at };
}

/**
 * A run that failed before rendering any page left the kept outputs as they were (only assets
 * written beside them): they wait for the next build again. After pages rendered, the folder is
 * dropped, and the next build restores from Astro's own cache.
 */
export async function keepAfterFailure(staging: Staging, pagesRendered: number | undefined): Promise<void> {
  const at = staging.folders;
  await staging.cleared;
  if (staging.seeded.length === 0 || pagesRendered !== 0 || existsSync(at.astroCopies)) return;
  await pruneTree(at.staging, new Set(staging.seeded), await trashFolder(at));
  await rename(at.staging, at.astroCopies);
  await writeFile(at.keptList, JSON.stringify(staging.seeded));
}

/**
 * Replaces dist/ with the finished staging folder, after deleting the outputs it started with that
 * this build no longer has (`outputs`: every page output of the build, kept or rendered). Two
 * renames on one file system, so dist/ is missing only between them and never half-written. Then
 * the replaced build becomes the next one's staging folder (recycle).
 */
export async function publishStaging(staging: Staging, outputs: readonly string[]): Promise<void> {
  const at = staging.folders;
  await staging.cleared;
  const current = new Set(outputs);
  await removeFiles(
    at.staging,
    staging.seeded.filter((file) => !current.has(file)),
  );
  const files = existsSync(at.staging) ? await readdir(at.staging) : [];
  if (files.length === 0) throw new Error('the build produced no files');
  await moveAside(at, at.previous);
  if (existsSync(at.dist)) await rename(at.dist, at.previous);
  await rename(at.staging, at.dist);
  await recycle(at, current, staging.seeded.length > 0);
}

/**
 * Leaves in Astro's cache folder exactly this build's page outputs, for the next build to start
 * from. A seeded build left there only what it rendered: moved into the replaced dist/, which
 * has every other page as this build kept it. An unseeded one (first, --force, after a failure)
 * left a copy of every page there itself.
 */
async function recycle(at: Folders, outputs: ReadonlySet<string>, seeded: boolean): Promise<void> {
  if (seeded && existsSync(at.previous)) {
    await pruneTree(at.previous, outputs, await trashFolder(at));
    await moveFiles(at.astroCopies, at.previous);
    await rm(at.astroCopies, { recursive: true, force: true });
    await rename(at.previous, at.astroCopies);
  } else {
    await moveAside(at, at.previous);
    if (!existsSync(at.astroCopies)) return;
    // Deleted, not moved aside: cacheDir (SITE_CACHE_DIR) may be on another file system.
    await pruneTree(at.astroCopies, outputs);
  }
  await writeFile(at.keptList, JSON.stringify([...outputs]));
}

/** Renames `from` to `to`; false when they are on different file systems (cacheDir moved elsewhere). */
async function moved(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw error;
  }
}

let trashed = 0;
async function trashFolder(at: Folders): Promise<string> {
  await mkdir(at.trash, { recursive: true });
  return join(at.trash, `${process.pid}-${Date.now()}-${trashed++}`);
}

/** Moves `folder`, when there, into the trash: one rename, deleted while the next build runs. */
async function moveAside(at: Folders, folder: string): Promise<void> {
  if (existsSync(folder)) await rename(folder, await trashFolder(at));
}

function parseList(text: string): string[] | undefined {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/**
 * Work a later step awaits (publishing, or putting the tree back after a failure): marked handled
 * now, so a failure fails that step with the build's own message instead of ending the process
 * while Astro runs.
 */
function awaitedLater(work: Promise<unknown>): Promise<void> {
  const done = work.then(() => undefined);
  done.catch(() => {});
  return done;
}
