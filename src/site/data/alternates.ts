import { DEFAULT_LANG, homePath, LANGS, type Lang, otherLang } from '../../i18n/routes.ts';

/** The root-relative path of one entity (reference, branch, group, page type) per language it exists in. */
export type Alternates = Partial<Record<Lang, string>>;

/** Alternates of a page type that exists in both trees (home, list, indexes). */
export function allLangs(pathOf: (lang: Lang) => string): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, pathOf(lang)]));
}

/**
 * Pairs one kind of entity across the language trees by its catalog ID (reference_ID, branch_ID,
 * group_ID): slugs differ per language, the ID does not. An entity missing from a language simply
 * has no path for it.
 */
export function pairById<T>(
  byLang: Record<Lang, readonly T[]>,
  idOf: (entity: T) => number,
  pathOf: (lang: Lang, entity: T) => string,
): Map<number, Alternates> {
  const pairs = new Map<number, Alternates>();
  for (const lang of LANGS) {
    for (const entity of byLang[lang]) {
      const id = idOf(entity);
      const entry = pairs.get(id) ?? {};
      entry[lang] = pathOf(lang, entity);
      pairs.set(id, entry);
    }
  }
  return pairs;
}

export type LanguageSwitch = {
  lang: Lang;
  href: string;
  /** False when the entity does not exist in `lang`: the link goes to that tree's home instead. */
  exists: boolean;
};

/** Where the language switch of a page in `current` leads: the same entity, or the other home. */
export function languageSwitch(current: Lang, alternates: Alternates): LanguageSwitch {
  const lang = otherLang(current);
  const href = alternates[lang];
  return href ? { lang, href, exists: true } : { lang, href: homePath(lang), exists: false };
}

export type HreflangLink = { hreflang: string; href: string };

/**
 * The hreflang alternates of a page (for <head> and the sitemap): one per language the entity
 * exists in plus x-default (the API's default language, else the only one). A page that exists in
 * one language only gets none: an alternate set of one says nothing.
 */
export function hreflangLinks(alternates: Alternates, site: URL | string): HreflangLink[] {
  const present = LANGS.filter((lang) => alternates[lang]);
  if (present.length < 2) return [];
  const links: HreflangLink[] = present.map((lang) => ({
    hreflang: lang,
    href: new URL(alternates[lang] as string, site).href,
  }));
  const fallback = alternates[DEFAULT_LANG] ?? (alternates[present[0] as Lang] as string);
  links.push({ hreflang: 'x-default', href: new URL(fallback, site).href });
  return links;
}
