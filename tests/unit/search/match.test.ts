import { describe, expect, it } from 'vitest';
import { matchDoc } from '../../../src/search/match.ts';
import { parseQuery } from '../../../src/search/query.ts';
import { searchDocs } from '../../../src/search/search.ts';
import type { SearchDoc } from '../../../src/search/types.ts';

const doc = (id: number, title: string, description = ''): SearchDoc => ({
  id,
  fields: [
    { name: 'projecttitle', text: title, weight: 10 },
    { name: 'description', text: description, weight: 1 },
  ],
});

const DOCS: SearchDoc[] = [
  doc(1, 'Neubau Grundschule am Stadtpark', 'Die Schule erhält eine Mensa.'),
  doc(2, 'Schulzentrum Nord', 'Erweiterung um einen Schulhof'),
  doc(3, 'Berufsschule Kassel', 'Sanierung der Werkstätten'),
  doc(4, 'Hochwasserschutz an der Fulda', 'Deich und Spundwand, Baujahr 2019'),
  doc(5, 'Brückensanierung B2', 'Instandsetzung der Brücke über die Bahn'),
  doc(6, 'Fernwärmeleitung Nordstadt', 'Neubau einer Fernwärmetrasse 2021'),
  doc(7, 'Fußgängerbrücke Grüngürtel', 'Neubau einer Brücke für Fußgänger und Radfahrer'),
  doc(8, 'Straße am Schulberg', 'Sanierung der Strasse und des Gehwegs'),
  doc(9, 'Primary School Extension', 'New classrooms and a sports hall for the school'),
  doc(10, 'Neubau Feuerwache', 'Fertigstellung 2019, Fahrzeughalle B 2'),
  doc(11, 'Neubau Schulcampus', 'Neubau der Grundschule, Neubau der Sporthalle, Neubau der Mensa'),
];

const ids = (query: string, docs: readonly SearchDoc[] = DOCS): number[] =>
  searchDocs(query, docs).map((h) => h.id);

describe('plain words', () => {
  it('match inside longer words, including compounds that drop a final e', () => {
    // 1: whole word; 11, 3: Grundschule, Berufsschule; 2, 8: Schulzentrum, Schulberg (no e).
    expect(ids('schule')).toEqual([1, 11, 3, 2, 8]);
  });

  it('rank a whole-word match above infix matches, even with a lower score', () => {
    const docs = [
      doc(1, 'Grundschule Nord', 'Grundschule mit Grundschulhof'),
      doc(2, 'Mensa', 'Die Schule isst.'),
    ];
    expect(searchDocs('schule', docs)).toEqual([
      { id: 2, score: 3, wholeWord: true },
      { id: 1, score: 10 + 1 + 1, wholeWord: false },
    ]);
  });

  it('find either umlaut spelling, in any case', () => {
    expect(ids('brücke')).toEqual([5, 7]);
    expect(ids('bruecke')).toEqual([5, 7]);
    expect(ids('BRÜCKE')).toEqual([5, 7]);
    expect(ids('strasse')).toEqual(ids('Straße'));
    expect(ids('gruenguertel')).toEqual([7]);
  });

  it('do not equate a bare vowel with an umlaut', () => {
    expect(ids('brucke')).toEqual([]);
  });

  it('count every spelling of a word in a doc (Straße and Strasse)', () => {
    expect(searchDocs('strasse', DOCS)).toEqual([{ id: 8, score: 30 + 3, wholeWord: true }]);
  });

  it('all have to match (AND); one word matching nothing empties the result', () => {
    expect(ids('neubau brücke')).toEqual([7]);
    expect(ids('neubau zeppelin')).toEqual([]);
  });

  it('weight title hits above description hits, ties by id ascending', () => {
    expect(searchDocs('neubau', DOCS)).toEqual([
      { id: 11, score: 30 + 9, wholeWord: true },
      { id: 1, score: 30, wholeWord: true },
      { id: 10, score: 30, wholeWord: true },
      { id: 6, score: 3, wholeWord: true },
      { id: 7, score: 3, wholeWord: true },
    ]);
  });

  it('rank by the number of whole-word terms first, whatever the score', () => {
    // doc 11 scores higher (many "Neubau"), but only doc 1 matches "schule" as a whole word.
    const hits = searchDocs('neubau schule', DOCS);
    expect(hits.map((h) => [h.id, h.wholeWord])).toEqual([
      [1, true],
      [11, false],
    ]);
    expect(hits[1]?.score).toBeGreaterThan(hits[0]?.score ?? 0);
  });

  it('treat numbers as words: whole numbers rank above digits inside longer numbers', () => {
    expect(ids('2019')).toEqual([4, 10]);
    expect(ids('b2')).toEqual([5]); // "B 2" is two words
    expect(searchDocs('19', DOCS).map((h) => [h.id, h.wholeWord])).toEqual([
      [4, false],
      [10, false],
    ]);
  });

  it('treat lowercase "or" as a word that must match', () => {
    expect(ids('brücke or radfahrer')).toEqual([]);
    expect(ids('brücke OR radfahrer')).toEqual([7, 5]);
  });

  it('give the same hits and scores for a duplicated word', () => {
    expect(searchDocs('schule schule Schule', DOCS)).toEqual(searchDocs('schule', DOCS));
  });
});

