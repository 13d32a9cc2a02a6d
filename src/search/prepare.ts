/**
 * Pre-tokenized form of a SearchDoc: its words as ids into the vocabulary of the corpus it belongs
 * to. A query term is resolved once against that vocabulary (which words match, whole or infix), so
 * per doc only small integers are compared: no string work per doc and request.
 */
import { indexTokens } from './tokenize.ts';
import type { SearchDoc } from './types.ts';

/** Separates fields in PreparedDoc.tokens, so phrases never span two fields. */
export const FIELD_BREAK = -1;

export type PreparedDoc = {
  readonly id: number;
  /** Word ids of all fields in order, FIELD_BREAK after each field (for phrases). */
  readonly tokens: Int32Array;
  /** Weight of the n-th field in `tokens` (fields without words are left out). */
  readonly weights: readonly number[];
  /** The distinct word ids, ascending: single-word terms never need to scan `tokens`. */
  readonly wordSet: Int32Array;
  /** For each wordSet entry, the sum of the field weights of all its occurrences. */
  readonly wordWeight: Float64Array;
};

/**
 * The words of one corpus (e.g. one language's references) and their prepared docs. Whoever owns
 * the docs owns the vocabulary: it grows only with their words and goes away with them.
 */
export class Vocabulary {
  readonly #ids = new Map<string, number>();
  readonly #words: string[] = [];
  // Keyed by the doc object: callers pass the same docs on every request and pay tokenizing once.
  readonly #prepared = new WeakMap<SearchDoc, PreparedDoc>();

  /** Word of each id; ids never change. */
  get words(): readonly string[] {
    return this.#words;
  }

  /** Id of a folded word, if it is known. */
  id(word: string): number | undefined {
    return this.#ids.get(word);
  }

  /** Id of a folded word, added if new. */
  intern(word: string): number {
    let id = this.#ids.get(word);
    if (id === undefined) {
      id = this.#words.length;
      this.#words.push(word);
      this.#ids.set(word, id);
    }
    return id;
  }

  /** Tokenizes a doc once; later calls with the same object return the cached form. */
  prepare(doc: SearchDoc): PreparedDoc {
    const cached = this.#prepared.get(doc);
    if (cached) return cached;
    const tokens: number[] = [];
    const weights: number[] = [];
    const weightOf = new Map<number, number>();
    for (const field of doc.fields) {
      const fieldWords = indexTokens(field.text);
      if (fieldWords.length === 0) continue;
      const weight = Number.isFinite(field.weight) && field.weight > 0 ? field.weight : 0;
      for (const word of fieldWords) {
        const id = this.intern(word);
        tokens.push(id);
        weightOf.set(id, (weightOf.get(id) ?? 0) + weight);
      }
      tokens.push(FIELD_BREAK);
      weights.push(weight);
    }
    const wordSet = Int32Array.from(weightOf.keys()).sort();
    const wordWeight = Float64Array.from(wordSet, (id) => weightOf.get(id) ?? 0);
    const prepared: PreparedDoc = {
      id: doc.id,
      tokens: Int32Array.from(tokens),
      weights,
      wordSet,
      wordWeight,
    };
    this.#prepared.set(doc, prepared);
    return prepared;
  }
}

/** Position of a word id in doc.wordSet (binary search), or -1. */
export function wordIndex(doc: PreparedDoc, id: number): number {
  const set = doc.wordSet;
  let lo = 0;
  let hi = set.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = set[mid] as number;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
