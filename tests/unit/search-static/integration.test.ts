/** The index writer's pure parts: where it reads and writes, and how it reads the card files. */
import { describe, expect, it } from 'vitest';
import { searchIndexPaths } from '../../../src/integrations/staticSearchIndex.ts';
import { parseCardChunk } from '../../../src/search/static/cardChunk.ts';

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
});

describe('parseCardChunk', () => {
  it('maps each reference_ID to its card HTML as rendered', () => {
    const card = '<article class="card" data-reference-id="12" data-astro-cid-x><p>A</p></article>';
    expect(parseCardChunk({ 12: card, 7: '<article>B</article>' }, 'cards/1.json')).toEqual(
      new Map([
        [7, '<article>B</article>'],
        [12, card],
      ]),
    );
  });

  it('refuses a file that is not one, naming it', () => {
    expect(() => parseCardChunk({ twelve: '<article>' }, 'cards/1.json')).toThrow(/cards\/1\.json/);
    expect(() => parseCardChunk({ 12: '' }, 'cards/1.json')).toThrow(/not a card chunk/);
    expect(() => parseCardChunk(['<article>'], 'cards/1.json')).toThrow(/not a card chunk/);
  });
});
