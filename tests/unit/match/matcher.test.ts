import { describe, expect, it } from 'vitest';
import {
  keyTerms,
  type MatchSource,
  matchReason,
  matchReferences,
  matchReferencesAsync,
} from '../../../src/match/index.ts';
import { type SearchDoc, searchDocs, Vocabulary } from '../../../src/search/index.ts';

const doc = (id: number, title: string, body = ''): SearchDoc => ({
  id,
  fields: [
    { name: 'projecttitle', text: title, weight: 10 },
    { name: 'description', text: body, weight: 1 },
  ],
});

const DOCS: SearchDoc[] = [
  doc(1, 'Grundschule Am Park', 'Neubau einer Grundschule mit Sporthalle'),
  doc(2, 'Berufsschulzentrum Nord', 'Erweiterung des Schulzentrums, Tragwerksplanung'),
  doc(3, 'Rheinbrücke Süd', 'Neubau einer Brücke über den Rhein, Tragwerksplanung'),
  doc(4, 'Bürogebäude Osnabrück', 'Neubau eines Bürogebäudes in Osnabrück'),
  doc(5, 'Sporthalle West', 'Neubau einer Dreifeld-Sporthalle'),
  doc(6, 'Fußgängerbrücke Mainufer', 'Brücke für Fußgänger, Neubau'),
];

const source = (docs: SearchDoc[] = DOCS, vocabulary = new Vocabulary()): MatchSource => ({
  docCount: docs.length,
  searchTerm: (term) => searchDocs(term, docs, vocabulary),
});

describe('keyTerms', () => {
  it('drops German and English stop words, short words and bare numbers', () => {
    const terms = keyTerms('Der Neubau und the school of 2024 in an Ort ab 12 Klassen').map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['neubau', 'school', 'ort', 'klassen']));
    for (const stop of ['der', 'und', 'the', 'of', 'in', 'an', '2024', 'ab', '12'])
      expect(terms).not.toContain(stop);
  });

  it('ranks by frequency, ties in order of first occurrence, and keeps how the text wrote the word', () => {
    const terms = keyTerms('Sporthalle, Mensa, Sporthalle, Straße und Mensa. Dach.');
    expect(terms.map((t) => t.term)).toEqual(['sporthalle', 'mensa', 'strasse', 'dach']);
    expect(terms.map((t) => t.display)).toEqual(['Sporthalle', 'Mensa', 'Straße', 'Dach']);
  });

  it('a word scores for the compounds it hides in, also with the dropped e (Schul|zentrum)', () => {
    const [first] = keyTerms('Mensa. Schule. Schulzentrum, Schulhof.');
    expect(first?.term).toBe('schule'); // once on its own, twice inside compounds
    expect(first?.weight).toBe(3);
  });

  it('the dropped e counts only where a compound continues: Osnabrück does not hide Brücke', () => {
    const [bruecke] = keyTerms('Brücke in Osnabrück').filter((t) => t.term === 'bruecke');
    expect(bruecke?.weight).toBe(1);
    const [schule] = keyTerms('Schule, Grundschulneubau').filter((t) => t.term === 'schule');
    expect(schule?.weight).toBe(2);
  });

  it('keeps at most 12 terms', () => {
    const text = Array.from({ length: 30 }, (_, i) => `wort${String.fromCharCode(97 + (i % 26))}${i}`).join(
      ' ',
    );
    expect(keyTerms(text)).toHaveLength(12);
  });
});

describe('matchReferences', () => {
  it('finds compounds: "Schule" matches Grundschule (inside) and Berufsschulzentrum (dropped e)', () => {
    const { matches } = matchReferences({ text: 'Schule' }, source());
    expect(matches.map((m) => m.id).sort()).toEqual([1, 2]);
  });

  it('does not take Osnabrück for a bridge', () => {
    const { matches } = matchReferences({ text: 'Brücke' }, source());
    expect(matches.map((m) => m.id).sort()).toEqual([3, 6]);
  });

  it('ranks the reference matching more and rarer terms first; a term everyone has weighs little', () => {
    const { matches } = matchReferences({ text: 'Neubau einer Grundschule mit Sporthalle' }, source());
    expect(matches[0]?.id).toBe(1);
    expect(matches[0]?.matchedTerms).toEqual(expect.arrayContaining(['grundschule', 'sporthalle', 'neubau']));
    expect(matches[1]?.id).toBe(5); // Sporthalle + Neubau
    const neubauOnly = matches.find((m) => m.id === 4);
    expect(neubauOnly?.relevance).toBeLessThan(matches[1]?.relevance ?? 0);
  });

  it('a school brief ranks schools above bridges, a bridge brief bridges above schools', () => {
    const school = matchReferences({ text: 'Neubau einer Schule mit Tragwerksplanung' }, source()).matches;
    const rankOf = (ms: typeof school, id: number) => ms.findIndex((m) => m.id === id);
    expect(rankOf(school, 2)).toBeLessThan(rankOf(school, 3));
    const bridge = matchReferences({ text: 'Neubau einer Brücke mit Tragwerksplanung' }, source()).matches;
    expect(rankOf(bridge, 3)).toBeLessThan(rankOf(bridge, 2));
  });

  it('whole-word hits outrank hits inside longer words', () => {
    const docs = [doc(1, 'Hallenbad'), doc(2, 'Halle')];
    const { matches } = matchReferences({ text: 'Halle' }, source(docs));
    expect(matches.map((m) => m.id)).toEqual([2, 1]);
    expect(matches[0]?.relevance).toBe(1);
    expect(matches[1]?.relevance).toBe(0.6);
  });

  it('the filters: only allowed ids, and count clamped to 1..20 (default 5)', () => {
    const text = 'Neubau';
    expect(matchReferences({ text }, source()).matches).toHaveLength(5);
    expect(matchReferences({ text, count: 2 }, source()).matches).toHaveLength(2);
    expect(matchReferences({ text, count: 0 }, source()).matches).toHaveLength(1);
    const many = Array.from({ length: 30 }, (_, i) => doc(i + 1, `Neubau ${i}`));
    expect(matchReferences({ text, count: 50 }, source(many)).matches).toHaveLength(20);
    const allowed = new Set([3, 5]);
    expect(matchReferences({ text, allowed }, source()).matches.map((m) => m.id)).toEqual([3, 5]);
  });

  it('a text of stop words only, or with no hits, matches nothing', () => {
    expect(matchReferences({ text: 'und der die das the of' }, source())).toEqual({ terms: [], matches: [] });
    expect(matchReferences({ text: 'Windkraftanlage' }, source()).matches).toEqual([]);
  });

  it('the async form gives the same result over a loading source', async () => {
    const text = 'Neubau einer Brücke für Fußgänger am Main';
    const s = source();
    const slow = { docCount: s.docCount, searchTerm: async (t: string) => s.searchTerm(t) };
    expect(await matchReferencesAsync({ text, count: 3 }, slow)).toEqual(
      matchReferences({ text, count: 3 }, s),
    );
  });

  it('the reason names the matched terms as the text wrote them', () => {
    const r = matchReferences({ text: 'Grundschule mit Sporthalle' }, source());
    const first = r.matches[0];
    expect(first && matchReason(first, r.terms)).toBe('Grundschule, Sporthalle');
  });
});
