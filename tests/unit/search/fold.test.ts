import { describe, expect, it } from 'vitest';
import { foldText } from '../../../src/search/fold.ts';
import { indexTokens, tokenize } from '../../../src/search/tokenize.ts';

describe('foldText', () => {
  it('spells German umlauts and ß as two letters, so either spelling finds the other', () => {
    expect(foldText('Straße')).toBe(foldText('Strasse'));
    expect(foldText('Grüngürtel')).toBe(foldText('Gruenguertel'));
    expect(foldText('Fußgängerbrücke')).toBe('fussgaengerbruecke');
    expect(foldText('Öl')).toBe('oel');
  });

  it('folds the uppercase forms, including capital sharp s', () => {
    expect(foldText('ÄÖÜ')).toBe('aeoeue');
    expect(foldText('STRAẞE')).toBe('strasse');
    expect(foldText('BRÜCKE')).toBe(foldText('brücke'));
  });

  it('treats decomposed umlauts (u + combining diaeresis) like precomposed ones', () => {
    expect(foldText('Bru\u0308cke')).toBe('bruecke');
  });

  it('strips other diacritics', () => {
    expect(foldText('Café Façade Ångström')).toBe('cafe facade angstroem');
    expect(foldText('Ñandú São Paulo')).toBe('nandu sao paulo');
  });

  it('does not equate a bare vowel with an umlaut: only the ae/oe/ue spellings meet', () => {
    expect(foldText('Brücke')).not.toBe(foldText('Brucke'));
  });

  it('drops invisible soft hyphens and zero-width characters instead of splitting the word', () => {
    expect(indexTokens('Fernwärme\u00ADleitung Hoch\u200Bwasser\uFEFF')).toEqual([
      'fernwaermeleitung',
      'hochwasser',
    ]);
  });

  it('keeps punctuation and digits so the text can still be tokenized', () => {
    expect(foldText('Rhein-Main, 2019/B2')).toBe('rhein-main, 2019/b2');
  });
});

describe('tokenize / indexTokens', () => {
  it('splits on whitespace, punctuation and hyphens', () => {
    expect(indexTokens('Rhein-Main: Neubau (2. BA), Köln/Bonn')).toEqual([
      'rhein',
      'main',
      'neubau',
      '2',
      'ba',
      'koeln',
      'bonn',
    ]);
  });

  it('keeps letters and digits of one run together (years, codes)', () => {
    expect(indexTokens('Baujahr 2019, Klasse B2, A7-Ausbau')).toEqual([
      'baujahr',
      '2019',
      'klasse',
      'b2',
      'a7',
      'ausbau',
    ]);
  });

  it('returns no words for text without letters or digits', () => {
    expect(indexTokens('  – / … ')).toEqual([]);
    expect(indexTokens('')).toEqual([]);
  });

  it('tokenize expects folded input; indexTokens folds first', () => {
    expect(tokenize(foldText('Fernwärme-Leitung'))).toEqual(indexTokens('Fernwärme-Leitung'));
    expect(indexTokens('Fernwärme-Leitung')).toEqual(['fernwaerme', 'leitung']);
  });
});
