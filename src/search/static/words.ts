/**
 * The words of an index: every reference tokenized by the search core itself (buildSearchDoc +
 * Vocabulary.prepare, what /references/search runs) and regrouped per word, with how each word is most
 * often written (for suggestions). Node only, used by buildIndex.ts.
 *
 * A reference's words depend on that reference alone (docWords), so a memo kept between builds
 * (docMemo.ts) hands an unchanged reference's words back without reading or tokenizing it again:
 * a rebuild tokenizes what changed and only regroups the rest.
 */
import { FIELD_BREAK, Vocabulary } from '../prepare.ts';
import { buildSearchDoc } from '../searchDoc.ts';
import { indexTokens } from '../tokenize.ts';
import type { SearchDoc, SearchField } from '../types.ts';
import type { IndexSource, SourceReference } from './indexSource.ts';
import { ByteReader, ByteWriter } from './varint.ts';

/** Everything one word contributes: docs ascending, summed weight per doc, positions per doc. */
export type WordData = {
  word: string;
  /** How the word is most often written (for suggestions), '' when that is the folded form itself. */
  display: string;
  docs: number[];
  weights: number[];
  /**
   * Per doc, as the positions file stores it (wordFiles.ts): the count of occurrences, then each
   * one's position (as the gap from the last) and field weight. Bytes, not an array per word and
   * doc: at 10,000 references those were millions of small arrays for the garbage collector.
   */
  positions: Uint8Array;
};

/**
 * One reference's words, as plain data (a memo keeps it between builds). Few objects per doc, not
 * one per word: its words and written forms are each one string, its numbers one byte array.
 */
export type DocWords = {
  /** The searchable fields (the result card carries them for snippets). */
  fields: SearchField[];
  /** Its distinct folded words, separated by spaces (a word is letters and digits only). */
  words: string;
  /**
   * Per word in `words`: its summed field weight, the byte length of its positions, then the
   * positions as the positions file stores them for this doc (WordData.positions).
   */
  data: Uint8Array;
  /** How its words are written: `folded form count` triples, separated by spaces. */
  surfaces: string;
};

function checkedWeight(weight: number, where: string): number {
  // The core sums field weights; they are small integers (searchDoc.ts), which varints store exactly.
  if (!Number.isInteger(weight) || weight < 0)
    throw new Error(`search index: weight ${weight} of ${where} is not a whole number`);
  return weight;
}

/** Tokenizes one reference with the core. */
export function docWords(ref: SourceReference): DocWords {
  const searchDoc = buildSearchDoc({ ...ref.doc, reference_ID: ref.id });
  const vocabulary = new Vocabulary(); // this doc's words only
  const prepared = vocabulary.prepare(searchDoc);
  // The doc's occurrences per word id, [position, field weight, …].
  const occurrences: number[][] = [];
  let field = 0;
  for (let pos = 0; pos < prepared.tokens.length; pos++) {
    const id = prepared.tokens[pos] as number;
    if (id === FIELD_BREAK) {
      field++;
      continue;
    }
    const weight = checkedWeight(prepared.weights[field] ?? 0, `field ${field} of ${ref.id}`);
    const list = occurrences[id];
    if (list) list.push(pos, weight);
    else occurrences[id] = [pos, weight];
  }
  const words: string[] = [];
  const data = new ByteWriter(256);
  const positions = new ByteWriter(64);
  for (let k = 0; k < prepared.wordSet.length; k++) {
    const id = prepared.wordSet[k] as number;
    const word = vocabulary.words[id] ?? '';
    words.push(word);
    const list = occurrences[id] ?? [];
    const start = positions.length;
    positions.uint(list.length / 2);
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      const pos = list[i] as number;
      positions.uint(pos - previous).uint(list[i + 1] as number);
      previous = pos;
    }
    const weight = checkedWeight(prepared.wordWeight[k] ?? 0, `"${word}" in ${ref.id}`);
    data.uint(weight).uint(positions.length - start);
  }
  return {
    fields: searchDoc.fields.map(({ name, text, weight }) => ({ name, text, weight })),
    words: words.join(' '),
    // The weights and lengths first, then every word's positions in the same order.
    data: data.raw(positions.bytes()).bytes(),
    surfaces: surfacesOf(searchDoc.fields),
  };
}

