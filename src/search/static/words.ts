/**
 * The words of an index: every reference tokenized by the search core itself (buildSearchDoc +
 * Vocabulary.prepare, what /references/search runs) and regrouped per word, with how each word is most
 * often written (for suggestions). Node only, used by buildIndex.ts.
 */
import { FIELD_BREAK, Vocabulary } from '../prepare.ts';
import { buildSearchDoc } from '../searchDoc.ts';
import { indexTokens } from '../tokenize.ts';
import type { SearchDoc } from '../types.ts';
import type { IndexSource } from './indexSource.ts';
import { ByteWriter } from './varint.ts';

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

/** A word while the docs are read: its positions are appended doc by doc. */
type Collecting = Omit<WordData, 'positions'> & { positions: ByteWriter };

function checkedWeight(weight: number, where: string): number {
  // The core sums field weights; they are small integers (searchDoc.ts), which varints store exactly.
  if (!Number.isInteger(weight) || weight < 0)
    throw new Error(`search index: weight ${weight} of ${where} is not a whole number`);
  return weight;
}

/** Tokenizes every doc with the core and groups the result by word; `docs` in doc index order. */
export function collectWords(source: IndexSource): { ids: number[]; docs: SearchDoc[]; words: WordData[] } {
  const refs = [...source.refs].sort((a, b) => a.id - b.id);
  const byCoreId = new Map<number, Collecting>();
  const surfaces = new Map<string, Map<string, number>>();
  const docs: SearchDoc[] = [];
  const vocabulary = new Vocabulary(); // this index's words only
  // One doc's occurrences per word, [position, field weight, …]; reused from doc to doc.
  const occurrences = new Map<Collecting, number[]>();
  refs.forEach((ref, docIndex) => {
    const searchDoc = buildSearchDoc({ ...ref.doc, reference_ID: ref.id });
    docs.push(searchDoc);
    countSurfaces(searchDoc.fields, surfaces);
    const prepared = vocabulary.prepare(searchDoc);
    for (let k = 0; k < prepared.wordSet.length; k++) {
      const coreId = prepared.wordSet[k] as number;
      let data = byCoreId.get(coreId);
      if (!data) {
        const word = vocabulary.words[coreId] ?? '';
        data = { word, display: '', docs: [], weights: [], positions: new ByteWriter(16) };
        byCoreId.set(coreId, data);
      }
      data.docs.push(docIndex);
      data.weights.push(checkedWeight(prepared.wordWeight[k] ?? 0, `"${data.word}" in ${ref.id}`));
    }
    occurrences.clear();
    let field = 0;
    for (let pos = 0; pos < prepared.tokens.length; pos++) {
      const coreId = prepared.tokens[pos] as number;
      if (coreId === FIELD_BREAK) {
        field++;
        continue;
      }
      const data = byCoreId.get(coreId) as Collecting;
      const weight = checkedWeight(prepared.weights[field] ?? 0, `field ${field} of ${ref.id}`);
      const list = occurrences.get(data);
      if (list) list.push(pos, weight);
      else occurrences.set(data, [pos, weight]);
    }
    for (let k = 0; k < prepared.wordSet.length; k++) {
      const data = byCoreId.get(prepared.wordSet[k] as number) as Collecting;
      const list = occurrences.get(data) ?? [];
      data.positions.uint(list.length / 2);
      let previous = 0;
      for (let i = 0; i < list.length; i += 2) {
        const pos = list[i] as number;
        data.positions.uint(pos - previous).uint(list[i + 1] as number);
        previous = pos;
      }
    }
  });
  const collected: WordData[] = [...byCoreId.values()].map((data) => ({
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
