/**
 * The reference matcher (match_references): one implementation for the simulator gateway, the
 * site's tender page and the WebMCP tool. Stable interface — other code calls it as documented here.
 *
 * ```ts
 * const source: MatchSource = {
 *   docCount,                        // references in the searched language (all, before filters)
 *   searchTerm: (term) => hits,      // the search core's hits for ONE plain query word, any order:
 * };                                 //   [{ id, wholeWord, score? }] — searchDocs(term, docs) as is
 * // In the browser: staticMatchSource(engine) over the static index (StaticSearch), same results.
 * const r = matchReferences({ text, count: 5, allowed }, source);        // sync source
 * const r = await matchReferencesAsync({ text, count: 5, allowed }, src); // searchTerm returns a Promise
 * // r.terms:   KeyTerm[] — { term (folded), display (as written), weight }, best first (≤ 12)
 * // r.matches: [{ id, relevance (0..1, 3 decimals), matchedTerms: string[] (folded, in r.terms order) }]
 * matchReason(r.matches[0], r.terms); // "Grundschule, Sporthalle": the matched terms as the text wrote them
 * // The gateway's structuredContent: terms = r.terms.map((t) => t.term), matches = its items + relevance.
 * ```
 *
 * `allowed` (optional) is the set of ids the filters leave (branch, country, start year); the
 * matcher itself knows nothing of them. `count` defaults to 5 and is clamped to 1..20; the caller
 * checks the text's size (LIMITS.matchTextMaxBytes).
 *
 * Scoring: the text's key terms (keyTerms.ts), each searched as a plain word with the search core
 * (whole word, inside compounds, and with a dropped final e where a compound continues). A
 * reference's relevance is the weighted share of the terms it matches: a term weighs its weight in
 * the text times its rarity in the catalog (log(1 + docCount / hits)) times the hit's strength:
 * 1 for a whole word in the title, 0.6 inside a longer word, less in light fields (down to 0.4 of
 * that for one word in the description; `score` of the hit). Ties: lower id first.
 */
import { LIMITS } from '../gateway/protocol.ts';
import { INFIX_POINTS, WHOLE_WORD_POINTS } from '../search/termMatcher.ts';
import { type KeyTerm, keyTerms } from './keyTerms.ts';

export type { KeyTerm };

/**
 * One reference a term matched; `wholeWord`: as a whole word, not only inside a longer one;
 * `score`: the search core's score (Σ field weight × points), which tells a title from a
 * description. Sources without it count every hit as in the title.
 */
export type TermHit = { id: number; wholeWord: boolean; score?: number };

export type MatchSource = { docCount: number; searchTerm(term: string): readonly TermHit[] };
export type AsyncMatchSource = {
  docCount: number;
  searchTerm(term: string): readonly TermHit[] | Promise<readonly TermHit[]>;
};

export type MatchInput = {
  text: string;
  /** Matches wanted: default 5, clamped to 1..20. */
  count?: number;
  /** Ids the filters leave; every id when absent. */
  allowed?: ReadonlySet<number>;
};

export type Match = { id: number; relevance: number; matchedTerms: string[] };
export type MatchResult = { terms: KeyTerm[]; matches: Match[] };

/** What an infix-only hit (inside a longer word) is worth against a whole-word hit. */
export const INFIX_SHARE = 0.6;

/** The title's field weight (SEARCH_FIELDS): occurrences weighing this much make a full hit. */
const FULL_WEIGHT = 10;
/** What a hit is worth at least, however light its fields (one word in the description). */
const FLOOR = 0.4;

/** A hit's strength, 0..1: whole word or inside one, and how heavy the fields it occurs in are. */
function strength(hit: TermHit): number {
  const kind = hit.wholeWord ? 1 : INFIX_SHARE;
  if (hit.score === undefined) return kind;
  // The core's score per occurrence is field weight × 3 (whole word) or × 1 (inside a word).
  const weight = hit.score / (hit.wholeWord ? WHOLE_WORD_POINTS : INFIX_POINTS);
  return kind * Math.min(1, FLOOR + ((1 - FLOOR) * weight) / FULL_WEIGHT);
}

const clampCount = (count: number | undefined): number =>
  Math.min(LIMITS.matchCountMax, Math.max(1, Math.trunc(count ?? LIMITS.matchCountDefault)));

/** Ranks references from each key term's hits (same order as `terms`). */
function rank(input: MatchInput, docCount: number, terms: KeyTerm[], hits: (readonly TermHit[])[]): Match[] {
  // Rare terms say more than common ones ("Neubau" is everywhere): weight by inverse frequency.
  const weightOf = (t: KeyTerm, n: number) => (n === 0 ? 0 : t.weight * Math.log(1 + docCount / n));
  const weights = terms.map((t, i) => weightOf(t, hits[i]?.length ?? 0));
  const total = weights.reduce((a, b) => a + b, 0);
  const score = new Map<number, { score: number; terms: string[] }>();
  terms.forEach((t, i) => {
    const w = weights[i] as number;
    for (const hit of hits[i] ?? []) {
      if (input.allowed && !input.allowed.has(hit.id)) continue;
      const s = score.get(hit.id) ?? { score: 0, terms: [] };
      score.set(hit.id, s);
      s.score += w * strength(hit);
      s.terms.push(t.term);
    }
  });
  return [...score.entries()]
    .map(([id, s]) => ({ id, relevance: Math.round((s.score / total) * 1000) / 1000, matchedTerms: s.terms }))
    .sort((x, y) => y.relevance - x.relevance || x.id - y.id)
    .slice(0, clampCount(input.count));
}

/** Best matches for a text over a source answering synchronously (the simulator's search docs). */
export function matchReferences(input: MatchInput, source: MatchSource): MatchResult {
  const terms = keyTerms(input.text);
  const hits = terms.map((t) => source.searchTerm(t.term));
  return { terms, matches: rank(input, source.docCount, terms, hits) };
}

/** The same over a source that loads (the static index in the browser); terms are looked up in parallel. */
export async function matchReferencesAsync(
  input: MatchInput,
  source: AsyncMatchSource,
): Promise<MatchResult> {
  const terms = keyTerms(input.text);
  const hits = await Promise.all(terms.map((t) => source.searchTerm(t.term)));
  return { terms, matches: rank(input, source.docCount, terms, hits) };
}

/** A reason a person can read: the matched terms as the text wrote them ("Schule, Sporthalle"). */
export function matchReason(match: Match, terms: readonly KeyTerm[]): string {
  const display = new Map(terms.map((t) => [t.term, t.display]));
  return match.matchedTerms.map((t) => display.get(t) ?? t).join(', ');
}
