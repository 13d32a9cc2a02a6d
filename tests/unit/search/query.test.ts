import { describe, expect, it } from 'vitest';
import { type ParsedQuery, parseQuery, type QueryTerm } from '../../../src/search/query.ts';

const plain = (word: string, infix = word): QueryTerm => ({ kind: 'plain', word, infix });
const word = (w: string): QueryTerm => ({ kind: 'word', word: w });
const wildcard = (pattern: string): QueryTerm => ({ kind: 'wildcard', pattern });
const phrase = (...words: string[]): QueryTerm => ({ kind: 'phrase', words });
/** One required clause per argument; an array argument is an OR of single-term alternatives. */
const query = (clauses: (QueryTerm | QueryTerm[])[], excluded: QueryTerm[] = []): ParsedQuery => ({
  clauses: clauses.map((c) => ({ alternatives: Array.isArray(c) ? c.map((t) => [t]) : [[c]] })),
  excluded,
});

describe('parseQuery: plain words', () => {
  it('requires every word (implicit AND), folded', () => {
    expect(parseQuery('Brücke  Sanierung')).toEqual(query([plain('bruecke', 'brueck'), plain('sanierung')]));
  });

  it('parses either umlaut spelling to the same query', () => {
    expect(parseQuery('Straße Grüngürtel')).toEqual(parseQuery('strasse gruenguertel'));
  });

  it('splits hyphenated words into separate required words', () => {
    expect(parseQuery('Rhein-Main')).toEqual(query([plain('rhein'), plain('main')]));
  });

  it('keeps numbers and letter-digit codes as words', () => {
    expect(parseQuery('2019 B2')).toEqual(query([plain('2019'), plain('b2')]));
  });

  it('treats lowercase "or" as an ordinary word', () => {
    expect(parseQuery('brücke or steg')).toEqual(
      query([plain('bruecke', 'brueck'), plain('or'), plain('steg')]),
    );
  });

  it('lets a word ending in consonant + e match compounds that drop the e (Schule → Schulhof)', () => {
    expect(parseQuery('Schule Kirche eine')).toEqual(
      query([plain('schule', 'schul'), plain('kirche', 'kirch'), plain('eine', 'ein')]),
    );
  });

  it('keeps the e after a vowel and in short words (Allee is not Halle, die is not di)', () => {
    expect(parseQuery('Allee Treue die')).toEqual(query([plain('allee'), plain('treue'), plain('die')]));
  });

  it('drops duplicate words, including different spellings of the same word', () => {
    expect(parseQuery('Schule schule SCHULE Brücke bruecke')).toEqual(
      query([plain('schule', 'schul'), plain('bruecke', 'brueck')]),
    );
  });
});

describe('parseQuery: empty and stray input', () => {
  it.each(['', '   ', '\t\n'])('matches everything for empty query %j', (q) => {
    expect(parseQuery(q)).toEqual(query([]));
  });

  it('ignores stray operators and punctuation-only terms', () => {
    expect(parseQuery('+ - * ** "" " " … –')).toEqual(query([]));
    expect(parseQuery('brücke + - * neubau')).toEqual(query([plain('bruecke', 'brueck'), plain('neubau')]));
  });
});

describe('parseQuery: phrases', () => {
  it('turns a quoted run of words into a phrase', () => {
    expect(parseQuery('"Neubau der Grundschule"')).toEqual(query([phrase('neubau', 'der', 'grundschule')]));
  });

  it('limits a quoted single word to the whole word', () => {
    expect(parseQuery('"Schule"')).toEqual(query([word('schule')]));
  });

  it('runs an unbalanced quote to the end of the query', () => {
    expect(parseQuery('brücke "neubau grundschule')).toEqual(
      query([plain('bruecke', 'brueck'), phrase('neubau', 'grundschule')]),
    );
  });

  it('accepts typographic quotes', () => {
    expect(parseQuery('„Grüne Brücke“')).toEqual(query([phrase('gruene', 'bruecke')]));
  });

  it('splits punctuation inside a phrase and treats * there as a separator, not a wildcard', () => {
    expect(parseQuery('"Rhein-Main schul*"')).toEqual(query([phrase('rhein', 'main', 'schul')]));
  });

  it('starts a phrase at a quote inside a word', () => {
    expect(parseQuery('neubau"grund schule"')).toEqual(query([plain('neubau'), phrase('grund', 'schule')]));
  });
});

