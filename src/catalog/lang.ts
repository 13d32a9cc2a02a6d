/**
 * The site's languages, defined once: the Astro i18n config, the `Lang` type, the zod enum
 * (loaders/schemas.ts), the Intl locales, the simulator's language views and the route names all derive from this list.
 * The API identifies a language by lang_ID: 1 = English, 2 = German (spec §4).
 */
export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** German is the API's default language, so it is the site's default too. */
export const DEFAULT_LANG: Lang = 'de';

/** Locale of numbers, dates and collation per language. */
export const LOCALES = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Lang, string>;

const LANG_IDS = { de: 2, en: 1 } as const satisfies Record<Lang, number>;

export function langId(lang: Lang): (typeof LANG_IDS)[Lang] {
  return LANG_IDS[lang];
}

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** The other language of a two-language site (the language switch's target). */
export function otherLang(lang: Lang): Lang {
  return LANGS.find((other) => other !== lang) ?? lang;
}
