/** HTML character reference decoding for plain-text extraction (no DOM available in the core). */

// ISO-8859-1 named references, in code point order from U+00A0.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 ' +
  'sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc ' +
  'Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve ' +
  'Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute ' +
  'acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

// Other references that editors commonly produce (typography, euro, ligatures).
const OTHER: Readonly<Record<string, number>> = {
  amp: 38,
  lt: 60,
  gt: 62,
  quot: 34,
  apos: 39,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  minus: 0x2212,
};

const NAMED: ReadonlyMap<string, string> = new Map([
  ...LATIN1.split(' ').map((name, i): [string, string] => [name, String.fromCodePoint(0xa0 + i)]),
  ...Object.entries(OTHER).map(([name, cp]): [string, string] => [name, String.fromCodePoint(cp)]),
]);

// Names browsers also accept without ";", matched as the longest prefix ("&uumlber" → "über").
const LEGACY = new Set([...LATIN1.split(' '), 'amp', 'lt', 'gt', 'quot']);

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function fromCodePoint(cp: number): string {
  // As browsers do: NUL, surrogates and out-of-range values become U+FFFD.
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(cp);
}

/** Decodes numeric and common named references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (name === undefined) return whole;
    const exact = NAMED.get(name);
    if (exact !== undefined) return exact;
    for (let len = name.length - 1; len >= 2; len--) {
      const prefix = name.slice(0, len);
      if (LEGACY.has(prefix)) return `${NAMED.get(prefix) ?? ''}${whole.slice(len + 1)}`;
    }
    return whole;
  });
}