/** Where a rebuild finds a reference's words: a memo of the last build's (docMemo.ts), or none. */
export type WordsOf = (ref: SourceReference) => DocWords;

/** A word while the docs are read: its positions are appended doc by doc. */
type Collecting = Omit<WordData, 'positions'> & { positions: ByteWriter };

/**
 * Every doc's words grouped by word; `docs` in doc index order. `wordsOf` gives each reference's
 * words (docWords, or a memo's copy of what docWords gave).
 */
export function collectWords(
  source: IndexSource,
  wordsOf: WordsOf = docWords,
): { ids: number[]; docs: SearchDoc[]; words: WordData[] } {
  const refs = [...source.refs].sort((a, b) => a.id - b.id);
  const byWord = new Map<string, Collecting>();
  const surfaces = new Map<string, Map<string, number>>();
  const docs: SearchDoc[] = [];
  refs.forEach((ref, docIndex) => {
    const doc = wordsOf(ref);
    docs.push({ id: ref.id, fields: doc.fields });
    countSurfaces(doc.surfaces, surfaces);
    if (doc.words === '') return;
    const words = doc.words.split(' ');
    const reader = new ByteReader(doc.data);
    // The weights and lengths come first, the positions after them (docWords).
    const found: { data: Collecting; length: number }[] = [];
    for (const word of words) {
      let data = byWord.get(word);
      if (!data) {
        data = { word, display: '', docs: [], weights: [], positions: new ByteWriter(16) };
        byWord.set(word, data);
      }
      data.docs.push(docIndex);
      data.weights.push(reader.uint());
      found.push({ data, length: reader.uint() });
    }
    for (const { data, length } of found) data.positions.raw(reader.bytes(length));
  });
  const collected: WordData[] = [...byWord.values()].map((data) => ({
    ...data,
    display: displayOf(data.word, surfaces.get(data.word)),
    positions: data.positions.bytes(),
  }));
  // Static word ids: the language's words in code unit order (stable across rebuilds of the same data).
  const words = collected.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return { ids: refs.map((ref) => ref.id), docs, words };
}

// A written word: letters, digits and what folding removes from inside a word (marks, soft hyphens).
const SURFACE = /[\p{L}\p{N}\p{M}\p{Cf}]+/gu;

/** How each folded word of one doc is written (Straße, strasse → "strasse"), as DocWords.surfaces. */
function surfacesOf(fields: readonly { text: string }[]): string {
  const forms = new Map<string, number>();
  for (const field of fields) {
    for (const run of field.text.match(SURFACE) ?? []) {
      const folded = indexTokens(run);
      if (folded.length !== 1) continue;
      const form = run.normalize('NFC').replace(/\p{Cf}/gu, '');
      const key = `${folded[0]} ${form}`;
      forms.set(key, (forms.get(key) ?? 0) + 1);
    }
  }
  return [...forms].map(([key, n]) => `${key} ${n}`).join(' ');
}

/** Adds one doc's written forms to the language's counts. */
function countSurfaces(triples: string, surfaces: Map<string, Map<string, number>>): void {
  if (triples === '') return;
  const parts = triples.split(' ');
  for (let i = 0; i + 2 < parts.length; i += 3) {
    const key = parts[i] as string;
    const form = parts[i + 1] as string;
    const forms = surfaces.get(key) ?? new Map<string, number>();
    surfaces.set(key, forms);
    forms.set(form, (forms.get(form) ?? 0) + Number(parts[i + 2]));
  }
}

function displayOf(word: string, forms: Map<string, number> | undefined): string {
  let best = word;
  let most = 0;
  for (const [form, n] of forms ?? []) if (n > most || (n === most && form < best)) [best, most] = [form, n];
  return best === word ? '' : best;
}