describe('parseQuery: +must and -exclude', () => {
  it('+word requires the whole word', () => {
    expect(parseQuery('+Schule brücke')).toEqual(query([word('schule'), plain('bruecke', 'brueck')]));
  });

  it('-word and -"phrase" exclude whole words', () => {
    expect(parseQuery('schule -Berufsschule -"Neubau Nord"')).toEqual(
      query([plain('schule', 'schul')], [word('berufsschule'), phrase('neubau', 'nord')]),
    );
  });

  it('keeps a hyphenated operand together as a phrase', () => {
    expect(parseQuery('-Rhein-Main +Köln-Bonn')).toEqual(
      query([phrase('koeln', 'bonn')], [phrase('rhein', 'main')]),
    );
  });

  it('a query of only exclusions has no required clause (everything else matches)', () => {
    expect(parseQuery('-brücke -"fuß weg"')).toEqual(query([], [word('bruecke'), phrase('fuss', 'weg')]));
  });

  it('does not treat a hyphen inside or after a word as an exclusion', () => {
    expect(parseQuery('Hochwasser- und Lärmschutz')).toEqual(
      query([plain('hochwasser'), plain('und'), plain('laermschutz')]),
    );
  });

  it('drops duplicate exclusions', () => {
    expect(parseQuery('-brücke -Brücke -bruecke')).toEqual(query([], [word('bruecke')]));
  });
});

describe('parseQuery: wildcards', () => {
  it('parses prefix, suffix, infix and inner wildcards', () => {
    expect(parseQuery('schul* *schule *schul* sch**le')).toEqual(
      query([wildcard('schul*'), wildcard('*schule'), wildcard('*schul*'), wildcard('sch*le')]),
    );
  });

  it('folds the literal parts of a wildcard', () => {
    expect(parseQuery('Brück*')).toEqual(query([wildcard('brueck*')]));
  });

  it('combines with + and -', () => {
    expect(parseQuery('+schul* -*brücke')).toEqual(query([wildcard('schul*')], [wildcard('*bruecke')]));
  });
});

describe('parseQuery: OR', () => {
  it('binds tighter than the implicit AND', () => {
    expect(parseQuery('brücke sanierung OR neubau')).toEqual(
      query([plain('bruecke', 'brueck'), [plain('sanierung'), plain('neubau')]]),
    );
  });

  it('chains', () => {
    expect(parseQuery('steg OR brücke OR "fuß weg"')).toEqual(
      query([[plain('steg'), plain('bruecke', 'brueck'), phrase('fuss', 'weg')]]),
    );
  });

  it('keeps a hyphenated operand as one alternative requiring all its words', () => {
    expect(parseQuery('Rhein-Main OR Ruhr')).toEqual({
      clauses: [{ alternatives: [[plain('rhein'), plain('main')], [plain('ruhr')]] }],
      excluded: [],
    });
  });

  it('is ignored without an operand on each side', () => {
    expect(parseQuery('OR brücke')).toEqual(query([plain('bruecke', 'brueck')]));
    expect(parseQuery('brücke OR')).toEqual(query([plain('bruecke', 'brueck')]));
    expect(parseQuery('OR')).toEqual(query([]));
  });

  it('collapses repeated ORs', () => {
    expect(parseQuery('steg OR OR brücke')).toEqual(query([[plain('steg'), plain('bruecke', 'brueck')]]));
  });

  it('is ignored next to +must or -exclude (they are not alternatives)', () => {
    expect(parseQuery('steg OR -brücke')).toEqual(query([plain('steg')], [word('bruecke')]));
    expect(parseQuery('+steg OR brücke')).toEqual(query([word('steg'), plain('bruecke', 'brueck')]));
  });

  it('is a keyword only when unquoted, uppercase and unprefixed', () => {
    expect(parseQuery('"OR"')).toEqual(query([word('or')]));
    expect(parseQuery('steg Or brücke')).toEqual(
      query([plain('steg'), plain('or'), plain('bruecke', 'brueck')]),
    );
  });

  it('drops duplicate alternatives', () => {
    expect(parseQuery('brücke OR Brücke')).toEqual(query([plain('bruecke', 'brueck')]));
  });
});

describe('parseQuery: robustness', () => {
  const nasty = [
    '"',
    '""""',
    '+-+-',
    '-"',
    '+"',
    'OR OR OR',
    '*"*',
    '"*" OR -*',
    '-OR',
    '(a) [b] {c}',
    '\u0000\uFFFF',
  ];

  it.each(nasty)('never throws and yields only well-formed terms for %j', (q) => {
    const parsed = parseQuery(q);
    const terms = [...parsed.clauses.flatMap((c) => c.alternatives.flat()), ...parsed.excluded];
    for (const t of terms) {
      if (t.kind === 'phrase') expect(t.words.length).toBeGreaterThan(1);
      if (t.kind === 'wildcard') expect(t.pattern).toMatch(/^[*]?[\p{L}\p{N}]+(\*[\p{L}\p{N}]+)*[*]?$/u);
      if (t.kind === 'plain' || t.kind === 'word') expect(t.word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });

  it('parses a long query', () => {
    const long = Array.from({ length: 500 }, (_, i) => `w${i}`).join(' ');
    expect(parseQuery(long).clauses).toHaveLength(500);
  });
});
