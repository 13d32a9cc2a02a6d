/**
 * Search core shared by the API simulator (GET /references/search) and the static site's search
 * index: one definition of a reference's searchable text and of the query rules (spec 4.3).
 * Pure TypeScript: no I/O, no Astro, no dependencies.
 */

export { decodeEntities } from './entities.ts';
export { foldText } from './fold.ts';
export { descriptionSearchText, htmlToText } from './html.ts';
export { compareRanked, matchDoc, matchPreparedDocs, type RankedHit } from './match.ts';
export { type PreparedDoc, Vocabulary } from './prepare.ts';
export { infixOf, type ParsedQuery, parseQuery, type QueryClause, type QueryTerm } from './query.ts';
export { searchDocs } from './search.ts';
export { buildSearchDoc, SEARCH_FIELDS, type SearchFieldSpec } from './searchDoc.ts';
export { pickSnippet, type Snippet, type SnippetField, type SnippetPart, snippet } from './snippet.ts';
export { type MatchSpan, matchSpans } from './spans.ts';
export { INFIX_POINTS, partsMatcher, WHOLE_WORD_POINTS } from './termMatcher.ts';
export { indexTokens, tokenize } from './tokenize.ts';
export type {
  SearchableClient,
  SearchableList,
  SearchablePropertyField,
  SearchableReference,
  SearchableText,
  SearchDoc,
  SearchField,
  SearchHit,
} from './types.ts';
