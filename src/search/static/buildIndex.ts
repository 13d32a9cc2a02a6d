/**
 * Builds the static search index of one language (file layout: layout.ts). Node only.
 *
 * The docs are the search core's own PreparedDocs (buildSearchDoc + Vocabulary.prepare, the code the
 * simulator's /references/search runs), serialized per word: which docs contain it with the summed
 * field weight (what the core scores), and where (what phrases need). The browser resolves query
 * terms against lexicon shards, loads the postings of exactly the words that can match, rebuilds
 * PreparedDocs restricted to those words and runs the core's matcher on them: same words, same
 * weights, same code, hence the same hits and order as the API.
 */
import { createHash } from 'node:crypto';
import { cardDictionary, writeCardFile } from './cardFile.ts';
import type { IndexSource } from './indexSource.ts';
import {
  CARD_DICTIONARY_PATH,
  cardPath,
  DOCS_PATH,
  FACETS_PATH,
  INDEX_VERSION,
  INLINE_MAX_DOCS,
  type Manifest,
  type OrderRef,
  orderPath,
  positionsPath,
  postingsPath,
} from './layout.ts';
import { type Pack, plainPack } from './pack.ts';
import { ByteWriter } from './varint.ts';
import { lexicon, searchShards, writePositions, writePostings, writeTo } from './wordFiles.ts';
import { collectWords, type WordsOf } from './words.ts';

export type IndexStats = {
  docs: number;
  words: number;
  files: number;
  /** Bytes on disk by part (gzip; the cards deflated against their dictionary, which counts with them). */
  bytes: {
    lexicon: number;
    /** Search shards (s/): the lexicon buckets' words with their postings, and sizes.bin. */
    search: number;
    postings: number;
    positions: number;
    facets: number;
    orders: number;
    docs: number;
    cards: number;
  };
  total: number;
  /** What the index's design costs, for npm run bench:search; a build leaves them out (each is a second index part). */
  comparisons?: {
    /** What the snippet fields add to the cards: bytes, and compressed bytes (each card packed with and without). */
    snippetText: { bytes: number; gzip: number };
    /** Compressed bytes of a lexicon for whole words and prefixes only (one shard per word): the cost of infix support. */
    lexiconWithoutInfix: number;
    /** The same for the search shards (each word's postings once instead of under every 3-letter run). */
    searchWithoutInfix: number;
    totalWithoutInfix: number;
  };
};

export type BuiltIndex = {
  manifest: Manifest;
  /** Paths relative to the build directory (layout.ts) → gzip bytes. */
  files: Map<string, Uint8Array>;
  stats: IndexStats;
  /** Data inconsistencies worth a build warning (the index is still exact for the data given). */
  warnings: string[];
};

function facetsFile(source: IndexSource, docOf: Map<number, number>, pack: Pack) {
  const w = new ByteWriter();
  const manifestFacets: Manifest['facets'] = [];
  for (const facet of source.facets) {
    manifestFacets.push({ name: facet.name, values: facet.options.map((o) => String(o.v)) });
    for (const option of facet.options) {
      const docs = option.ids.flatMap((id) => docOf.get(id) ?? []).sort((a, b) => a - b);
      w.ascending([...new Set(docs)]);
    }
  }
  return { bytes: pack.gzip(w.bytes()), facets: manifestFacets };
}

/**
 * Sort orders as doc index lists. A reference missing from an API order is appended in ID order
 * (Pagefind drops pages without a sort key; here every hit stays in every order). An order that is
 * exactly another one reversed is stored once.
 */
function ordersFiles(source: IndexSource, ids: number[], docOf: Map<number, number>, pack: Pack) {
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
    files.set(orderPath(name), pack.gzip(w.bytes()));
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
export function buildIndex(
  source: IndexSource,
  cards: ReadonlyMap<number, string> = new Map(),
  options: { comparisons?: boolean; pack?: Pack; wordsOf?: WordsOf } = {},
): BuiltIndex {
  const pack = options.pack ?? plainPack;
  const warnings: string[] = [];
  const { ids, docs, words } = collectWords(source, options.wordsOf);
  const docOf = new Map(ids.map((id, doc) => [id, doc]));
  const files = new Map<string, Uint8Array>();

  const lexiconFiles = lexicon(words, true, pack);
  for (const [path, bytes] of lexiconFiles.files) files.set(path, bytes);
  const searchFiles = searchShards(words, lexiconFiles.buckets, pack);
  for (const [path, bytes] of searchFiles) files.set(path, bytes);
  const postings: Uint8Array[] = [];
  const positions: Uint8Array[] = [];
  words.forEach((data, id) => {
    if (data.docs.length <= INLINE_MAX_DOCS) return;
    const p = pack.gzip(writeTo(writePostings, data));
    const q = pack.gzip(writeTo(writePositions, data));
    files.set(postingsPath(id), p);
    files.set(positionsPath(id), q);
    postings.push(p);
    positions.push(q);
  });

  const docsBytes = pack.gzip(new ByteWriter().ascending(ids).bytes());
  files.set(DOCS_PATH, docsBytes);
  const facets = facetsFile(source, docOf, pack);
  files.set(FACETS_PATH, facets.bytes);
  const orders = ordersFiles(source, ids, docOf, pack);
  for (const [path, bytes] of orders.files) files.set(path, bytes);

  const cardTexts = new Map<number, { text: string; html: string }>();
  ids.forEach((id, doc) => {
    const html = cards.get(id);
    if (html === undefined) {
      if (cards.size > 0) warnings.push(`reference ${id}: no rendered card`);
      return;
    }
    cardTexts.set(id, { text: writeCardFile(html, docs[doc]?.fields ?? []), html });
  });
  const dictionary = cardDictionary(new Map([...cardTexts].map(([id, card]) => [id, card.text])));
  const cardFiles: Uint8Array[] = [];
  const snippetText = { bytes: 0, gzip: 0 };
  if (cardTexts.size > 0) {
    const dictionaryFile = pack.gzip(dictionary);
    files.set(CARD_DICTIONARY_PATH, dictionaryFile);
    cardFiles.push(dictionaryFile);
  }
  for (const [id, { text, html }] of cardTexts) {
    const bytes = pack.card(text, dictionary);
    files.set(cardPath(id), bytes);
    cardFiles.push(bytes);
    if (!options.comparisons) continue;
    snippetText.bytes += new TextEncoder().encode(text).length - new TextEncoder().encode(html).length;
    snippetText.gzip += bytes.length - plainPack.card(html, dictionary).length;
  }

  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) hash.update(path).update(files.get(path) as Uint8Array);
  const lexiconBytes = sum(lexiconFiles.files.values());
  const bytes = {
    lexicon: lexiconBytes,
    search: sum(searchFiles.values()),
    postings: sum(postings),
    positions: sum(positions),
    facets: facets.bytes.length,
    orders: sum(orders.files.values()),
    docs: docsBytes.length,
    cards: sum(cardFiles),
  };
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  const comparisons = () => {
    const withoutInfix = lexicon(words, false, plainPack);
    const lexiconWithoutInfix = sum(withoutInfix.files.values());
    const searchWithoutInfix = sum(searchShards(words, withoutInfix.buckets, plainPack, false).values());
    const totalWithoutInfix = total - lexiconBytes - bytes.search + lexiconWithoutInfix + searchWithoutInfix;
    return { snippetText, lexiconWithoutInfix, searchWithoutInfix, totalWithoutInfix };
  };
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
      total,
      ...(options.comparisons ? { comparisons: comparisons() } : {}),
    },
    warnings,
  };
}
