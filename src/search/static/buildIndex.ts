/**
 * Builds the static search index of one language (file layout: layout.ts). Node only.
 *
 * The docs are the search core's own PreparedDocs (buildSearchDoc + prepareDoc, the code the
 * simulator's /references/search runs), serialized per word: which docs contain it with the summed
 * field weight (what the core scores), and where (what phrases need). The browser resolves query
 * terms against lexicon shards, loads the postings of exactly the words that can match, rebuilds
 * PreparedDocs restricted to those words and runs the core's matcher on them: same words, same
 * weights, same code, hence the same hits and order as the API.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { FIELD_BREAK, prepareDoc, vocabulary } from '../prepare.ts';
import { buildSearchDoc } from '../searchDoc.ts';
import { indexTokens } from '../tokenize.ts';
import { BRANCH_FACET, type IndexSource } from './indexSource.ts';
import {
  ALL_SHARD,
  bucketCount,
  cardPath,
  codePoints,
  DOCS_PATH,
  FACETS_PATH,
  INDEX_VERSION,
  INLINE_MAX_DOCS,
  type Manifest,
  type OrderRef,
  orderPath,
  positionsPath,
  postingsPath,
  SHARD_KEY_LENGTH,
  SHORT_SHARD,
  shardKeysOf,
  shardPath,
} from './layout.ts';
import { ByteWriter } from './varint.ts';

/** Everything one word contributes: docs ascending, summed weight per doc, positions per doc. */
type WordData = {
  word: string;
  /** How the word is most often written (for suggestions), '' when that is the folded form itself. */
  display: string;
  docs: number[];
  weights: number[];
  /** Per doc: [position, field weight, position, field weight, …] of every occurrence. */
  positions: number[][];
};

export type IndexStats = {
  docs: number;
  words: number;
  files: number;
  /** Bytes on disk by part (gzip, except the cards: plain text the host compresses). */
  bytes: {
    lexicon: number;
    postings: number;
    positions: number;
    facets: number;
    orders: number;
    docs: number;
    cards: number;
  };
  /** Compressed bytes of a lexicon for whole words and prefixes only (one shard per word): the cost of infix support. */
  lexiconWithoutInfix: number;
  total: number;
  totalWithoutInfix: number;
};

export type BuiltIndex = {
  manifest: Manifest;
  /** Paths relative to the build directory (layout.ts) → gzip bytes. */
  files: Map<string, Uint8Array>;
  stats: IndexStats;
  /** Data inconsistencies worth a build warning (the index is still exact for the data given). */
  warnings: string[];
};

const gzip = (bytes: Uint8Array): Uint8Array => new Uint8Array(gzipSync(bytes, { level: 9 }));

function checkedWeight(weight: number, where: string): number {
  // The core sums field weights; they are small integers (searchDoc.ts), which varints store exactly.
  if (!Number.isInteger(weight) || weight < 0)
    throw new Error(`search index: weight ${weight} of ${where} is not a whole number`);
  return weight;
}

/** Tokenizes every doc with the core and groups the result by word. */
function collectWords(source: IndexSource): { ids: number[]; words: WordData[] } {
  const refs = [...source.refs].sort((a, b) => a.id - b.id);
  const byCoreId = new Map<number, WordData>();
  const surfaces = new Map<string, Map<string, number>>();
  refs.forEach((ref, docIndex) => {
    const searchDoc = buildSearchDoc({ ...ref.doc, reference_ID: ref.id });
    countSurfaces(searchDoc.fields, surfaces);
    const prepared = prepareDoc(searchDoc);
    for (let k = 0; k < prepared.wordSet.length; k++) {
      const coreId = prepared.wordSet[k] as number;
      let data = byCoreId.get(coreId);
      if (!data) {
        data = { word: vocabulary[coreId] ?? '', display: '', docs: [], weights: [], positions: [] };
        byCoreId.set(coreId, data);
      }
      data.docs.push(docIndex);
      data.weights.push(checkedWeight(prepared.wordWeight[k] ?? 0, `"${data.word}" in ${ref.id}`));
      data.positions.push([]);
    }
    let field = 0;
    for (let pos = 0; pos < prepared.tokens.length; pos++) {
      const coreId = prepared.tokens[pos] as number;
      if (coreId === FIELD_BREAK) {
        field++;
        continue;
      }
      const data = byCoreId.get(coreId) as WordData;
      const weight = checkedWeight(prepared.weights[field] ?? 0, `field ${field} of ${ref.id}`);
      (data.positions.at(-1) as number[]).push(pos, weight);
    }
  });
  for (const data of byCoreId.values()) {
    // The browser makes index words known to the core by tokenizing them again (client/engine.ts).
    if (indexTokens(data.word).join(' ') !== data.word)
      throw new Error(`search index: word "${data.word}" does not fold to itself`);
    data.display = displayOf(data.word, surfaces.get(data.word));
  }
  // Static word ids: the language's words in code unit order (stable across rebuilds of the same data).
  const words = [...byCoreId.values()].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { ids: refs.map((ref) => ref.id), words };
}

