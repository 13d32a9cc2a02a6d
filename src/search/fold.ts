/** Case and diacritic folding, applied identically to document text and queries. */

// German umlauts fold to their two-letter spelling so "Straße"/"strasse" and "Grün"/"gruen" meet.
const GERMAN: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const GERMAN_CHARS = /[äöüß]/g;
const MARKS = /\p{M}/gu;
// Invisible format characters (soft hyphen, zero-width space/joiners, BOM) must not split a word.
const FORMAT = /\p{Cf}/gu;

/**
 * Lower-cases, spells ä/ö/ü/ß (and Ä/Ö/Ü/ẞ) as ae/oe/ue/ss, and strips every other diacritic
 * (é→e, ç→c), and drops invisible format characters such as the soft hyphen. Other non-letters
 * are kept, so the result can still be tokenized.
 */
export function foldText(text: string): string {
  return (
    text
      // NFC first: a decomposed "u + ¨" must fold to "ue" like the precomposed "ü".
      .normalize('NFC')
      .toLowerCase()
      .replace(GERMAN_CHARS, (c) => GERMAN[c] ?? c)
      .normalize('NFD')
      .replace(MARKS, '')
      .replace(FORMAT, '')
  );
}
