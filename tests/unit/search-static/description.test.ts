/**
 * The API searches a description's raw HTML; the site keeps it sanitized, and the sanitizer drops
 * disallowed block tags without a space ("<div>a</div><div>b</div>" → "ab"). The references loader
 * therefore stores the search text of the raw HTML next to it (descriptionText), and the static
 * index must read the same words as the API (the simulator, which searches the raw HTML).
 */
import { describe, expect, it } from 'vitest';
import type { ReferenceDetail } from '../../../src/catalog/schemas.ts';
import { sanitizeDescription } from '../../../src/lib/sanitizeHtml.ts';
import { storedDetail } from '../../../src/loaders/processing.ts';
import {
  buildSearchDoc,
  indexTokens,
  matchDoc,
  parseQuery,
  type SearchableReference,
} from '../../../src/search/index.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { freshClient, serve } from './helpers.ts';

const RAW =
  '<div>Neubau der Grundschule</div><div>Kassel</div><section><p>Fernwärme</p></section><div>Netz</div>';
/** The detail as the API delivers it (and the simulator searches it). */
const API: SearchableReference = { reference_ID: 7, projecttitle: 'Schulneubau', description: RAW };
/** The detail as the site stores it (the loader's own code): sanitized HTML, the raw HTML's search text. */
const STORED = storedDetail({ ...API, company: {} } as unknown as ReferenceDetail) as SearchableReference;

const descriptionWords = (ref: SearchableReference): string[] =>
  buildSearchDoc(ref)
    .fields.filter((f) => f.name === 'description')
    .flatMap((f) => indexTokens(f.text));

describe('the description the index reads', () => {
  it('is not the sanitized HTML, which joins the words of dropped blocks', () => {
    expect(sanitizeDescription(RAW)).toContain('GrundschuleKassel');
    expect(descriptionWords({ ...API, description: sanitizeDescription(RAW) })).toContain(
      'grundschulekassel',
    );
  });

  it('has the words the API reads in the raw HTML', () => {
    expect(descriptionWords(STORED)).toEqual(descriptionWords(API));
    expect(descriptionWords(STORED)).toEqual([
      'neubau',
      'der',
      'grundschule',
      'kassel',
      'fernwaerme',
      'netz',
    ]);
  });

  it('gives the API’s answer to whole words and phrases across the dropped blocks', () => {
    for (const query of ['+kassel', '"grundschule kassel"', '"fernwärme netz"', 'netz -kassel']) {
      const api = matchDoc(parseQuery(query), buildSearchDoc(API));
      expect(matchDoc(parseQuery(query), buildSearchDoc(STORED)), query).toEqual(api);
    }
  });

  it('reaches the static index: a whole word of a dropped block is found', async () => {
    const built = buildIndex({
      lang: 'de',
      refs: [{ id: 7, doc: STORED }],
      facets: [],
      orders: {},
    });
    const client = await freshClient();
    const engine = new client.StaticSearch(serve(built, client.gunzip));
    expect([...(await engine.search('+kassel'))]).toEqual([0]);
    expect([...(await engine.search('"grundschule kassel"'))]).toEqual([0]);
  });
});
