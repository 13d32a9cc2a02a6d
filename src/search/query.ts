/**
 * The free-text query language of spec 4.3, made exact:
 * - plain word: a word equal to it (whole) or containing it (infix); a word ending in consonant + e
 *   also matches without that e where a compound continues after it, as German compounds drop it
 *   (Schule → Schul|hof; not Osnabrück at a word end), ranked below every literal match;
 * - "a phrase": consecutive whole words inside one field;
 * - +word: the whole word must occur; -word / -"a phrase": must not occur;
 * - a OR b: either side; binds tighter than the implicit AND between terms;
 * - schul*, *schule, *schul*: whole words starting / ending with / containing the literal parts.
 * Operators only ever match whole words; only plain words match inside longer words.
 */
import { foldText } from './fold.ts';
import { lexQuery, type QueryToken } from './queryLexer.ts';
import { tokenize } from './tokenize.ts';

export type QueryTerm =
  /**
   * Matches a whole word equal to `word` or, ranked lower, a word containing `word`, or, ranked
   * lowest, a word where `infix` (shorter when the e is elided) is followed by another word part.
   */
  | { kind: 'plain'; word: string; infix: string }
  /** Matches only a whole word equal to `word`. */
  | { kind: 'word'; word: string }
  /** Matches a whole word against `pattern` (folded, '*' = any run of characters, never only '*'). */
  | { kind: 'wildcard'; pattern: string }
  /** Matches consecutive whole words (at least two) inside one field. */
  | { kind: 'phrase'; words: string[] };

/** Satisfied when any alternative is; an alternative is satisfied when all its terms are. */
export type QueryClause = { alternatives: QueryTerm[][] };

/** All clauses must match and no excluded term may match. No clauses and no exclusions = match all. */
export type ParsedQuery = { clauses: QueryClause[]; excluded: QueryTerm[] };

type Item =
  | { kind: 'any'; terms: QueryTerm[] }
  | { kind: 'must'; term: QueryTerm }
  | { kind: 'not'; term: QueryTerm };

// Query words keep '*' so wildcards survive tokenizing; a run of only '*' is a stray operator.
const QUERY_WORD = /[\p{L}\p{N}*]+/gu;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

function queryWords(text: string): string[] {
  return (foldText(text).match(QUERY_WORD) ?? [])
    .filter((w) => HAS_WORD_CHAR.test(w))
    .map((w) => w.replace(/\*+/g, '*'));
}

// "schule" → "schul" (Schulhof), "kirche" → "kirch" (Kirchturm); not "allee" → "alle" (Halle).
const ELIDED_E = /^(.{2,}[^aeiou])e$/;

/**
 * The shortest part a word must contain to match a plain word: itself, minus a compound-dropped e.
 * Containing it is necessary, not sufficient: termMatcher.ts decides (literal, elided or none).
 */
export function infixOf(word: string): string {
  return ELIDED_E.exec(word)?.[1] ?? word;
}

const plainTerm = (word: string): QueryTerm =>
  word.includes('*') ? { kind: 'wildcard', pattern: word } : { kind: 'plain', word, infix: infixOf(word) };

const wholeWordTerm = (word: string): QueryTerm =>
  word.includes('*') ? { kind: 'wildcard', pattern: word } : { kind: 'word', word };

/** A run of words limited to whole words: one word, or a phrase ('*' inside phrases separates words). */
function wholeWordsTerm(words: string[]): QueryTerm | null {
  const [first, ...rest] = words;
  if (first === undefined) return null;
  if (rest.length === 0) return wholeWordTerm(first);
  const plainWords = tokenize(words.join(' '));
  const [only] = plainWords;
  return plainWords.length === 1 && only !== undefined
    ? { kind: 'word', word: only }
    : { kind: 'phrase', words: plainWords };
}

function toItem(token: Extract<QueryToken, { type: 'term' }>): Item | null {
  const words = token.quoted ? tokenize(foldText(token.text)) : queryWords(token.text);
  if (words.length === 0) return null; // stray "+", "-", "*", '""', punctuation
  if (token.prefix === '' && !token.quoted) {
    // "Rhein-Main" is two plain words, each free to match inside compounds.
    return { kind: 'any', terms: words.map(plainTerm) };
  }
  // Quoted or prefixed: whole words only; several words form a phrase (+Rhein-Main = +"rhein main").
  const term = wholeWordsTerm(words);
  if (term === null) return null;
  if (token.prefix === '+') return { kind: 'must', term };
  if (token.prefix === '-') return { kind: 'not', term };
  return { kind: 'any', terms: [term] };
}

const keyOf = (value: unknown): string => JSON.stringify(value);

function pushUnique<T>(target: T[], seen: Set<string>, value: T): void {
  const key = keyOf(value);
  if (seen.has(key)) return;
  seen.add(key);
  target.push(value);
}

/**
 * Parses a free-text query; never throws. OR joins the plain terms, phrases and wildcards on its
 * two sides; an OR without such a neighbour on both sides (at either end, next to a +must or
 * -exclude) is ignored, as are repeated ORs beyond the first.
 */
export function parseQuery(query: string): ParsedQuery {
  const seq: (Item | 'or')[] = [];
  for (const token of lexQuery(query)) {
    if (token.type === 'or') {
      if (seq.at(-1) !== 'or') seq.push('or');
      continue;
    }
    const item = toItem(token);
    if (item) seq.push(item);
  }

  // Group "any" items connected by a valid OR.
  const groups: Item[][] = [];
  seq.forEach((entry, k) => {
    if (entry === 'or') return;
    const prev = seq[k - 1];
    const left = seq[k - 2];
    const joins = prev === 'or' && entry.kind === 'any' && typeof left === 'object' && left.kind === 'any';
    const last = groups.at(-1);
    if (joins && last) last.push(entry);
    else groups.push([entry]);
  });

  const clauses: QueryClause[] = [];
  const excluded: QueryTerm[] = [];
  const seenClauses = new Set<string>();
  const seenExcluded = new Set<string>();
  for (const group of groups) {
    const [single] = group;
    if (group.length === 1 && single) {
      if (single.kind === 'not') pushUnique(excluded, seenExcluded, single.term);
      else if (single.kind === 'must') pushUnique(clauses, seenClauses, { alternatives: [[single.term]] });
      // A standalone multi-word plain term is the same as typing its words separately.
      else for (const term of single.terms) pushUnique(clauses, seenClauses, { alternatives: [[term]] });
      continue;
    }
    const alternatives: QueryTerm[][] = [];
    const seenAlternatives = new Set<string>();
    for (const item of group) if (item.kind === 'any') pushUnique(alternatives, seenAlternatives, item.terms);
    pushUnique(clauses, seenClauses, { alternatives });
  }
  return { clauses, excluded };
}
