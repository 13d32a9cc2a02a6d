import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/lib/slug.ts';

describe('slugify', () => {
  it('spells out umlauts and ß like the catalog seolabels', () => {
    expect(slugify('Brückensanierung Straße Köln')).toBe('brueckensanierung-strasse-koeln');
    expect(slugify('Öffentliche Gebäude')).toBe('oeffentliche-gebaeude');
  });
  it('drops other accents and collapses punctuation', () => {
    expect(slugify('  Café & Musée – Paris!  ')).toBe('cafe-musee-paris');
  });
});
