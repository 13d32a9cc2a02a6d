/** One-call search over many docs, as used per request by the simulator and by the static index. */
import { compareRanked, matchPreparedDocs } from './match.ts';
import { prepareDocs } from './prepare.ts';
import { parseQuery } from './query.ts';
import type { SearchDoc, SearchHit } from './types.ts';

/**
 * Matching docs, best first (see match.ts for the ranking); ties by id ascending. An empty query
 * (or one of only exclusions) returns every (non-excluded) doc with score 0 in id order.
 */
export function searchDocs(query: string, docs: readonly SearchDoc[]): SearchHit[] {
  const hits = matchPreparedDocs(parseQuery(query), prepareDocs(docs));
  hits.sort(compareRanked);
  return hits.map(({ id, score, wholeWord }) => ({ id, score, wholeWord }));
}
