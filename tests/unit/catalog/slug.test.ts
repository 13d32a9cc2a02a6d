import { describe, expect, it } from 'vitest';
import { assignSlugs, claimSlug, MAX_SLUG_LENGTH, slugify } from '../../../src/catalog/slug.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it('transliterates German letters and lowercases', () => {
    expect(slugify('Brückensanierung über die Fulda, Kassel', 'de')).toBe(
      'brueckensanierung-ueber-die-fulda-kassel',
    );
    expect(slugify('Fußgängerbrücke an der Schillerstraße', 'de')).toBe(
      'fussgaengerbruecke-an-der-schillerstrasse',
    );
    expect(slugify('ÖPP-Modell Öhringen Äußere Straße', 'de')).toBe('oepp-modell-oehringen-aeussere-strasse');
    expect(slugify('Café „Zentrum“ – 2. BA', 'de')).toBe('cafe-zentrum-2-ba');
  });

  it('spells & as the language says', () => {
    expect(slugify('Sport & Freizeit', 'de')).toBe('sport-und-freizeit');
    expect(slugify('Sports & leisure', 'en')).toBe('sports-and-leisure');
  });

  it('cuts over-long titles at a word boundary', () => {
    const slug = slugify('Neubau Grundschule mit Sporthalle und Mensa '.repeat(6), 'de');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(SLUG);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('one collision rule', () => {
  it('never gives two holders one slug, even when the suffixed slug is taken', () => {
    // "Brücken 7" (ID 2) owns "bruecken-7"; the second "Brücken" (ID 7) cannot take it too.
    const slugs = assignSlugs(
      [
        { id: 7, name: 'Brücken' },
        { id: 3, name: 'Brücken' },
        { id: 2, name: 'Brücken 7' },
      ],
      'de',
    );
    expect(slugs.get(2)).toBe('bruecken-7');
    expect(slugs.get(3)).toBe('bruecken');
    expect(slugs.get(7)).toBe('bruecken-7-7');
    expect(new Set(slugs.values()).size).toBe(3);
  });

  it('claims in the given order for the simulator, with the same rule', () => {
    const taken = new Set<string>();
    expect(['a', 'a-5', 'a'].map((slug, i) => claimSlug(taken, slug, [1, 2, 5][i] as number))).toEqual([
      'a',
      'a-5',
      'a-5-5',
    ]);
  });
});
