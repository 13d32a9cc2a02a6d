/**
 * Free-text search in the browser with the search core's own code: parseQuery, the term matchers
 * (whole word / infix incl. infixOf, phrases, wildcards, exclusions) and compareRanked run
 * unchanged over PreparedDocs rebuilt from the index, restricted to the words the query can touch.
 * For those words the rebuilt docs hold exactly what the core computed at build time (word
 * weights, and positions with field weights for phrases), so hits and order equal the API's.
 */
import { remember } from '../../../lib/remember.ts';
import { compareRanked, matchPreparedDocs, type RankedHit } from '../../match.ts';
import { FIELD_BREAK, type PreparedDoc, Vocabulary } from '../../prepare.ts';
import { type ParsedQuery, parseQuery, type QueryTerm } from '../../query.ts';
import {
  bucketOf,
  DOCS_PATH,
  positionsPath,
  postingsPath,
  SEARCH_SIZES_PATH,
  searchShardPath,
  shardPath,
} from '../layout.ts';
import { ByteReader } from '../varint.ts';
import type { IndexFiles } from './indexFiles.ts';
import {
  type Lookup,
  lookupsFor,
  type Positions,
  type Postings,
  readPositions,
  readPostings,
  readSearchShard,
  readShard,
  type WordEntry,
} from './lexicon.ts';

/** Not a word id and not FIELD_BREAK: fills positions of words the query does not contain. */
const FILLER = -2;
const INLINE_MAX_DOCS_DEFAULT = 3;

type LoadedWord = { entry: WordEntry; coreId: number; postings: Postings; positions?: Positions | undefined };

function termsOf(query: ParsedQuery): { clauses: QueryTerm[][]; all: QueryTerm[] } {
  const clauses = query.clauses.map((clause) => clause.alternatives.flat());
  return { clauses, all: [...clauses.flat(), ...query.excluded] };
}

/**
 * Places phrase words at their positions and re-creates the field boundaries the core's phrase
 * matcher sees: a FIELD_BREAK before each occurrence whose field weight differs from the previous
 * one. That slot is never a known word (a real break lies between two fields), so adjacency and the
 * weight of every occurrence are exactly the core's.
 */
function phraseTokens(occurrences: number[]): { tokens: Int32Array; weights: number[] } {
  // occurrences: [position, coreId, weight, …], unsorted
  const order: number[] = [];
  for (let i = 0; i < occurrences.length; i += 3) order.push(i);
  order.sort((a, b) => (occurrences[a] as number) - (occurrences[b] as number));
  const last = order.length > 0 ? (occurrences[order.at(-1) as number] as number) : -1;
  const tokens = new Int32Array(last + 1).fill(FILLER);
  const weights: number[] = [];
  for (const i of order) {
    const pos = occurrences[i] as number;
    const weight = occurrences[i + 2] as number;
    if (weights.length === 0) weights.push(weight);
    else if (weights.at(-1) !== weight) {
      tokens[pos - 1] = FIELD_BREAK;
      weights.push(weight);
    }
    tokens[pos] = occurrences[i + 1] as number;
  }
  return { tokens, weights };
}

/** Memoizes a load; a failed one is forgotten so the next call tries again. */
export class StaticSearch {
  readonly #files: IndexFiles;
  readonly #loads = new Map<string, Promise<unknown>>();
  readonly #inlineMax: number;
  /** The loaded words of this index (termMatcher classifies vocabulary words). */
  readonly #vocabulary = new Vocabulary();

  constructor(files: IndexFiles, inlineMaxDocs = INLINE_MAX_DOCS_DEFAULT) {
    this.#files = files;
    this.#inlineMax = inlineMaxDocs;
  }

  get docCount(): number {
    return this.#files.manifest.docs;
  }

  #read<T>(path: string, parse: (bytes: Uint8Array) => T): Promise<T> {
    return remember(this.#loads as Map<string, Promise<T>>, path, async () =>
      parse(await this.#files.file(path)),
    );
  }

  /** reference_ID of each doc index. */
  ids(): Promise<Int32Array> {
    return this.#read(DOCS_PATH, (bytes) => new ByteReader(bytes).ascending());
  }

