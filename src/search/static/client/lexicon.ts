/**
 * Query terms → the index words that can satisfy them, via the shards (layout.ts). A shard holds
 * every word containing its 3-letter key, so it is a complete candidate list for any term whose
 * infix, word or wildcard part contains that key; the term's own test then picks the candidates.
 * The final whole/infix decision stays with the core's matcher (termMatcher.ts).
 */
import type { QueryTerm } from '../../query.ts';
import {
  ALL_SHARD,
  codePoints,
  SHARD_KEY_LENGTH,
  SHORT_SHARD,
  shardFor,
  shardKeysOf,
  shardPath,
} from '../layout.ts';
import { ByteReader } from '../varint.ts';

export type Postings = { docs: Int32Array; weights: Int32Array };
/** Per doc of the postings (same order): [position, field weight, position, field weight, …]. */
export type Positions = Int32Array[];

export type WordEntry = {
  word: string;
  /** The word as most often written (Straße for strasse). */
  display: string;
  id: number;
  docs: number;
  /**
   * Postings carried by the shard itself: always in search shards (s/), for rare words in lexicon
   * shards too; positions only for rare words (layout.ts INLINE_MAX_DOCS).
   */
  inline?: { postings: Postings; positions?: Positions | undefined };
};

export function readPostings(r: ByteReader): Postings {
  const n = r.uint();
  const docs = new Int32Array(n);
  const weights = new Int32Array(n);
  let doc = 0;
  for (let i = 0; i < n; i++) {
    doc += r.uint();
    docs[i] = doc;
    weights[i] = r.uint();
  }
  return { docs, weights };
}

export function readPositions(r: ByteReader, docs: number): Positions {
  const out: Positions = [];
  for (let d = 0; d < docs; d++) {
    const n = r.uint();
    const list = new Int32Array(n * 2);
    let pos = 0;
    for (let i = 0; i < n; i++) {
      pos += r.uint();
      list[2 * i] = pos;
      list[2 * i + 1] = r.uint();
    }
    out.push(list);
  }
  return out;
}

export function readShard(bytes: Uint8Array, inlineMaxDocs: number): WordEntry[] {
  const r = new ByteReader(bytes);
  const n = r.uint();
  const entries: WordEntry[] = [];
  for (let i = 0; i < n; i++) {
    const word = r.string();
    const display = r.string() || word;
    const id = r.uint();
    const docs = r.uint();
    if (docs <= inlineMaxDocs) {
      const postings = readPostings(r);
      entries.push({
        word,
        display,
        id,
        docs,
        inline: { postings, positions: readPositions(r, postings.docs.length) },
      });
    } else entries.push({ word, display, id, docs });
  }
  return entries;
}

/** A search shard (s/): every entry with its postings, positions for rare words. */
export function readSearchShard(bytes: Uint8Array, inlineMaxDocs: number): WordEntry[] {
  const r = new ByteReader(bytes);
  const n = r.uint();
  const entries: WordEntry[] = [];
  for (let i = 0; i < n; i++) {
    const word = r.string();
    const id = r.uint();
    const postings = readPostings(r);
    const docs = postings.docs.length;
    const positions = docs <= inlineMaxDocs ? readPositions(r, docs) : undefined;
    entries.push({ word, display: word, id, docs, inline: { postings, positions } });
  }
  return entries;
}

/**
 * Where to find the words a term can match, and the test a word must pass. `keys`: the 3-letter
 * runs any of whose search shards is complete for the term (the browser reads the smallest);
 * empty for terms without 3 letters, which read the lexicon shard `shard` (t/_all or t/_short)
 * and then the postings files of the words found there. `shard` also serves suggestions.
 */
export type Lookup = { shard: string; keys: string[]; test: (word: string) => boolean };

const keysOf = (part: string): string[] =>
  codePoints(part).length < SHARD_KEY_LENGTH ? [] : shardKeysOf(part);

const exact = (word: string): Lookup => ({
  // Words under 3 letters have their own small lexicon shard.
  shard: codePoints(word).length < SHARD_KEY_LENGTH ? SHORT_SHARD : shardFor(word),
  keys: keysOf(word),
  test: (w) => w === word,
});

/** The lookups that find every index word a term can match (a superset; the core decides). */
export function lookupsFor(term: QueryTerm): Lookup[] {
  switch (term.kind) {
    case 'plain':
      // Whole matches contain the infix too (infixOf only ever shortens the word).
      return [{ shard: shardFor(term.infix), keys: keysOf(term.infix), test: (w) => w.includes(term.infix) }];
    case 'word':
      return [exact(term.word)];
    case 'phrase':
      return term.words.map(exact);
    case 'wildcard': {
      // Any word matching the pattern contains each literal part; the longest narrows most.
      const parts = term.pattern.split('*').filter(Boolean);
      const longest = parts.reduce((a, b) => (codePoints(b).length > codePoints(a).length ? b : a), '');
      const regex = new RegExp(`^${term.pattern.replaceAll('*', '.*')}$`, 'u');
      return [
        {
          shard: longest ? shardFor(longest) : ALL_SHARD,
          keys: [...new Set(parts.flatMap(keysOf))],
          test: (w) => regex.test(w),
        },
      ];
    }
  }
}

export { shardPath };
