/**
 * The matcher over the static index (as the tender page runs it in the browser) gives the same key
 * terms, matches and relevance as over the search docs (as the gateway runs it).
 */
import { describe, expect, it } from 'vitest';
import { matchReferences, matchReferencesAsync, staticMatchSource } from '../../../src/match/index.ts';
import {
  buildSearchDoc,
  type SearchableReference,
  searchDocs,
  Vocabulary,
} from '../../../src/search/index.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { freshClient, serve } from '../search-static/helpers.ts';

const refs: SearchableReference[] = [
  {
    reference_ID: 11,
    projecttitle: 'Grundschule Am Park',
    city: 'Köln',
    description: '<p>Neubau mit Sporthalle</p>',
  },
  {
    reference_ID: 12,
    projecttitle: 'Berufsschulzentrum Nord',
    city: 'Osnabrück',
    services: [{ workfieldname: 'Tragwerksplanung' }],
  },
  { reference_ID: 15, projecttitle: 'Rheinbrücke', subtitle: 'Brücke über den Rhein', city: 'Bonn' },
  { reference_ID: 17, projecttitle: 'Sporthalle West', branches: [{ branchname: 'Sportbauten' }] },
  { reference_ID: 20, projecttitle: 'Bürohaus Osnabrück', description: 'Neubau, Tragwerksplanung' },
];

describe('staticMatchSource', () => {
  it('matches over the static index exactly as over the search docs', async () => {
    const built = buildIndex({
      lang: 'de',
      refs: refs.map((doc) => ({ id: doc.reference_ID, doc, branchIds: [] })),
      facets: [],
      orders: {},
    });
    const client = await freshClient();
    const engine = new client.StaticSearch(serve(built, client.gunzip));
    const docs = refs.map(buildSearchDoc);
    const vocabulary = new Vocabulary();
    const sync = { docCount: docs.length, searchTerm: (t: string) => searchDocs(t, docs, vocabulary) };
    for (const text of [
      'Neubau einer Schule mit Sporthalle in Köln',
      'Brücke, Tragwerksplanung, Osnabrück',
      'Sportbauten: Sporthalle und Schulhof',
      'nichts Passendes',
    ]) {
      const expected = matchReferences({ text, count: 20 }, sync);
      // Texts that match something, so the comparison is not between two empty lists.
      expect(expected.matches.length > 0).toBe(!text.startsWith('nichts'));
      expect(await matchReferencesAsync({ text, count: 20 }, staticMatchSource(engine))).toEqual(expected);
    }
  });
});
