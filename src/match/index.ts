/** The reference matcher shared by the gateway, the tender page and the WebMCP tool; see matchReferences.ts. */
export { type KeyTerm, keyTerms } from './keyTerms.ts';
export {
  type AsyncMatchSource,
  INFIX_SHARE,
  type Match,
  type MatchInput,
  type MatchResult,
  type MatchSource,
  matchReason,
  matchReferences,
  matchReferencesAsync,
  type TermHit,
} from './matchReferences.ts';
export { staticMatchSource } from './staticSource.ts';
