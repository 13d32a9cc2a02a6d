/**
 * match_references over the static index: the shared matcher (src/match/, the gateway's own) with
 * the search page's engine as its source; the filters (branch, country, start year) become the
 * allowed IDs, as in the gateway.
 */
import { matchMarkdown } from '../gateway/markdown.ts';
import { LIMITS, type MatchReferencesResult, type ToolParsedArgs } from '../gateway/schemas.ts';
import { matchReferencesAsync, staticMatchSource } from '../match/index.ts';
import { type ToolOutput, toolOutput } from './output.ts';
import { branchTest, linkOf, resultItem, type Test } from './referenceTools.ts';
import type { Sources } from './sources.ts';

export async function matchReferences(
  s: Sources,
  a: ToolParsedArgs<'match_references'>,
): Promise<ToolOutput> {
  if (new TextEncoder().encode(a.text).length > LIMITS.matchTextMaxBytes)
    throw new Error('text is longer than 200 KB');
  const tests: Test[] = [];
  if (a.branch_ID !== undefined) tests.push(branchTest(s, a.branch_ID));
  if (a.country !== undefined) {
    const cc = a.country.toUpperCase();
    tests.push((r) => r.cc === cc);
  }
  const from = a.year_from;
  if (from !== undefined) tests.push((r) => r.yf >= from);
  const allowed = new Set(s.data.refs.filter((r) => tests.every((t) => t(r))).map((r) => r.id));
  const { engine } = await s.search();
  const { terms, matches: ranked } = await matchReferencesAsync(
    { text: a.text, count: a.count, allowed },
    staticMatchSource(engine),
  );
  const matches = ranked.map(({ id, relevance }) => ({ ...resultItem(s, id), relevance }));
  const termList = terms.map((t) => t.term);
  const content: MatchReferencesResult = { count: matches.length, matches, terms: termList };
  return toolOutput(s, matchMarkdown(a.lang, termList, matches, linkOf(s)), content, matches);
}