describe('empty and stray queries', () => {
  it.each(['', '   ', '+ - *', 'OR'])('return every doc with score 0 in id order for %j', (q) => {
    const hits = searchDocs(q, [...DOCS].reverse());
    expect(hits.map((h) => h.id)).toEqual(DOCS.map((d) => d.id));
    expect(hits.every((h) => h.score === 0)).toBe(true);
  });
});

describe('phrases', () => {
  it('match consecutive whole words in order', () => {
    expect(ids('"neubau einer brücke"')).toEqual([7]);
    expect(ids('"Fußgänger und Radfahrer"')).toEqual([7]);
    expect(ids('"brücke neubau"')).toEqual([]);
  });

  it('do not match inside longer words', () => {
    expect(ids('"schul"')).toEqual([]);
    expect(ids('"neubau einer fernwaerme"')).toEqual([]);
  });

  it('do not span two fields', () => {
    expect(ids('"nordstadt neubau"')).toEqual([]); // title ends "Nordstadt", description starts "Neubau"
  });
});

describe('+must and -exclude', () => {
  it('+word requires the whole word', () => {
    expect(ids('+schule')).toEqual([1]);
    expect(ids('+brücke neubau')).toEqual([7]);
  });

  it('-word removes docs containing the whole word only', () => {
    expect(ids('schule -berufsschule')).toEqual([1, 11, 2, 8]);
    expect(ids('schule -schule')).toEqual([11, 3, 2, 8]); // compounds stay
  });

  it('-"phrase" removes docs containing the phrase', () => {
    expect(ids('neubau -"neubau einer"')).toEqual([11, 1, 10]);
  });

  it('a query of only exclusions returns all other docs', () => {
    expect(ids('-brücke -2019')).toEqual([1, 2, 3, 6, 8, 9, 11]);
  });
});

describe('OR', () => {
  it('needs either side, within the AND of the other words', () => {
    expect(ids('sanierung brücke OR strasse')).toEqual([8, 5]);
  });

  it('ranks a doc matching both sides above one matching a single side', () => {
    expect(ids('schulhof OR schulzentrum OR berufsschule')).toEqual([2, 3]);
    const [both, one] = searchDocs('schulhof OR schulzentrum OR berufsschule', DOCS);
    expect(both?.score).toBe(30 + 3);
    expect(one?.score).toBe(30);
  });
});

describe('wildcards', () => {
  it('match whole words by prefix, suffix or inner part', () => {
    expect(ids('schul*').sort((a, b) => a - b)).toEqual([1, 2, 8, 11]);
    expect(ids('*schule').sort((a, b) => a - b)).toEqual([1, 3, 11]);
    expect(ids('*schul*').sort((a, b) => a - b)).toEqual([1, 2, 3, 8, 11]);
    expect(ids('fern*trasse')).toEqual([6]);
  });

  it('count as whole-word matches for ranking', () => {
    expect(searchDocs('*brücke', DOCS)).toEqual([
      { id: 7, score: 30 + 3, wholeWord: true },
      { id: 5, score: 3, wholeWord: true },
    ]);
  });

  it('exclude with -', () => {
    expect(ids('neubau -schul*')).toEqual([10, 6, 7]);
  });
});

describe('matchDoc', () => {
  const queries = [
    'schule',
    'neubau schule',
    '"neubau einer"',
    'brücke OR strasse -bahn',
    'schul*',
    '',
    '-2019',
  ];

  it.each(queries)('agrees with searchDocs for %j', (q) => {
    const parsed = parseQuery(q);
    const single = DOCS.map((d) => matchDoc(parsed, d)).filter((h) => h !== null);
    const all = searchDocs(q, DOCS);
    expect(single.sort((a, b) => a.id - b.id)).toEqual([...all].sort((a, b) => a.id - b.id));
  });

  it('sees words of docs created after the query was first used', () => {
    const parsed = parseQuery('zylinder*');
    expect(matchDoc(parsed, doc(100, 'Motorblock'))).toBeNull();
    expect(matchDoc(parsed, doc(101, 'Zylinderkopf'))).toEqual({ id: 101, score: 30, wholeWord: true });
  });

  it('keeps weight-0 fields searchable without adding to the score', () => {
    const hidden: SearchDoc = { id: 1, fields: [{ name: 'x', text: 'Kennwort', weight: 0 }] };
    expect(matchDoc(parseQuery('kennwort'), hidden)).toEqual({ id: 1, score: 0, wholeWord: true });
    expect(matchDoc(parseQuery('-kennwort'), hidden)).toBeNull();
  });
});

