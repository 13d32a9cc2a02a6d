/**
 * match_references: the shared matcher (src/match/) over the company's search docs, each key term
 * searched with the search core; the filters (branch, country, start year) become its allowed ids.
 */

import { matchMarkdown } from '../../../src/gateway/markdown.ts';
import { LIMITS, type ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import { matchReferences as match } from '../../../src/match/index.ts';
import { searchIndex } from '../../store/searchDocs.ts';
import { RpcError } from '../errors.ts';
import { resultItem, type ToolContext, type ToolOutput, toolOutput, viewOf } from './common.ts';
import { searchFiltered } from './references.ts';

export function matchReferences(ctx: ToolContext, a: ToolParsedArgs<'match_references'>): ToolOutput {
  if (Buffer.byteLength(a.text, 'utf8') > LIMITS.matchTextMaxBytes)
    throw new RpcError('invalidParams', 'text is longer than 200 KB');
  const view = viewOf(ctx, a.lang);
  const allowed = new Set(
    searchFiltered(ctx, view, { branch_ID: a.branch_ID, country: a.country, year_from: a.year_from }).map(
      (d) => d.ref.reference_ID,
    ),
  );
  const index = searchIndex(view);
  const { terms, matches: ranked } = match(
    { text: a.text, count: a.count, allowed },
    { docCount: index.docs().length, searchTerm: (term) => index.search(term) },
  );
  const matches = ranked.flatMap(({ id, relevance }) => {
    const d = view.byId.get(id);
    return d ? [{ ...resultItem(d), relevance }] : [];
  });
  const termList = terms.map((t) => t.term);
  return toolOutput(
    matchMarkdown(a.lang, termList, matches),
    { count: matches.length, matches, terms: termList },
    matches,
  );
}
