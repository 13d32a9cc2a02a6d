/**
 * German letters spelled out the way the catalog's seolabels and the search folding spell them:
 * ä/ö/ü/ß and Ä/Ö/Ü/ẞ → ae/oe/ue/ss (lower case; every caller lower-cases anyway).
 */
const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ẞ: 'ss',
};
const UMLAUTS = /[äöüßÄÖÜẞ]/g;

export function spellUmlauts(text: string): string {
  return text.replace(UMLAUTS, (char) => SPELLED[char] ?? char);
}