  /** Byte size of every search shard: which of a term's keys is cheapest to read. */
  #shardSizes(): Promise<Uint32Array> {
    return this.#read(SEARCH_SIZES_PATH, (bytes) => {
      const r = new ByteReader(bytes);
      return Uint32Array.from({ length: r.uint() }, () => r.uint());
    });
  }

  /** Loads what every search needs first (doc table, shard sizes), e.g. while the visitor types. */
  async open(): Promise<void> {
    await Promise.all([this.ids(), this.#shardSizes()]);
  }

  /** A lexicon shard (t/: words only). */
  #shard(key: string): Promise<WordEntry[]> {
    return this.#read(shardPath(key, this.#files.manifest.buckets), (b) => readShard(b, this.#inlineMax));
  }

  /** The words a lookup finds: from the term's smallest search shard, or the lexicon for short terms. */
  async #lookup(lookup: Lookup): Promise<WordEntry[]> {
    let entries: WordEntry[];
    if (lookup.keys.length === 0) entries = await this.#shard(lookup.shard);
    else {
      const sizes = await this.#shardSizes();
      const buckets = this.#files.manifest.buckets;
      let best = -1;
      for (const key of lookup.keys) {
        const bucket = bucketOf(key, buckets);
        if (best < 0 || (sizes[bucket] ?? 0) < (sizes[best] ?? 0)) best = bucket;
      }
      entries = await this.#read(searchShardPath(best), (b) => readSearchShard(b, this.#inlineMax));
    }
    return entries.filter((entry) => lookup.test(entry.word));
  }

  /** Index words that may satisfy the term (a superset of what the core will accept). */
  async candidates(term: QueryTerm): Promise<WordEntry[]> {
    const found = new Map<number, WordEntry>();
    for (const list of await Promise.all(lookupsFor(term).map((lookup) => this.#lookup(lookup))))
      for (const entry of list) found.set(entry.id, entry);
    return [...found.values()];
  }

  /** Words of the lexicon that start with a folded prefix, most frequent first, as written (suggestions). */
  async completions(prefix: string, limit: number): Promise<string[]> {
    // The lexicon shard of the prefix's first letters: one small file for every prefix typed after them.
    const [lookup] = lookupsFor({ kind: 'wildcard', pattern: `${prefix}*` });
    if (!lookup) return [];
    return (await this.#shard(lookup.shard))
      .filter((entry) => lookup.test(entry.word))
      .sort((a, b) => b.docs - a.docs || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map((e) => e.display);
  }

  async #load(entry: WordEntry, withPositions: boolean): Promise<LoadedWord> {
    const coreId = this.#vocabulary.intern(entry.word);
    const inline = entry.inline;
    if (inline && (!withPositions || inline.positions))
      return { entry, coreId, postings: inline.postings, positions: inline.positions };
    const [postingBytes, positionBytes] = await Promise.all([
      inline ? undefined : this.#files.file(postingsPath(entry.id)),
      withPositions ? this.#files.file(positionsPath(entry.id)) : undefined,
    ]);
    const postings = inline?.postings ?? readPostings(new ByteReader(postingBytes as Uint8Array));
    const positions = positionBytes
      ? readPositions(new ByteReader(positionBytes), postings.docs.length)
      : undefined;
    return { entry, coreId, postings, positions };
  }

  /** Doc indexes matching the query, best first (the core's ranking; ties by reference_ID). */
  async search(query: string): Promise<Int32Array> {
    return Int32Array.from(await this.hits(query), (hit) => hit.id);
  }

  /** The core's hits (id = doc index), best first; the matcher (src/match/) needs `wholeWord`. */
  async hits(query: string): Promise<RankedHit[]> {
    const parsed = parseQuery(query);
    const n = this.docCount;
    if (parsed.clauses.length === 0 && parsed.excluded.length === 0)
      return Array.from({ length: n }, (_, id) => ({
        id,
        score: 0,
        wholeWord: true,
        wholeTerms: 0,
        literalTerms: 0,
      }));
    const { clauses, all } = termsOf(parsed);
    const perTerm = await Promise.all(all.map((term) => this.candidates(term)));
    const phraseWords = new Set<number>();
    all.forEach((term, i) => {
      if (term.kind === 'phrase') for (const e of perTerm[i] ?? []) phraseWords.add(e.id);
    });
    const entries = new Map<number, WordEntry>();
    for (const list of perTerm) for (const e of list) entries.set(e.id, e);
    const loaded = new Map<number, LoadedWord>();
    await Promise.all(
      [...entries.values()].map(async (e) => loaded.set(e.id, await this.#load(e, phraseWords.has(e.id)))),
    );
    const started = performance.now();
    const candidate = this.#candidateDocs(clauses, perTerm, loaded);
    const docs = this.#prepare(candidate, loaded, phraseWords);
    const hits = matchPreparedDocs(parsed, docs, this.#vocabulary).sort(compareRanked);
    // The CPU part of a search (everything above it is loading), for profiling.
    performance.measure('search:match', { start: started });
    return hits;
  }

  /** Docs that can satisfy every clause: each clause needs one of its words. All docs without clauses. */
  #candidateDocs(
    clauses: QueryTerm[][],
    perTerm: WordEntry[][],
    loaded: Map<number, LoadedWord>,
  ): Uint8Array {
    const n = this.docCount;
    const candidate = new Uint8Array(n);
    if (clauses.length === 0) return candidate.fill(1);
    let offset = 0;
    clauses.forEach((terms, c) => {
      const mask = new Uint8Array(n);
      for (let t = 0; t < terms.length; t++) {
        for (const e of perTerm[offset + t] ?? []) {
          for (const d of (loaded.get(e.id) as LoadedWord).postings.docs) mask[d] = 1;
        }
      }
      offset += terms.length;
      for (let d = 0; d < n; d++)
        candidate[d] = c === 0 ? (mask[d] as number) : (candidate[d] as number) & (mask[d] as number);
    });
    return candidate;
  }

  /** PreparedDocs of the candidate docs over the loaded words (id = doc index, which orders like reference_ID). */
  #prepare(candidate: Uint8Array, loaded: Map<number, LoadedWord>, phraseWords: Set<number>): PreparedDoc[] {
    const n = candidate.length;
    // Words in ascending core id: each doc's slice of the flat arrays below comes out sorted, as
    // PreparedDoc.wordSet must be, without sorting per doc.
    const words = [...loaded.values()].sort((a, b) => a.coreId - b.coreId);
    const offsets = new Int32Array(n + 1);
    for (const w of words) {
      for (const d of w.postings.docs)
        if (candidate[d] === 1) offsets[d + 1] = (offsets[d + 1] as number) + 1;
    }
    for (let d = 0; d < n; d++) offsets[d + 1] = (offsets[d + 1] as number) + (offsets[d] as number);
    const ids = new Int32Array(offsets[n] as number);
    const weights = new Float64Array(offsets[n] as number);
    const fill = offsets.slice(0, n);
    const occurrences = new Map<number, number[]>(); // doc → [position, coreId, weight, …]
    for (const w of words) {
      const { docs, weights: wordWeights } = w.postings;
      const phrase = phraseWords.has(w.entry.id);
      for (let k = 0; k < docs.length; k++) {
        const d = docs[k] as number;
        if (candidate[d] !== 1) continue;
        const at = fill[d] as number;
        fill[d] = at + 1;
        ids[at] = w.coreId;
        weights[at] = wordWeights[k] as number;
        const positions = phrase ? w.positions?.[k] : undefined;
        if (!positions) continue;
        const occ = occurrences.get(d) ?? [];
        if (occ.length === 0) occurrences.set(d, occ);
        for (let i = 0; i < positions.length; i += 2)
          occ.push(positions[i] as number, w.coreId, positions[i + 1] as number);
      }
    }
    const none = phraseTokens([]);
    const out: PreparedDoc[] = [];
    for (let d = 0; d < n; d++) {
      if (candidate[d] !== 1) continue;
      const from = offsets[d] as number;
      const to = offsets[d + 1] as number;
      const occ = occurrences.get(d);
      const { tokens, weights: fieldWeights } = occ ? phraseTokens(occ) : none;
      out.push({
        id: d,
        tokens,
        weights: fieldWeights,
        wordSet: ids.subarray(from, to),
        wordWeight: weights.subarray(from, to),
      });
    }
    return out;
  }
}