describe('a dropped final e (Schule → Schul|zentrum)', () => {
  const titles = (query: string, ...texts: string[]): string[] => {
    const docs = texts.map((t, i) => doc(i + 1, t));
    return searchDocs(query, docs).map((h) => texts[h.id - 1] as string);
  };

  it('finds compounds that continue after the elided form', () => {
    expect(titles('schule', 'Schulzentrum Nord', 'Berufsschulzentrum', 'Neuer Schulhof', 'Rathaus')).toEqual([
      'Schulzentrum Nord',
      'Berufsschulzentrum',
      'Neuer Schulhof',
    ]);
    expect(titles('kirche', 'Sanierung Kirchturm', 'Kirchplatz', 'Marktplatz')).toEqual([
      'Sanierung Kirchturm',
      'Kirchplatz',
    ]);
    expect(titles('house', 'Social housing', 'Warehouse', 'Hospital')).toEqual([
      'Warehouse',
      'Social housing',
    ]);
  });

  it('does not match the elided form at a word end or before a single letter (another word)', () => {
    expect(titles('brücke', 'Radweg Wüste, Osnabrück', 'Hafen Osnabrücks', 'Talbrücke')).toEqual([
      'Talbrücke',
    ]);
    expect(titles('eine', 'Deich am Rhein', 'Kleine Brücke', 'Ein klein Haus')).toEqual(['Kleine Brücke']);
    expect(titles('line', 'Berlin Mitte', 'Pipeline')).toEqual(['Pipeline']);
    expect(titles('kirche', 'Bahnhof Hochkirch')).toEqual([]);
  });

  it('still matches words that contain the term as typed (spec 4.3 rule 1)', () => {
    expect(titles('brücke', 'Saarbrücken', 'Brückenstraße', 'Fußgängerbrücke', 'Osnabrück')).toEqual([
      'Saarbrücken',
      'Brückenstraße',
      'Fußgängerbrücke',
    ]);
  });

  it('ranks a match that needed the dropped e below every literal match, whatever the scores', () => {
    const docs = [
      doc(1, 'Schallschutz und Schallschutzwand', 'Schallschutz'), // hall|schutz: halle without its e
      doc(2, 'Neubau', 'mit Sporthalle'),
      doc(3, 'Immobilien', 'Immobilienverwaltung'), // mobil|ien
      doc(4, 'Neubau', 'Mobile Wache'),
    ];
    expect(searchDocs('halle', docs).map((h) => h.id)).toEqual([2, 1]);
    expect(searchDocs('mobile', docs).map((h) => [h.id, h.wholeWord])).toEqual([
      [4, true],
      [3, false],
    ]);
    expect(
      searchDocs('schule', [doc(1, 'Schulzentrum'), doc(2, 'Neubau', 'Grundschule')]).map((h) => h.id),
    ).toEqual([2, 1]);
  });

  it('ranks by the number of terms matched as typed before the score', () => {
    const docs = [
      doc(1, 'Neubau Schulzentrum Schulhof Schulmensa'), // neubau as typed, schule only elided
      doc(2, 'Neubau', 'Grundschule'),
    ];
    expect(searchDocs('neubau schule', docs).map((h) => h.id)).toEqual([2, 1]);
    // An OR group counts as typed when one of its sides does.
    expect(searchDocs('neubau schule OR mensa', docs).map((h) => h.id)).toEqual([1, 2]);
  });

  it('leaves operators whole-word only: no elided form in phrases, +must or wildcards', () => {
    const docs = [doc(1, 'Schulzentrum'), doc(2, 'Schule')];
    expect(searchDocs('+schule', docs).map((h) => h.id)).toEqual([2]);
    expect(searchDocs('"schule"', docs).map((h) => h.id)).toEqual([2]);
    expect(searchDocs('schul*', docs).map((h) => h.id)).toEqual([1, 2]);
    expect(searchDocs('schule -schulzentrum', docs).map((h) => h.id)).toEqual([2]);
  });
});
