/** One-call search over many docs, as used per request by the simulator and by the static index. */
import { compareRanked, matchPreparedDocs } from './match.ts';
import { Vocabulary } from './prepare.ts';
import { parseQuery } from './query.ts';
import type { SearchDoc, SearchHit } from './types.ts';

/**
 * Matching docs, best first (see match.ts for the ranking); ties by id ascending. An empty query
 * (or one of only exclusions) returns every (non-excluded) doc with score 0 in id order.
 * Pass the docs' own vocabulary to tokenize each doc once across searches; without one the docs
 * are tokenized for this search alone.
 */
export function searchDocs(
  query: string,
  docs: readonly SearchDoc[],
  vocabulary = new Vocabulary(),
): SearchHit[] {
  const prepared = docs.map((doc) => vocabulary.prepare(doc));
  const hits = matchPreparedDocs(parseQuery(query), prepared, vocabulary);
  hits.sort(compareRanked);
  return hits.map(({ id, score, wholeWord }) => ({ id, score, wholeWord }));
}