// A written word: letters, digits and what folding removes from inside a word (marks, soft hyphens).
const SURFACE = /[\p{L}\p{N}\p{M}\p{Cf}]+/gu;

/** Counts how each folded word is written in the texts (Straße, strasse → "strasse"). */
function countSurfaces(
  fields: readonly { text: string }[],
  surfaces: Map<string, Map<string, number>>,
): void {
  for (const field of fields) {
    for (const run of field.text.match(SURFACE) ?? []) {
      const folded = indexTokens(run);
      if (folded.length !== 1) continue;
      const key = folded[0] as string;
      const forms = surfaces.get(key) ?? new Map<string, number>();
      surfaces.set(key, forms);
      const form = run.normalize('NFC').replace(/\p{Cf}/gu, '');
      forms.set(form, (forms.get(form) ?? 0) + 1);
    }
  }
}

function displayOf(word: string, forms: Map<string, number> | undefined): string {
  let best = word;
  let most = 0;
  for (const [form, n] of forms ?? []) if (n > most || (n === most && form < best)) [best, most] = [form, n];
  return best === word ? '' : best;
}

function writePostings(w: ByteWriter, data: WordData): void {
  w.uint(data.docs.length);
  let previous = 0;
  data.docs.forEach((doc, i) => {
    w.uint(doc - previous).uint(data.weights[i] ?? 0);
    previous = doc;
  });
}

function writePositions(w: ByteWriter, data: WordData): void {
  for (const list of data.positions) {
    w.uint(list.length / 2);
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      const pos = list[i] as number;
      w.uint(pos - previous).uint(list[i + 1] as number);
      previous = pos;
    }
  }
}

/** A lexicon entry: the word, its id, its doc count and, for rare words, postings and positions inline. */
function writeEntry(w: ByteWriter, data: WordData, id: number): void {
  w.string(data.word).string(data.display).uint(id).uint(data.docs.length);
  if (data.docs.length <= INLINE_MAX_DOCS) {
    writePostings(w, data);
    writePositions(w, data);
  }
}

function shardBytes(entries: readonly number[], words: readonly WordData[]): Uint8Array {
  const w = new ByteWriter().uint(entries.length);
  for (const id of entries) writeEntry(w, words[id] as WordData, id);
  return gzip(w.bytes());
}

/**
 * Shards keyed by every 3-letter run of a word (infix), or by its first 3 letters only (whole words
 * and prefixes, for the size comparison), hashed into buckets. Every bucket gets a file.
 */
function lexicon(
  words: readonly WordData[],
  infix: boolean,
): { buckets: number; files: Map<string, Uint8Array> } {
  const keysOf = (word: string): string[] =>
    infix ? shardKeysOf(word) : [codePoints(word).slice(0, SHARD_KEY_LENGTH).join('')];
  const keys = new Set<string>();
  for (const data of words)
    if (codePoints(data.word).length >= SHARD_KEY_LENGTH) for (const k of keysOf(data.word)) keys.add(k);
  const buckets = bucketCount(keys.size);
  const shards = new Map<string, Set<number>>([
    [shardPath(SHORT_SHARD, buckets), new Set()],
    [shardPath(ALL_SHARD, buckets), new Set()],
  ]);
  for (let b = 0; b < buckets; b++) shards.set(`t/${b}.bin`, new Set());
  words.forEach((data, id) => {
    if (codePoints(data.word).length < SHARD_KEY_LENGTH) shards.get(shardPath(SHORT_SHARD, buckets))?.add(id);
    else for (const key of keysOf(data.word)) shards.get(shardPath(key, buckets))?.add(id);
    shards.get(shardPath(ALL_SHARD, buckets))?.add(id);
  });
  const files = new Map(
    [...shards].map(([path, ids]) => [
      path,
      shardBytes(
        [...ids].sort((a, b) => a - b),
        words,
      ),
    ]),
  );
  return { buckets, files };
}

/** Branch membership: a reference belongs to a branch when one of its branches lies in that subtree. */
function branchFacet(source: IndexSource, warnings: string[]) {
  const lftOf = new Map(source.branches.map((b) => [b.branch_ID, b.lft]));
  const tree = [...source.branches].sort((a, b) => a.lft - b.lft);
  const options = tree.map((branch) => {
    const ids = source.refs
      .filter((ref) =>
        ref.branchIds.some((id) => {
          const lft = lftOf.get(id);
          return lft !== undefined && lft >= branch.lft && lft <= branch.rgt;
        }),
      )
      .map((ref) => ref.id);
    if (ids.length !== branch.referencecount) {
      warnings.push(
        `branch ${branch.branch_ID}: ${ids.length} references carry it or a sub-branch, /branches/branches says ${branch.referencecount}`,
      );
    }
    return { v: branch.branch_ID, ids };
  });
  return { name: BRANCH_FACET, options };
}

