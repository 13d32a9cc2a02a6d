/**
 * Every URL of the site is built here, so links, canonical URLs, hreflang alternates and the
 * sitemap agree. The URL contract (tests and external links depend on it):
 *   /de/  /de/referenzen/  /de/referenzen/seite/<n>/  /de/referenzen/<seolabel>/
 *   /de/branchen/  /de/branchen/<slug>/[seite/<n>/]  /de/gruppen/  /de/gruppen/<slug>/[seite/<n>/]
 *   /de/suche/  /de/karte/  /de/branchen/<slug>/karte/  /de/gruppen/<slug>/karte/
 *   /de/ausschreibung/ (references for a tender)  /de/merkliste/ (the shortlist)
 *   /de/impressum/  /de/datenschutz/ (the legal pages, where the site has its own: src/site/views/legal.ts)
 *   /de/bildschirm/ (the screen mode)
 *   /de/feed.xml  /de/branchen/<slug>/feed.xml (Atom feeds of new references: the language's, a
 *   top-level branch's)
 * and the same tree under /en/ with English segment names.
 * Paths are root-relative and end with a slash (trailingSlash: 'always').
 */

import { isLang, type Lang } from '../catalog/lang.ts';

export { DEFAULT_LANG, isLang, LANGS, otherLang } from '../catalog/lang.ts';
export type { Lang };

/** URL segment names per language. */
export const SEGMENTS = {
  de: {
    references: 'referenzen',
    page: 'seite',
    branches: 'branchen',
    groups: 'gruppen',
    search: 'suche',
    map: 'karte',
    match: 'ausschreibung',
    shortlist: 'merkliste',
    imprint: 'impressum',
    privacy: 'datenschutz',
    embed: 'einbinden',
    screen: 'bildschirm',
    figures: 'zahlen',
  },
  en: {
    references: 'references',
    page: 'page',
    branches: 'industries',
    groups: 'groups',
    search: 'search',
    map: 'map',
    match: 'tender',
    shortlist: 'shortlist',
    imprint: 'legal-notice',
    privacy: 'privacy',
    embed: 'embed',
    screen: 'screen',
    figures: 'figures',
  },
} as const satisfies Record<Lang, Record<string, string>>;

function join(...parts: (string | number)[]): string {
  return `/${parts.map((part) => encodeURIComponent(String(part))).join('/')}/`;
}

export function homePath(lang: Lang): string {
  return join(lang);
}

/** Page 1 is the list's root URL; later pages live under …/seite/<n>/ (…/page/<n>/). */
export function referenceListPath(lang: Lang, page = 1): string {
  const s = SEGMENTS[lang];
  return page <= 1 ? join(lang, s.references) : join(lang, s.references, s.page, page);
}

export function referencePath(lang: Lang, seolabel: string): string {
  return join(lang, SEGMENTS[lang].references, seolabel);
}

/** The Markdown version of a detail page (the gateway's get_reference text), beside it. */
export function referenceMarkdownPath(lang: Lang, seolabel: string): string {
  return `${referencePath(lang, seolabel).slice(0, -1)}.md`;
}

export function branchIndexPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].branches);
}

/** A branch page; long branches are paged like the list (…/<slug>/seite/<n>/). */
export function branchPath(lang: Lang, slug: string, page = 1): string {
  const s = SEGMENTS[lang];
  return page <= 1 ? join(lang, s.branches, slug) : join(lang, s.branches, slug, s.page, page);
}

export function groupIndexPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].groups);
}

export function groupPath(lang: Lang, slug: string, page = 1): string {
  const s = SEGMENTS[lang];
  return page <= 1 ? join(lang, s.groups, slug) : join(lang, s.groups, slug, s.page, page);
}

export function searchPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].search);
}

/** References for a tender: the matcher (src/match/) in the browser. */
export function matchPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].match);
}

/** The visitor's shortlist (saved in the browser; ?ids=… shares one). */
export function shortlistPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].shortlist);
}

/** This site's own imprint or privacy notice (linked instead of the company's URL when none is set). */
export function legalPath(lang: Lang, kind: 'imprint' | 'privacy'): string {
  return join(lang, SEGMENTS[lang][kind]);
}

/** The snippet builder of the embeddable reference list (src/embed/). */
export function embedPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].embed);
}

/** The Atom feed of the language's newest references (src/site/feeds/feeds.ts). */
export function feedPath(lang: Lang): string {
  return `${homePath(lang)}feed.xml`;
}

/** The Atom feed of a top-level branch's newest references, beside its page. */
export function branchFeedPath(lang: Lang, slug: string): string {
  return `${branchPath(lang, slug)}feed.xml`;
}

/** The screen mode: a self-running rotation of references for a display (src/screen/). */
export function screenPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].screen);
}

/** The portfolio in numbers: totals and charts per branch, year, region and group (src/site/views/figures.ts). */
export function figuresPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].figures);
}

/** The map of all references. */
export function mapPath(lang: Lang): string {
  return join(lang, SEGMENTS[lang].map);
}

/** The map of a branch's references, beside its list (…/<slug>/karte/). */
export function branchMapPath(lang: Lang, slug: string): string {
  const s = SEGMENTS[lang];
  return join(lang, s.branches, slug, s.map);
}

export function groupMapPath(lang: Lang, slug: string): string {
  const s = SEGMENTS[lang];
  return join(lang, s.groups, slug, s.map);
}

/**
 * The map's data files, outside the language trees: the base geography (one for the site) and per
 * language the coordinates of every reference and the members of each branch and group.
 */
export const GEO_BASE_PATH = '/geo/base.svg';

export function geoPointsPath(lang: Lang): string {
  return join('geo', lang, 'points.json').slice(0, -1);
}

export function geoSelectionPath(lang: Lang, kind: 'branch' | 'group', id: number): string {
  return join('geo', lang, `${kind}-${id}.json`).slice(0, -1);
}

export function notFoundPath(lang: Lang): string {
  return join(lang, '404');
}

/** Absolute URL of a root-relative path on the configured site. */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  if (!site) return path;
  return new URL(path, site).href;
}

/** The language tree a root-relative path belongs to, if any. */
export function langOfPath(path: string): Lang | undefined {
  const first = path.split('/')[1];
  return isLang(first) ? first : undefined;
}
