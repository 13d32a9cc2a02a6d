/**
 * The byte layout of a word's files: postings (p/), positions (q/), the lexicon shards (t/) that
 * list every word under each of its 3-letter keys, and the search shards (s/) that list the same
 * words with their postings. The browser reads them in client/lexicon.ts.
 */
import {
  ALL_SHARD,
  bucketCount,
  bucketOf,
  codePoints,
  INLINE_MAX_DOCS,
  SEARCH_SIZES_PATH,
  SHARD_KEY_LENGTH,
  SHORT_SHARD,
  searchShardPath,
  shardKeysOf,
  shardPath,
} from './layout.ts';
import type { Pack } from './pack.ts';
import { ByteWriter } from './varint.ts';
import type { WordData } from './words.ts';

export function writePostings(w: ByteWriter, data: WordData): void {
  w.uint(data.docs.length);
  let previous = 0;
  data.docs.forEach((doc, i) => {
    w.uint(doc - previous).uint(data.weights[i] ?? 0);
    previous = doc;
  });
}

export function writePositions(w: ByteWriter, data: WordData): void {
  w.raw(data.positions);
}

/** A lexicon entry: the word, its id, its doc count and, for rare words, postings and positions inline. */
function writeEntry(w: ByteWriter, data: WordData, id: number): void {
  w.string(data.word).string(data.display).uint(id).uint(data.docs.length);
  if (data.docs.length <= INLINE_MAX_DOCS) {
    writePostings(w, data);
    writePositions(w, data);
  }
}

function shardBytes(entries: readonly number[], words: readonly WordData[], pack: Pack): Uint8Array {
  const w = new ByteWriter().uint(entries.length);
  for (const id of entries) writeEntry(w, words[id] as WordData, id);
  return pack.gzip(w.bytes());
}

/**
 * Shards keyed by every 3-letter run of a word (infix), or by its first 3 letters only (whole words
 * and prefixes, for the size comparison), hashed into buckets. Every bucket gets a file.
 */
const keysOf = (word: string, infix: boolean): string[] =>
  infix ? shardKeysOf(word) : [codePoints(word).slice(0, SHARD_KEY_LENGTH).join('')];

export function lexicon(
  words: readonly WordData[],
  infix: boolean,
  pack: Pack,
): { buckets: number; files: Map<string, Uint8Array> } {
  const keys = new Set<string>();
  for (const data of words)
    if (codePoints(data.word).length >= SHARD_KEY_LENGTH)
      for (const k of keysOf(data.word, infix)) keys.add(k);
  const buckets = bucketCount(keys.size);
  const shards = new Map<string, Set<number>>([
    [shardPath(SHORT_SHARD, buckets), new Set()],
    [shardPath(ALL_SHARD, buckets), new Set()],
  ]);
  for (let b = 0; b < buckets; b++) shards.set(`t/${b}.bin`, new Set());
  words.forEach((data, id) => {
    if (codePoints(data.word).length < SHARD_KEY_LENGTH) shards.get(shardPath(SHORT_SHARD, buckets))?.add(id);
    else for (const key of keysOf(data.word, infix)) shards.get(shardPath(key, buckets))?.add(id);
    shards.get(shardPath(ALL_SHARD, buckets))?.add(id);
  });
  const files = new Map(
    [...shards].map(([path, ids]) => [
      path,
      shardBytes(
        [...ids].sort((a, b) => a - b),
        words,
        pack,
      ),
    ]),
  );
  return { buckets, files };
}

/**
 * Search shards: for each lexicon bucket, its words (those with a 3-letter run hashed to it) with
 * their postings, and positions where they are rare (INLINE_MAX_DOCS; other phrase words read q/).
 * Every bucket gets a file, and sizes.bin lists their byte sizes for the browser's choice of key.
 */
export function searchShards(
  words: readonly WordData[],
  buckets: number,
  pack: Pack,
  infix = true,
): Map<string, Uint8Array> {
  const members = Array.from({ length: buckets }, () => new Set<number>());
  words.forEach((data, id) => {
    if (codePoints(data.word).length < SHARD_KEY_LENGTH) return;
    for (const key of keysOf(data.word, infix)) members[bucketOf(key, buckets)]?.add(id);
  });
  const files = new Map<string, Uint8Array>();
  const sizes = new ByteWriter().uint(buckets);
  members.forEach((ids, bucket) => {
    const w = new ByteWriter().uint(ids.size);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const data = words[id] as WordData;
      w.string(data.word).uint(id);
      writePostings(w, data);
      if (data.docs.length <= INLINE_MAX_DOCS) writePositions(w, data);
    }
    const bytes = pack.gzip(w.bytes());
    files.set(searchShardPath(bucket), bytes);
    sizes.uint(bytes.length);
  });
  files.set(SEARCH_SIZES_PATH, pack.gzip(sizes.bytes()));
  return files;
}

export function writeTo(write: (w: ByteWriter, data: WordData) => void, data: WordData): Uint8Array {
  const w = new ByteWriter();
  write(w, data);
  return w.bytes();
}
