/**
 * The matcher gives the same key terms, matches and relevance over the static index (the tender
 * page, the WebMCP tool) as over the search docs (the simulator gateway), on the simulator's whole
 * catalog in both languages, for briefs generated from the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_KEYS, type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient, type ReferenceDetail } from '../../../src/catalog/index.ts';
import { matchReferences, matchReferencesAsync, staticMatchSource } from '../../../src/match/index.ts';
import { buildSearchDoc, searchDocs, Vocabulary } from '../../../src/search/index.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { freshClient, serve } from '../search-static/helpers.ts';
import { briefsOf, SCHOOL_BRIEF } from './briefs.ts';

const LANGS = ['de', 'en'] as const;
let sim: SimulatorHandle;
const details = new Map<string, ReferenceDetail[]>();

beforeAll(async () => {
  sim = await startSimulator();
  const key = FIXED_KEYS.find((k) => k.company_ID === 1 && k.defaultLang === 'de' && !k.revoked);
  const client = createCatalogClient({ baseUrl: sim.url, apiKey: key?.apiKey ?? '', concurrency: 8 });
  for (const lang of LANGS) {
    const ids = await client.listReferenceIds(lang);
    const all = await Promise.all(ids.map((id) => client.getReference(lang, { id })));
    details.set(
      lang,
      all.filter((d): d is ReferenceDetail => d !== undefined && d !== null),
    );
  }
});
afterAll(() => sim?.close());

describe.each(LANGS)('matcher parity, static index vs search docs (%s)', (lang) => {
  it('same terms, matches and relevance for generated briefs and a long text', async () => {
    const refs = details.get(lang) ?? [];
    const built = buildIndex({
      lang,
      refs: refs.map((doc) => ({ id: doc.reference_ID, doc, branchIds: [] })),
      facets: [],
      orders: {},
    });
    const client = await freshClient();
    const source = staticMatchSource(new client.StaticSearch(serve(built, client.gunzip)));
    const docs = refs.map(buildSearchDoc);
    const vocabulary = new Vocabulary();
    const sync = { docCount: docs.length, searchTerm: (t: string) => searchDocs(t, docs, vocabulary) };
    const briefs = briefsOf(lang, refs).filter((_, i) => i % 5 === 0);
    const long = refs.map((r) => `${r.projecttitle}. ${r.subtitle}`).join(' ');
    const texts = [...briefs.map((b) => b.text), SCHOOL_BRIEF[lang], long];
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      const expected = matchReferences({ text, count: 20 }, sync);
      expect(expected.matches.length).toBeGreaterThan(0);
      expect(await matchReferencesAsync({ text, count: 20 }, source)).toEqual(expected);
    }
  });
});
