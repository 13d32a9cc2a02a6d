/**
 * A memo of each reference's words (words.ts docWords) kept between builds, one file per language
 * (Node). An entry is keyed by the reference's source key (a digest of its stored detail and the
 * names it is shown with, resolveSource.ts), and the file by a salt (a digest of the code that
 * makes the words): a hit is what docWords would have returned, so the index stays byte-identical
 * with a cold build's while a rebuild reads and tokenizes only the references that changed.
 */
import { deserialize, serialize } from 'node:v8';
import { type BuildMemo, createBuildMemo } from '../../lib/buildMemo.ts';
import { loadChecked, saveChecked } from '../../lib/cacheFile.ts';
import type { SourceReference } from './indexSource.ts';
import { type DocWords, docWords, type WordsOf } from './words.ts';

export type DocMemo = Pick<BuildMemo<DocWords>, 'used' | 'hits'> & { wordsOf: WordsOf };

/** A memo over `previous` entries (from loadDocMemo); only the entries asked for are kept. */
export function createDocMemo(previous: ReadonlyMap<string, DocWords> = new Map()): DocMemo {
  const { remember, used, hits } = createBuildMemo(previous);
  return {
    // A reference without a key (a source that knows no digest of it) is always tokenized.
    wordsOf: (ref: SourceReference) =>
      ref.key === undefined ? docWords(ref) : remember(ref.key, () => docWords(ref)),
    used,
    hits,
  };
}

type Saved = { salt: string; entries: ReadonlyMap<string, DocWords> };

/**
 * The entries a previous build saved with the same salt; none when there is no such whole file,
 * or one this Node cannot read (v8's format of a newer version).
 */
export async function loadDocMemo(file: string, salt: string): Promise<ReadonlyMap<string, DocWords>> {
  const bytes = await loadChecked(file);
  if (!bytes) return new Map();
  let saved: Partial<Saved> | undefined;
  try {
    saved = deserialize(bytes) as Partial<Saved> | undefined;
  } catch {
    return new Map();
  }
  return saved?.salt === salt && saved.entries instanceof Map ? saved.entries : new Map();
}

/** Writes the entries this build used (replacing the file whole). */
export function saveDocMemo(file: string, salt: string, memo: DocMemo): Promise<void> {
  const saved: Saved = { salt, entries: memo.used };
  return saveChecked(file, serialize(saved));
}
