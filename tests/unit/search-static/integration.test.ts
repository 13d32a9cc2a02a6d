/** The build integration's pure parts: where it reads and writes, and how it cuts out cards. */
import { describe, expect, it } from 'vitest';
import { extractCards } from '../../../src/integrations/cards.ts';
import { searchIndexPaths } from '../../../src/integrations/staticSearchIndex.ts';

describe('searchIndexPaths', () => {
  it('reads the internal pages under each search path and writes /_search/<lang>/ into the given outDir', () => {
    const [de, en] = searchIndexPaths('/out');
    expect(de).toMatchObject({
      lang: 'de',
      dataDir: '/out/de/suche/index-data',
      sourceFile: '/out/de/suche/index-data/source.json',
      cardsDir: '/out/de/suche/index-data/cards',
      manifestFile: '/out/_search/de/manifest.json',
    });
    expect(de?.buildDir('abc')).toBe('/out/_search/de/abc/');
    expect(en?.sourceFile).toBe('/out/en/search/index-data/source.json');
  });

  it('can be limited to some languages', () => {
    expect(searchIndexPaths('/x', { langs: ['en'] }).map((p) => p.lang)).toEqual(['en']);
  });
});

describe('extractCards', () => {
  it('cuts each card out between its markers, whatever attributes Astro adds', () => {
    const html =
      '<body><hr data-card-start="12" data-astro-cid-x><article class="card" data-reference-id="12"><hr><p>A</p></article>' +
      '<hr data-card-end data-astro-cid-x><hr data-card-start="7"><article data-reference-id="7">B</article><hr data-card-end></body>';
    expect(extractCards(html)).toEqual(
      new Map([
        [12, '<article class="card" data-reference-id="12"><hr><p>A</p></article>'],
        [7, '<article data-reference-id="7">B</article>'],
      ]),
    );
  });
});
