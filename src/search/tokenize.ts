/** Word splitting: a word is a run of letters and digits after folding. */
import { foldText } from './fold.ts';

const WORD = /[\p{L}\p{N}]+/gu;

/** Words of an already folded text (whitespace, punctuation and hyphens separate words). */
export function tokenize(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/** The folded whole words of a text, as documents are indexed ("Rhein-Main" → rhein, main). */
export function indexTokens(text: string): string[] {
  return tokenize(foldText(text));
}
