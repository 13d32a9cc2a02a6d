/**
 * Result snippets: the matched ranges (matchSpans) are the words the core's matching counted, in
 * the original spelling, and the snippet window shows them with ellipses where text was cut.
 */
import { describe, expect, it } from 'vitest';
import {
  buildSearchDoc,
  matchDoc,
  matchSpans,
  parseQuery,
  pickSnippet,
  type SearchField,
  snippet,
} from '../../../src/search/index.ts';

const field = (text: string, name = 'description', weight = 1): SearchField => ({ name, text, weight });

/** The marked texts of a query over fields, per field index. */
function marked(query: string, fields: SearchField[]): string[][] {
  const out = fields.map(() => [] as string[]);
  for (const s of matchSpans(query, fields))
    out[s.field]?.push(fields[s.field]?.text.slice(s.start, s.end) ?? '');
  return out;
}

/** A snippet as text with [brackets] around marks and … where it was cut. */
function render(s: ReturnType<typeof snippet>): string {
  const body = s.parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');
  return `${s.before ? '…' : ''}${body}${s.after ? '…' : ''}`;
}

describe('matchSpans', () => {
  it('marks the infix inside a compound, as typed', () => {
    expect(marked('schule', [field('Neue Grundschule und Berufsschulen')])).toEqual([['schule', 'schule']]);
  });

  it('marks the part without the dropped e where the compound continues, not a word that only ends in it', () => {
    expect(marked('schule', [field('Berufsschulzentrum am Schulhof')])).toEqual([['schul', 'Schul']]);
    // brücke → brück only before a further word part: Osnabrück is another word.
    expect(marked('brücke', [field('Osnabrück, Brückenbau')])).toEqual([['Brücke']]);
  });

  it('marks folded spellings in the original spelling', () => {
    const fields = [field('Sanierung der Straßenbrücke in München'), field('Fußweg, FUSSWEG, Café')];
    expect(marked('strasse muenchen', fields)).toEqual([['Straße', 'München'], []]);
    expect(marked('fussweg cafe', fields)).toEqual([[], ['Fußweg', 'FUSSWEG', 'Café']]);
    // A decomposed ü and a soft hyphen inside a word fold away; the mark covers them.
    expect(marked('gruen', [field('Gru\u0308nfla\u00adche')])).toEqual([['Gru\u0308n']]);
    expect(marked('gruenflache', [field('Gru\u0308nfla\u00adche')])).toEqual([['Gru\u0308nfla\u00adche']]);
  });

  it('marks a phrase where it occurs as a phrase, not its words elsewhere', () => {
    const fields = [field('Frankfurt liegt am Main'), field('Bau in Frankfurt am  Main')];
    expect(marked('"frankfurt am main"', fields)).toEqual([[], ['Frankfurt am  Main']]);
  });

  it('marks whichever side of an OR matched, both when both did', () => {
    expect(marked('kita OR hort', [field('Kita Sonnenschein')])).toEqual([['Kita']]);
    expect(marked('kita OR hort', [field('Kita mit Hort')])).toEqual([['Kita', 'Hort']]);
    // "rhein-main" in an OR is one alternative needing both words: Rhein alone marks nothing.
    expect(marked('rhein-main OR kita', [field('Am Rhein'), field('Kita')])).toEqual([[], ['Kita']]);
  });

  it('marks nothing for excluded terms, and whole words only for operators', () => {
    expect(marked('kita -hort', [field('Kita ohne Hort')])).toEqual([['Kita']]);
    expect(marked('+schule', [field('Grundschule, Schule')])).toEqual([['Schule']]);
  });

  it('marks the whole word a wildcard matched', () => {
    expect(marked('schul*', [field('Schulzentrum und Grundschule')])).toEqual([['Schulzentrum']]);
    expect(marked('*schule', [field('Schulzentrum und Grundschule')])).toEqual([['Grundschule']]);
  });

  it('finds a clause in every hit the core returns, for each kind of term', () => {
    const doc = buildSearchDoc({
      reference_ID: 1,
      projecttitle: 'Berufsschulzentrum Nord',
      description: '<p>Neubau in <b>München</b>, Fußgängerbrücke am Main.</p>',
      city: 'Frankfurt am Main',
    });
    for (const q of [
      'schule',
      'muenchen',
      '"frankfurt am main"',
      'kita OR fuss*',
      'berufs* -hort',
      'brücke nord',
    ]) {
      expect(matchDoc(parseQuery(q), doc), q).not.toBeNull();
      const clauses = new Set(matchSpans(q, doc.fields).map((s) => s.clause));
      expect(clauses.size, q).toBe(parseQuery(q).clauses.length);
    }
  });
});

describe('snippet', () => {
  const long =
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore ' +
    'et dolore magna aliqua. Die Grundschule wurde erweitert. Ut enim ad minim veniam, quis nostrud ' +
    'exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in fine';
  const cut = (q: string) => render(snippet(long, matchSpans(q, [field(long)]), 80));

  it('shows a short text whole', () => {
    const text = 'Neubau einer Grundschule';
    expect(render(snippet(text, matchSpans('schule', [field(text)]), 80))).toBe('Neubau einer Grund[schule]');
  });

  it('cuts a long text around a match in the middle, at word boundaries, with ellipses on both sides', () => {
    const s = cut('schule');
    expect(s).toMatch(/^….*Grund\[schule\].*…$/);
    expect(s.replace(/[[\]…]/g, '').length).toBeLessThanOrEqual(80);
    expect(long).toContain(s.replace(/[[\]…]/g, ''));
  });

  it('starts at the text start for a match at the start, ends at the text end for one at the end', () => {
    expect(cut('lorem')).toMatch(/^\[Lorem\] ipsum.*…$/);
    expect(cut('fine')).toMatch(/^…\S.* in \[fine\]$/);
  });

  it('starts and ends on whole words', () => {
    const s = cut('schule');
    const inner = s.slice(1, -1).replace(/[[\]]/g, '');
    const at = long.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect(long[at - 1]).toBe(' ');
    expect(long[at + inner.length]).toBe(' ');
  });

  it('prefers the window covering more of the query', () => {
    const text = `Schule am Anfang. ${'Füllwort '.repeat(20)}Eine Schule in Kassel.`;
    expect(render(snippet(text, matchSpans('schule kassel', [field(text)]), 60))).toMatch(
      /^….*Eine \[Schule\] in \[Kassel\]\.$/,
    );
  });

  it('keeps HTML-looking text as text', () => {
    const text = '<script>alert(1)</script> &amp; Schule';
    const s = snippet(text, matchSpans('schule', [field(text)]), 80);
    expect(s.parts.map((p) => p.text).join('')).toBe(text);
  });
});

describe('pickSnippet', () => {
  const fields = [
    field('Grundschule Kassel Nord', 'projecttitle', 10),
    field('Schulen', 'branches[].branchname', 4),
    field('Neubau einer Grundschule in Kassel mit Mensa.'),
  ];
  const pick = (q: string) =>
    pickSnippet(fields, matchSpans(q, fields), {
      shown: (name) => name === 'projecttitle',
      maxChars: 80,
      fallback: 'description',
    });

  it('skips the fields the card shows and prefers the field with more of the query, then the higher weight', () => {
    expect(pick('schul')?.field).toBe(1);
    expect(pick('schul kassel')?.field).toBe(2);
  });

  it("shows the description's start when only the card's own fields matched", () => {
    const titleOnly = pick('nord');
    expect(titleOnly?.field).toBe(2);
    expect(render(titleOnly?.snippet as ReturnType<typeof snippet>)).toBe(fields[2]?.text);
  });
});
