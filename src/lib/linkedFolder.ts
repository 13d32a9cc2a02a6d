/**
 * A folder of many small files that a build writes whole each time (the search index: a new
 * folder per index, so a browser never mixes two), written so that a file the last build already
 * published costs a hard link instead of a write (Node). At 10,000 references a 1 % rebuild's
 * index has ~2,700 of each language's ~17,100 files new or changed; writing all of them kept each
 * index process waiting on the disk for ~5 s (docs/build-performance.md, "The index links what
 * it kept").
 *
 * What the last build wrote is known from its record, kept between builds: each file's digest,
 * and the size and mtime it had on disk. A published file that is missing, or whose size or mtime
 * changed since, is written again, never linked; so is every file when the two folders are on
 * different file systems.
 */
import { createHash } from 'node:crypto';
import { linkSync, statSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { loadChecked, saveChecked } from './cacheFile.ts';
import { createLimiter } from './limiter.ts';

export type FileEntry = { digest: string; size: number; mtimeMs: number };

/** What one build wrote: `label` names the folder (the index's build hash), `files` its content by relative path. */
export type FolderRecord = { label: string; files: ReadonlyMap<string, FileEntry> };

const digestOf = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('base64');

/**
 * Whether `file` is still the one `entry` recorded. Not its inode: a cache restore (the deploy
 * workflow's) gives every file a new one and keeps sizes and mtimes. Any error reads as changed:
 * linking only saves time, it never fails a build.
 */
function unchanged(file: string, entry: FileEntry): boolean {
  try {
    const now = statSync(file, { throwIfNoEntry: false });
    return now !== undefined && now.size === entry.size && now.mtimeMs === entry.mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `files` (relative path → bytes) into `dir`, linking each one whose bytes `last.files`
 * recorded for the same path from `last.dir` (the last build's folder as published). Returns the
 * record of what `dir` now holds and how many files were linked.
 */
export async function writeFolder(
  dir: string,
  files: ReadonlyMap<string, Uint8Array>,
  label: string,
  last?: { dir: string; files: ReadonlyMap<string, FileEntry> },
): Promise<{ record: FolderRecord; linked: number }> {
  const folders = new Set([...files.keys()].map((path) => dirname(join(dir, path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const entries = new Map<string, FileEntry>();
  const toWrite: [string, Uint8Array, string][] = [];
  // Links are one metadata call each: made in one synchronous pass, 17,000 took 0.25 s here.
  // Dropped at the first link that another file system, or one without links, refuses.
  let from = last;
  for (const [path, bytes] of files) {
    const digest = digestOf(bytes);
    const before = from?.files.get(path);
    if (from && before?.digest === digest && unchanged(join(from.dir, path), before)) {
      try {
        linkSync(join(from.dir, path), join(dir, path));
        entries.set(path, before);
        continue;
      } catch (error) {
        if (['EXDEV', 'EPERM', 'ENOTSUP'].includes((error as NodeJS.ErrnoException).code ?? ''))
          from = undefined;
      }
    }
    toWrite.push([path, bytes, digest]);
  }
  const limiter = createLimiter(32);
  await Promise.all(
    toWrite.map(([path, bytes, digest]) =>
      limiter.run(async () => {
        const file = join(dir, path);
        await writeFile(file, bytes);
        const { size, mtimeMs } = await stat(file);
        entries.set(path, { digest, size, mtimeMs });
      }),
    ),
  );
  return { record: { label, files: entries }, linked: files.size - toWrite.length };
}

/** The record a previous build saved; undefined when there is none or it is not whole. */
export async function loadFolderRecord(file: string): Promise<FolderRecord | undefined> {
  const bytes = await loadChecked(file);
  if (!bytes) return undefined;
  try {
    const saved = deserialize(bytes) as Partial<FolderRecord> | undefined;
    return typeof saved?.label === 'string' && saved.files instanceof Map
      ? (saved as FolderRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveFolderRecord(file: string, record: FolderRecord): Promise<void> {
  return saveChecked(file, serialize(record));
}
