/**
 * One query term resolved against the vocabulary, then matched against prepared docs.
 * Points per occurrence: a whole-word occurrence is worth 3, an infix-only one 1, times the weight
 * of the field it occurs in. A match that needed a plain word's dropped final e (elided) scores as
 * an infix but is not `literal`, which ranks it below every literal match (match.ts).
 */
import { FIELD_BREAK, type PreparedDoc, type Vocabulary, wordIndex } from './prepare.ts';
import type { QueryTerm } from './query.ts';

export const WHOLE_WORD_POINTS = 3;
export const INFIX_POINTS = 1;

const NONE = 0;
const ELIDED = 1;
const INFIX = 2;
const WHOLE = 3;
export type WordClass = typeof NONE | typeof ELIDED | typeof INFIX | typeof WHOLE;

/**
 * Letters that must follow the elided form inside a word: a further word part (Schul|hof, Kirch|turm,
 * Berufs|schul|zentrum). At a word end (Osnabrück for brücke, Rhein for eine) or before one letter
 * (the genitive s: Osnabrücks) it is another word, not a compound that dropped the e: German
 * compounds keep the e on their last part (Grundschule).
 */
export const ELIDED_CONTINUATION = 2;

/** Whether `stem` occurs in `word` with at least ELIDED_CONTINUATION letters after it. */
function continuesAfter(word: string, stem: string): boolean {
  const at = word.indexOf(stem); // the first occurrence leaves the most letters after it
  return at !== -1 && [...word.slice(at + stem.length)].length >= ELIDED_CONTINUATION;
}

/** `whole`: matched a whole word; `literal`: matched the term as typed (whole or inside a word). */
export type TermResult = { score: number; whole: boolean; literal: boolean };

export type TermMatcher = {
  /** False when no word in the vocabulary satisfies the term, so no doc can match it. */
  possible(): boolean;
  /** Occurrences in one doc; with firstOnly, stops at the first (score 0). */
  match(doc: PreparedDoc, firstOnly: boolean): TermResult | null;
};

/** Terms that match single words: each vocabulary word is classified once per query. */
function wordClassMatcher(classify: (word: string) => WordClass, vocabulary: Vocabulary): TermMatcher {
  const classes = Uint8Array.from(vocabulary.words, classify);
  const matching: number[] = []; // ascending ids of the words the term matches
  classes.forEach((c, id) => {
    if (c !== NONE) matching.push(id);
  });
  return {
    possible: () => matching.length > 0,
    match(doc, firstOnly) {
      if (matching.length === 0) return null;
      const { wordSet, wordWeight } = doc;
      let score = 0;
      let matched = false;
      let whole = false;
      let literal = false;
      const add = (c: number, at: number): void => {
        matched = true;
        if (c === WHOLE) whole = true;
        if (c >= INFIX) literal = true;
        score += (wordWeight[at] ?? 0) * (c === WHOLE ? WHOLE_WORD_POINTS : INFIX_POINTS);
      };
      const first = (c: number): TermResult => ({ score: 0, whole: c === WHOLE, literal: c >= INFIX });
      if (matching.length * 8 < wordSet.length) {
        // The usual case, a term matching few words: a binary search per matching word.
        for (const id of matching) {
          const at = wordIndex(doc, id);
          if (at === -1) continue;
          if (firstOnly) return first(classes[id] ?? NONE);
          add(classes[id] ?? NONE, at);
        }
      } else {
        for (let at = 0; at < wordSet.length; at++) {
          const c = classes[wordSet[at] as number] ?? NONE;
          if (c === NONE) continue;
          if (firstOnly) return first(c);
          add(c, at);
        }
      }
      return matched ? { score, whole, literal } : null;
    },
  };
}

/** A whole word or a phrase: consecutive word ids (never across FIELD_BREAK, which no word has). */
function sequenceMatcher(sequence: readonly string[], vocabulary: Vocabulary): TermMatcher {
  const resolved = sequence.map((word) => vocabulary.id(word));
  const ids = resolved.every((id) => id !== undefined) ? (resolved as number[]) : null;
  return {
    possible: () => ids !== null,
    match(doc, firstOnly) {
      if (ids === null) return null;
      const positions = ids.map((id) => wordIndex(doc, id));
      if (positions.includes(-1)) return null;
      if (ids.length === 1) {
        const at = positions[0] ?? -1;
        const score = firstOnly ? 0 : (doc.wordWeight[at] ?? 0) * WHOLE_WORD_POINTS;
        return { score, whole: true, literal: true };
      }
      const { tokens, weights } = doc;
      const n = ids.length;
      const first = ids[0];
      let field = 0;
      let score = 0;
      let matched = false;
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t === FIELD_BREAK) {
          field++;
          continue;
        }
        if (t !== first) continue;
        let j = 1;
        while (j < n && tokens[i + j] === ids[j]) j++;
        if (j < n) continue;
        if (firstOnly) return { score: 0, whole: true, literal: true };
        matched = true;
        score += (weights[field] ?? 0) * WHOLE_WORD_POINTS;
        i += n - 1; // occurrences do not overlap; skipped tokens are words, never FIELD_BREAK
      }
      return matched ? { score, whole: true, literal: true } : null;
    },
  };
}

/**
 * How a single-word term classifies a folded word, or null for phrases. The one definition of
 * which words a term matches: the matchers below and the snippet highlights (spans.ts) use it.
 */
export function wordClassifier(term: QueryTerm): ((word: string) => WordClass) | null {
  switch (term.kind) {
    case 'plain': {
      const { word: w, infix } = term;
      const elides = infix !== w;
      return (word) =>
        word === w ? WHOLE : word.includes(w) ? INFIX : elides && continuesAfter(word, infix) ? ELIDED : NONE;
    }
    case 'word':
      return (word) => (word === term.word ? WHOLE : NONE);
    case 'wildcard': {
      // Parts are letters and digits only (parseQuery guarantees it), so they need no escaping.
      const regex = new RegExp(`^${term.pattern.replaceAll('*', '.*')}$`, 'u');
      return (word) => (regex.test(word) ? WHOLE : NONE);
    }
    case 'phrase':
      return null;
  }
}

/**
 * For a single-word term (null for phrases): the code-unit ranges of a folded word that made the
 * term match it: the whole word, each occurrence of a plain term inside it, or the elided form
 * where the compound continues (the occurrence continuesAfter tested); empty when it does not match.
 */
export function partsMatcher(term: QueryTerm): ((word: string) => [number, number][]) | null {
  const classify = wordClassifier(term);
  if (!classify) return null;
  return (word) => {
    const c = classify(word);
    if (c === NONE) return [];
    if (c === WHOLE || term.kind !== 'plain') return [[0, word.length]];
    const part = c === INFIX ? term.word : term.infix;
    if (c === ELIDED) {
      const at = word.indexOf(part);
      return [[at, at + part.length]];
    }
    const parts: [number, number][] = [];
    for (let at = word.indexOf(part); at !== -1; at = word.indexOf(part, at + part.length))
      parts.push([at, at + part.length]);
    return parts;
  };
}

/** A term resolved against the vocabulary of the docs it will be matched against. */
export function termMatcher(term: QueryTerm, vocabulary: Vocabulary): TermMatcher {
  switch (term.kind) {
    case 'word':
      return sequenceMatcher([term.word], vocabulary);
    case 'phrase':
      return sequenceMatcher(term.words, vocabulary);
    default:
      return wordClassMatcher(wordClassifier(term) as (word: string) => WordClass, vocabulary);
  }
}
