/** Case and diacritic folding, applied identically to document text and queries. */
import { spellUmlauts } from '../lib/umlauts.ts';

const MARKS = /\p{M}/gu;
// Invisible format characters (soft hyphen, zero-width space/joiners, BOM) must not split a word.
const FORMAT = /\p{Cf}/gu;

/**
 * Lower-cases, spells ä/ö/ü/ß (and Ä/Ö/Ü/ẞ) as ae/oe/ue/ss, and strips every other diacritic
 * (é→e, ç→c), and drops invisible format characters such as the soft hyphen. Other non-letters
 * are kept, so the result can still be tokenized.
 */
export function foldText(text: string): string {
  // NFC first: a decomposed "u + ¨" must fold to "ue" like the precomposed "ü". German umlauts
  // fold to their two-letter spelling so "Straße"/"strasse" and "Grün"/"gruen" meet.
  return spellUmlauts(text.normalize('NFC').toLowerCase())
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FORMAT, '');
}
