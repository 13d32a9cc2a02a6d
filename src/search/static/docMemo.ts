/**
 * A memo of each reference's words (words.ts docWords) kept between builds, one file per language
 * (Node). An entry is keyed by the reference's source key (a digest of its stored detail and the
 * names it is shown with, resolveSource.ts), and the file by a salt (a digest of the code that
 * makes the words): a hit is what docWords would have returned, so the index stays byte-identical
 * with a cold build's while a rebuild reads and tokenizes only the references that changed.
 */
import { deserialize, serialize } from 'node:v8';
import { loadChecked, saveChecked } from '../../lib/cacheFile.ts';
import type { SourceReference } from './indexSource.ts';
import { type DocWords, docWords, type WordsOf } from './words.ts';

export type DocMemo = {
  wordsOf: WordsOf;
  /** Entries this build asked for, found or new: what the next build can use. */
  readonly used: ReadonlyMap<string, DocWords>;
  /** How many of them a previous build had made. */
  hits(): number;
};

/** A memo over `previous` entries (from loadDocMemo); only the entries asked for are kept. */
export function createDocMemo(previous: ReadonlyMap<string, DocWords> = new Map()): DocMemo {
  const used = new Map<string, DocWords>();
  let hits = 0;
  return {
    wordsOf(ref: SourceReference) {
      if (ref.key === undefined) return docWords(ref);
      const known = used.get(ref.key) ?? previous.get(ref.key);
      if (known && !used.has(ref.key)) hits++;
      const words = known ?? docWords(ref);
      used.set(ref.key, words);
      return words;
    },
    used,
    hits: () => hits,
  };
}

type Saved = { salt: string; entries: Map<string, DocWords> };

/** The entries a previous build saved with the same salt; none when there is no such whole file. */
export async function loadDocMemo(file: string, salt: string): Promise<Map<string, DocWords>> {
  const bytes = await loadChecked(file);
  if (!bytes) return new Map();
  const saved = deserialize(bytes) as Saved;
  return saved.salt === salt ? saved.entries : new Map();
}

/** Writes the entries this build used (replacing the file whole). */
export function saveDocMemo(file: string, salt: string, memo: DocMemo): Promise<void> {
  const saved: Saved = { salt, entries: new Map(memo.used) };
  return saveChecked(file, serialize(saved));
}
