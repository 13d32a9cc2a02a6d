/**
 * Where a query matched a doc, as character ranges of the original (unfolded) field texts: what
 * result snippets highlight. The words are the core's own (indexTokens) and each term decides with
 * the core's classifier (termMatcher.ts), so a highlight is exactly a match the search counted.
 */
import { foldText } from './fold.ts';
import { type ParsedQuery, parseQuery, type QueryTerm } from './query.ts';
import { partsMatcher } from './termMatcher.ts';
import { indexTokens } from './tokenize.ts';

/** A matched range of `fields[field].text` (code units, end exclusive) and the query clause it satisfies. */
export type MatchSpan = { field: number; start: number; end: number; clause: number };

/** A folded word of a field and where it stands in the original text (null: positions unknown). */
type FieldWord = { word: string; at: ((from: number, to: number) => [number, number]) | null };

const WORD = /[\p{L}\p{N}]+/gu;
// A code point with the combining marks that follow it: folding never splits or joins those.
const UNIT = /\P{M}\p{M}*|\p{M}+/gsu;

// Folding one unit is pure; umlauts and punctuation repeat in every text.
const foldedUnits = new Map<string, string>();

function foldUnit(unit: string): string {
  let folded = foldedUnits.get(unit);
  if (folded === undefined) {
    folded = foldText(unit);
    if (foldedUnits.size < 4096) foldedUnits.set(unit, folded);
  }
  return folded;
}

/**
 * The core's words of a text, each with a map from a range of the folded word back to the original
 * text. Folding changes lengths (ß → ss, é → e, soft hyphens vanish), so every unit is folded on its
 * own and each folded code unit remembers the original unit it came from. Should that ever tokenize
 * differently from folding the whole text (context-dependent case mappings), the words keep the
 * core's spelling and lose their positions: still matched, never highlighted at a wrong place.
 */
export function fieldWords(text: string): FieldWord[] {
  const core = indexTokens(text);
  const from: number[] = [];
  const to: number[] = [];
  let folded = '';
  for (const unit of text.matchAll(UNIT)) {
    const start = unit.index;
    const char = unit[0];
    const f = char.length === 1 && char.charCodeAt(0) < 128 ? char.toLowerCase() : foldUnit(char);
    folded += f;
    for (let i = 0; i < f.length; i++) {
      from.push(start);
      to.push(start + char.length);
    }
  }
  const found = [...folded.matchAll(WORD)];
  const aligned =
    found.length === core.length && found.every((m, i) => m[0].length === (core[i] as string).length);
  return core.map((word, i) => {
    const m = found[i];
    if (!aligned || !m) return { word, at: null };
    const base = m.index;
    return {
      word,
      at: (a: number, b: number) => [from[base + a] as number, to[base + b - 1] as number],
    };
  });
}

type TermSpans = { spans: MatchSpan[]; hit: boolean };

/** A term's spans in one field's words; `hit` is set when the term matched there at all. */
function termSpans(
  term: QueryTerm,
): (words: readonly FieldWord[], field: number, clause: number) => TermSpans {
  const parts = partsMatcher(term);
  return (words, field, clause) => {
    const spans: MatchSpan[] = [];
    let hit = false;
    const add = (range: [number, number] | undefined) => {
      if (range) spans.push({ field, start: range[0], end: range[1], clause });
    };
    if (!parts && term.kind === 'phrase') {
      // Consecutive whole words, occurrences not overlapping: the core's phrase rule.
      const n = term.words.length;
      for (let i = 0; i + n <= words.length; i++) {
        if (!term.words.every((w, k) => words[i + k]?.word === w)) continue;
        hit = true;
        const first = words[i]?.at?.(0, 1);
        const last = words[i + n - 1];
        const end = last?.at?.(last.word.length - 1, last.word.length);
        if (first && end) add([first[0], end[1]]);
        i += n - 1;
      }
      return { spans, hit };
    }
    for (const { word, at } of words) {
      const found = parts?.(word) ?? [];
      if (found.length === 0) continue;
      hit = true;
      for (const [a, b] of found) add(at?.(a, b));
    }
    return { spans, hit };
  };
}

// Keyed by the field object: a page keeps its cards' fields and searches them again per query.
const wordsCache = new WeakMap<object, FieldWord[]>();

function wordsOf(field: { text: string }): FieldWord[] {
  let words = wordsCache.get(field);
  if (!words) {
    words = fieldWords(field.text);
    wordsCache.set(field, words);
  }
  return words;
}

/**
 * The matched ranges of every field, sorted by field and start (ranges of different clauses may
 * overlap). An alternative of a clause contributes only when all its terms match the doc, as in the
 * core (an OR highlights whichever side matched, both when both did); excluded terms never do. A doc
 * the query does not match still gets the spans of its satisfied clauses.
 */
export function matchSpans(query: string | ParsedQuery, fields: readonly { text: string }[]): MatchSpan[] {
  const parsed = typeof query === 'string' ? parseQuery(query) : query;
  const words = fields.map(wordsOf);
  const spans: MatchSpan[] = [];
  parsed.clauses.forEach((clause, c) => {
    for (const alternative of clause.alternatives) {
      const perTerm = alternative.map((term) => {
        const spansIn = termSpans(term);
        return words.map((w, f) => spansIn(w, f, c));
      });
      if (perTerm.every((fieldsOfTerm) => fieldsOfTerm.some((r) => r.hit)))
        for (const fieldsOfTerm of perTerm) for (const r of fieldsOfTerm) spans.push(...r.spans);
    }
  });
  return spans.sort((a, b) => a.field - b.field || a.start - b.start || a.end - b.end);
}
