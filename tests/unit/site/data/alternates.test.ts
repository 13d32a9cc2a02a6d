import { describe, expect, it } from 'vitest';
import { hreflangLinks, languageSwitch, pairById } from '../../../../src/site/data/alternates.ts';

type Ref = { id: number; slug: string };

describe('pairById', () => {
  const pairs = pairById<Ref>(
    {
      de: [
        { id: 1, slug: 'bruecke-koeln' },
        { id: 2, slug: 'nur-deutsch' },
      ],
      en: [
        { id: 1, slug: 'bridge-cologne' },
        { id: 3, slug: 'english-only' },
      ],
    },
    (ref) => ref.id,
    (lang, ref) => `/${lang}/${ref.slug}/`,
  );

  it('pairs entities across languages by ID although their slugs differ', () => {
    expect(pairs.get(1)).toEqual({ de: '/de/bruecke-koeln/', en: '/en/bridge-cologne/' });
  });

  it('leaves a one-language entity without a path in the other language', () => {
    expect(pairs.get(2)).toEqual({ de: '/de/nur-deutsch/' });
    expect(pairs.get(3)).toEqual({ en: '/en/english-only/' });
  });
});

describe('languageSwitch', () => {
  it('leads to the same entity in the other language', () => {
    expect(languageSwitch('de', { de: '/de/a/', en: '/en/b/' })).toEqual({
      lang: 'en',
      href: '/en/b/',
      exists: true,
    });
  });

  it("falls back to the other tree's home when the entity is missing there", () => {
    expect(languageSwitch('en', { en: '/en/b/' })).toEqual({ lang: 'de', href: '/de/', exists: false });
  });
});

describe('hreflangLinks', () => {
  it('lists every language plus x-default (German) as absolute URLs', () => {
    expect(hreflangLinks({ de: '/de/a/', en: '/en/b/' }, 'https://ex.com')).toEqual([
      { hreflang: 'de', href: 'https://ex.com/de/a/' },
      { hreflang: 'en', href: 'https://ex.com/en/b/' },
      { hreflang: 'x-default', href: 'https://ex.com/de/a/' },
    ]);
  });

  it('gives a one-language page no alternates at all', () => {
    expect(hreflangLinks({ en: '/en/b/' }, 'https://ex.com')).toEqual([]);
  });
});
