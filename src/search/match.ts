/**
 * Matching and ranking of a parsed query against docs. Ranking is lexicographic:
 * (1) number of clauses satisfied by whole words (more first), (2) number of clauses satisfied as
 * typed, i.e. not only through a dropped final e (more first), (3) score (higher first),
 * (4) id (ascending). Score = Σ over clauses of field weight × points per occurrence.
 */
import { type PreparedDoc, Vocabulary } from './prepare.ts';
import type { ParsedQuery, QueryTerm } from './query.ts';
import { type TermMatcher, type TermResult, termMatcher } from './termMatcher.ts';
import type { SearchDoc, SearchHit } from './types.ts';

type CompiledQuery = { clauses: TermMatcher[][][]; excluded: TermMatcher[] };

/** A hit plus its ranking keys before the score. */
export type RankedHit = SearchHit & { wholeTerms: number; literalTerms: number };

/** Resolves a query against the vocabulary, once per search. */
function compile(query: ParsedQuery, vocabulary: Vocabulary): CompiledQuery {
  const resolve = (term: QueryTerm): TermMatcher => termMatcher(term, vocabulary);
  return {
    clauses: query.clauses.map((c) => c.alternatives.map((alt) => alt.map(resolve))),
    excluded: query.excluded.map(resolve),
  };
}

/** An alternative needs all its terms; a clause sums every satisfied alternative (both OR sides count). */
function matchClause(alternatives: TermMatcher[][], doc: PreparedDoc): TermResult | null {
  let matched = false;
  let score = 0;
  let whole = false;
  let literal = false;
  for (const terms of alternatives) {
    if (!terms.every((t) => t.possible())) continue;
    let altScore = 0;
    let altWhole = true;
    let altLiteral = true;
    let ok = true;
    for (const term of terms) {
      const r = term.match(doc, false);
      if (r === null) {
        ok = false;
        break;
      }
      altScore += r.score;
      altWhole &&= r.whole;
      altLiteral &&= r.literal;
    }
    if (!ok) continue;
    matched = true;
    score += altScore;
    whole ||= altWhole;
    literal ||= altLiteral;
  }
  return matched ? { score, whole, literal } : null;
}

function matchCompiled(compiled: CompiledQuery, doc: PreparedDoc): RankedHit | null {
  let score = 0;
  let wholeTerms = 0;
  let literalTerms = 0;
  for (const clause of compiled.clauses) {
    const r = matchClause(clause, doc);
    if (r === null) return null;
    score += r.score;
    if (r.whole) wholeTerms++;
    if (r.literal) literalTerms++;
  }
  for (const term of compiled.excluded) if (term.match(doc, true) !== null) return null;
  return { id: doc.id, score, wholeWord: wholeTerms === compiled.clauses.length, wholeTerms, literalTerms };
}

/** Matches docs already prepared in `vocabulary`; the building block of searchDocs. */
export function matchPreparedDocs(
  query: ParsedQuery,
  docs: readonly PreparedDoc[],
  vocabulary: Vocabulary,
): RankedHit[] {
  const compiled = compile(query, vocabulary); // after preparing: every doc word is in the vocabulary
  const hits: RankedHit[] = [];
  for (const doc of docs) {
    const hit = matchCompiled(compiled, doc);
    if (hit) hits.push(hit);
  }
  return hits;
}

/** Matches one doc; null when it does not satisfy the query. */
export function matchDoc(query: ParsedQuery, doc: SearchDoc): SearchHit | null {
  const vocabulary = new Vocabulary();
  const [hit] = matchPreparedDocs(query, [vocabulary.prepare(doc)], vocabulary);
  return hit ? { id: hit.id, score: hit.score, wholeWord: hit.wholeWord } : null;
}

/** The ranking order: more whole-word clauses, then more literal clauses, then higher score, then lower id. */
export function compareRanked(a: RankedHit, b: RankedHit): number {
  return b.wholeTerms - a.wholeTerms || b.literalTerms - a.literalTerms || b.score - a.score || a.id - b.id;
}