function facetsFile(source: IndexSource, docOf: Map<number, number>, warnings: string[]) {
  const facets = [...source.facets, branchFacet(source, warnings)];
  const w = new ByteWriter();
  const manifestFacets: Manifest['facets'] = [];
  for (const facet of facets) {
    manifestFacets.push({ name: facet.name, values: facet.options.map((o) => String(o.v)) });
    for (const option of facet.options) {
      const docs = option.ids.flatMap((id) => docOf.get(id) ?? []).sort((a, b) => a - b);
      w.ascending([...new Set(docs)]);
    }
  }
  return { bytes: gzip(w.bytes()), facets: manifestFacets };
}

/**
 * Sort orders as doc index lists. A reference missing from an API order is appended in ID order
 * (Pagefind drops pages without a sort key; here every hit stays in every order). An order that is
 * exactly another one reversed is stored once.
 */
function ordersFiles(source: IndexSource, ids: number[], docOf: Map<number, number>) {
  const files = new Map<string, Uint8Array>();
  const refs: Record<string, OrderRef> = {};
  const lists = new Map<string, number[]>();
  for (const [name, order] of Object.entries(source.orders)) {
    const seen = new Set<number>();
    const docs: number[] = [];
    for (const id of order) {
      const doc = docOf.get(id);
      if (doc !== undefined && !seen.has(doc)) {
        seen.add(doc);
        docs.push(doc);
      }
    }
    for (let doc = 0; doc < ids.length; doc++) if (!seen.has(doc)) docs.push(doc);
    const key = docs.join(',');
    const reversed = [...lists].find(
      ([, other]) => other.length === docs.length && [...other].reverse().join(',') === key,
    );
    if (reversed) {
      refs[name] = { reverseOf: reversed[0] };
      continue;
    }
    lists.set(name, docs);
    const w = new ByteWriter().uint(docs.length);
    for (const doc of docs) w.uint(doc);
    files.set(orderPath(name), gzip(w.bytes()));
    refs[name] = { file: orderPath(name) };
  }
  return { files, refs };
}

const sum = (files: Iterable<Uint8Array>): number => {
  let n = 0;
  for (const f of files) n += f.length;
  return n;
};

/** The complete index of one language. `cards` maps reference_ID → rendered card HTML. */
export function buildIndex(source: IndexSource, cards: ReadonlyMap<number, string> = new Map()): BuiltIndex {
  const warnings: string[] = [];
  const { ids, words } = collectWords(source);
  const docOf = new Map(ids.map((id, doc) => [id, doc]));
  const files = new Map<string, Uint8Array>();

  const lexiconFiles = lexicon(words, true);
  for (const [path, bytes] of lexiconFiles.files) files.set(path, bytes);
  const postings: Uint8Array[] = [];
  const positions: Uint8Array[] = [];
  words.forEach((data, id) => {
    if (data.docs.length <= INLINE_MAX_DOCS) return;
    const p = gzip(writeTo(writePostings, data));
    const q = gzip(writeTo(writePositions, data));
    files.set(postingsPath(id), p);
    files.set(positionsPath(id), q);
    postings.push(p);
    positions.push(q);
  });

  const docsBytes = gzip(new ByteWriter().ascending(ids).bytes());
  files.set(DOCS_PATH, docsBytes);
  const facets = facetsFile(source, docOf, warnings);
  files.set(FACETS_PATH, facets.bytes);
  const orders = ordersFiles(source, ids, docOf);
  for (const [path, bytes] of orders.files) files.set(path, bytes);

  const cardFiles: Uint8Array[] = [];
  for (const id of ids) {
    const html = cards.get(id);
    if (html === undefined) {
      if (cards.size > 0) warnings.push(`reference ${id}: no rendered card`);
      continue;
    }
    const bytes = new TextEncoder().encode(html);
    files.set(cardPath(id), bytes);
    cardFiles.push(bytes);
  }

  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) hash.update(path).update(files.get(path) as Uint8Array);
  const lexiconBytes = sum(lexiconFiles.files.values());
  const lexiconWithoutInfix = sum(lexicon(words, false).files.values());
  const bytes = {
    lexicon: lexiconBytes,
    postings: sum(postings),
    positions: sum(positions),
    facets: facets.bytes.length,
    orders: sum(orders.files.values()),
    docs: docsBytes.length,
    cards: sum(cardFiles),
  };
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return {
    manifest: {
      version: INDEX_VERSION,
      buckets: lexiconFiles.buckets,
      lang: source.lang,
      build: hash.digest('hex').slice(0, 12),
      docs: ids.length,
      words: words.length,
      facets: facets.facets,
      orders: orders.refs,
    },
    files,
    stats: {
      docs: ids.length,
      words: words.length,
      files: files.size,
      bytes,
      lexiconWithoutInfix,
      total,
      totalWithoutInfix: total - lexiconBytes + lexiconWithoutInfix,
    },
    warnings,
  };
}

function writeTo(write: (w: ByteWriter, data: WordData) => void, data: WordData): Uint8Array {
  const w = new ByteWriter();
  write(w, data);
  return w.bytes();
}
