import { describe, expect, it } from 'vitest';
import { indexTokens, type SearchDoc, searchDocs, Vocabulary } from '../../../src/search/index.ts';

const doc = (id: number, title: string, text: string): SearchDoc => ({
  id,
  fields: [
    { name: 'projecttitle', text: title, weight: 10 },
    { name: 'description', text, weight: 1 },
  ],
});

// The same references in two languages, as the simulator and the static build hold them side by side.
const DE = [
  doc(1, 'Neubau Grundschule Kassel', 'Schulhof und Sporthalle, Schulzentrum'),
  doc(2, 'Brückensanierung Fulda', 'Fußgängerbrücke und Radweg'),
  doc(3, 'Sporthalle Berufsschule', 'Neubau einer Halle in Kassel'),
];
const EN = [
  doc(1, 'New primary school Kassel', 'Schoolyard and sports hall, school centre'),
  doc(2, 'Bridge refurbishment Fulda', 'Footbridge and cycle path'),
  doc(3, 'Sports hall vocational school', 'New hall in Kassel'),
];
const QUERIES = [
  'schule',
  'school',
  'halle',
  'hall',
  'brücke',
  'bridge',
  'schul*',
  '*hall*',
  '"und sporthalle"',
  '"sports hall"',
  'kassel -neubau',
  'kassel -new',
  'neubau OR new',
  'sporthalle school',
  '',
];

const wordsOf = (docs: SearchDoc[]): string[] =>
  [...new Set(docs.flatMap((d) => d.fields.flatMap((f) => indexTokens(f.text))))].sort();

describe('Vocabulary: one per corpus', () => {
  it('two corpora searched in turn in one process give the results each gives alone', () => {
    const de = new Vocabulary();
    const en = new Vocabulary();
    let hits = 0;
    for (const q of QUERIES) {
      const aloneDe = searchDocs(q, DE); // a vocabulary of its own for this search
      const aloneEn = searchDocs(q, EN);
      expect(searchDocs(q, DE, de), `de ${q}`).toEqual(aloneDe);
      expect(searchDocs(q, EN, en), `en ${q}`).toEqual(aloneEn);
      hits += aloneDe.length + aloneEn.length;
    }
    expect(hits).toBeGreaterThan(QUERIES.length);
  });

  it("holds exactly its own docs' words, whatever else the process searched", () => {
    const de = new Vocabulary();
    const en = new Vocabulary();
    for (const q of QUERIES) {
      searchDocs(q, EN, en);
      searchDocs(q, DE, de);
    }
    expect([...de.words].sort()).toEqual(wordsOf(DE));
    expect([...en.words].sort()).toEqual(wordsOf(EN));
  });
});
