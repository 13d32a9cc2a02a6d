/**
 * Where the static search index lives and how its files are named: shared by the build
 * (buildIndex.ts) and the browser (client/), so both sides agree by construction.
 *
 *   /_search/<lang>/manifest.json           small, revalidated on every page load (names the build)
 *   /_search/<lang>/<build>/docs.bin        doc index → reference_ID
 *   /_search/<lang>/<build>/t/<n>.bin       lexicon shards: every word containing a 3-letter key
 *                                           hashed to bucket n (every bucket exists: no 404s)
 *   /_search/<lang>/<build>/t/_short.bin    words shorter than 3 letters (exact lookups)
 *   /_search/<lang>/<build>/t/_all.bin      every word (infixes and wildcards without 3 letters)
 *   /_search/<lang>/<build>/s/<n>.bin       search shards: the words of lexicon bucket n with their
 *                                           postings, so a term needs one request (see below)
 *   /_search/<lang>/<build>/s/sizes.bin     byte size of every search shard
 *   /_search/<lang>/<build>/p/<id>.bin      postings of one word: docs and summed field weights
 *   /_search/<lang>/<build>/q/<id>.bin      positions of one word (phrases only)
 *   /_search/<lang>/<build>/facets.bin      members of every facet option (from the API)
 *   /_search/<lang>/<build>/o/<order>.bin   doc order of a sort (from the API)
 *   /_search/<lang>/<build>/c/<id>.bin      the rendered result card of a reference (HTML and
 *                                           snippet fields, deflated against cards.bin: cardFile.ts)
 *   /_search/<lang>/<build>/cards.bin       the cards' deflate dictionary
 * Every other .bin is gzip (inflated in script, see client/indexFiles.ts): small on any static
 * host, compressed or not.
 * The build directory name is a content hash, so those files can be cached for good.
 *
 * A search reads the search shards: any 3-letter run of a term is a complete key for it (every
 * word containing the term contains each of its runs), so the browser picks the term's smallest
 * shard (sizes.bin) and gets candidate words and their postings in one request. The lexicon
 * shards (t/, words only, keyed the same way) serve suggestions, which ask for prefixes letter by
 * letter and need no postings; terms under 3 letters read t/_all.bin or t/_short.bin and the
 * postings files p/ of the words found there.
 */

export const INDEX_ROOT = '/_search';
export const INDEX_VERSION = 2;

/**
 * Lexicon shards are keyed by 3 letters: any word containing a query infix contains its first 3
 * letters, so one shard holds every candidate. (2 letters would make shards ~10x larger; 4 would
 * leave 3-letter terms without a shard.)
 */
export const SHARD_KEY_LENGTH = 3;

/**
 * Words in at most this many docs carry their postings and positions inside every lexicon shard
 * that lists them instead of in p/ and q/ files: rare words (most of a real vocabulary) then cost
 * no extra request, and their few bytes are duplicated only a handful of times.
 */
export const INLINE_MAX_DOCS = 3;

export const SHORT_SHARD = '_short';
export const ALL_SHARD = '_all';

export type OrderRef = { file: string } | { reverseOf: string };

export type Manifest = {
  version: typeof INDEX_VERSION;
  /** Number of lexicon buckets (a power of two). */
  buckets: number;
  lang: string;
  /** Content hash naming the directory of this build's files. */
  build: string;
  /** Number of docs (references); doc indexes are 0..docs-1 in reference_ID order. */
  docs: number;
  words: number;
  /** Facets in sidebar order; option values as URL strings, in facets.bin order. */
  facets: { name: string; values: string[] }[];
  /** Sort orders by /references/search orderby value. */
  orders: Record<string, OrderRef>;
};

/** The code points of a folded word (words may hold letters outside the BMP). */
export const codePoints = (word: string): string[] => Array.from(word);

/** The shard holding every word that contains `part` (a folded infix, word or wildcard part). */
export function shardFor(part: string): string {
  const chars = codePoints(part);
  if (chars.length < SHARD_KEY_LENGTH) return ALL_SHARD;
  return chars.slice(0, SHARD_KEY_LENGTH).join('');
}

/** Distinct shard keys of a word: every run of 3 letters in it. */
export function shardKeysOf(word: string): string[] {
  const chars = codePoints(word);
  const keys = new Set<string>();
  for (let i = 0; i + SHARD_KEY_LENGTH <= chars.length; i++) {
    keys.add(chars.slice(i, i + SHARD_KEY_LENGTH).join(''));
  }
  return [...keys];
}

/** FNV-1a over the key's UTF-8 bytes: the same bucket in Node and in every browser. */
export function bucketOf(key: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(key)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & (buckets - 1);
}

/**
 * Buckets for a number of keys: about two keys per bucket. Hashing keys into a fixed set of files
 * means every file the browser can ask for exists (a key nobody uses lands in a bucket that is
 * there anyway, and the words in it simply fail the term's test), without shipping the key list.
 */
export function bucketCount(keys: number): number {
  let n = 64;
  while (n * 2 < keys) n *= 2;
  return n;
}

/** File of a shard: the bucket of a 3-letter key, or one of the two special shards. */
export function shardPath(key: string, buckets: number): string {
  return key === ALL_SHARD || key === SHORT_SHARD ? `t/${key}.bin` : `t/${bucketOf(key, buckets)}.bin`;
}

/** Search shard (s/) of a bucket: the words of the same lexicon bucket, with postings. */
export const searchShardPath = (bucket: number): string => `s/${bucket}.bin`;
export const SEARCH_SIZES_PATH = 's/sizes.bin';
export const postingsPath = (wordId: number): string => `p/${wordId}.bin`;
export const positionsPath = (wordId: number): string => `q/${wordId}.bin`;
export const cardPath = (referenceId: number): string => `c/${referenceId}.bin`;
export const CARD_DICTIONARY_PATH = 'cards.bin';
export const orderPath = (order: string): string => `o/${order.replace(/\s+/g, '-')}.bin`;
export const DOCS_PATH = 'docs.bin';
export const FACETS_PATH = 'facets.bin';

export const manifestUrl = (lang: string): string => `${INDEX_ROOT}/${lang}/manifest.json`;
export const buildBase = (manifest: Pick<Manifest, 'lang' | 'build'>): string =>
  `${INDEX_ROOT}/${manifest.lang}/${manifest.build}/`;
