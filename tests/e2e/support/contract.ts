/**
 * The site's URL contract, written down independently of src/i18n/routes.ts: the tests check
 * that the site keeps the contract, so they must not derive it from the code under test.
 */
export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const otherLang = (lang: Lang): Lang => (lang === 'de' ? 'en' : 'de');

const SEGMENTS = {
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
} as const;

export const routes = (lang: Lang) => {
  const s = SEGMENTS[lang];
  return {
    home: `/${lang}/`,
    list: `/${lang}/${s.references}/`,
    listPage: (n: number) => `/${lang}/${s.references}/${s.page}/${n}/`,
    reference: (seolabel: string) => `/${lang}/${s.references}/${encodeURIComponent(seolabel)}/`,
    branch: (slug: string) => `/${lang}/${s.branches}/${encodeURIComponent(slug)}/`,
    group: (slug: string) => `/${lang}/${s.groups}/${encodeURIComponent(slug)}/`,
    groups: `/${lang}/${s.groups}/`,
    search: `/${lang}/${s.search}/`,
    /** References for a tender text, and the visitor's shortlist. */
    match: `/${lang}/${s.match}/`,
    shortlist: `/${lang}/${s.shortlist}/`,
    /** The site's own imprint and privacy notice (the default build links them in every footer). */
    imprint: `/${lang}/${s.imprint}/`,
    privacy: `/${lang}/${s.privacy}/`,
    /** The snippet builder of the embeddable reference list. */
    embed: `/${lang}/${s.embed}/`,
    /**
     * The screen mode: a display's page, no one browses it (no header, footer or language
     * switch; its builder page, linked from every footer, is where a visitor sees it).
     */
    screen: `/${lang}/${s.screen}/`,
    /** The portfolio in numbers: totals and a chart with its table per branch, year, region, group. */
    figures: `/${lang}/${s.figures}/`,
    /** The map of all references; a branch's or group's map is its page's path plus this segment. */
    map: `/${lang}/${s.map}/`,
    mapOf: (path: string) => `${path}${s.map}/`,
    /** A path that is a reference detail page of this tree (not the list or a list page). */
    isReference: (path: string) => new RegExp(`^/${lang}/${s.references}/(?!${s.page}/)[^/]+/$`).test(path),
    isBranch: (path: string) => new RegExp(`^/${lang}/${s.branches}/[^/]+/$`).test(path),
  };
};

/** The language tree a root-relative path belongs to. */
export function langOf(path: string): Lang | undefined {
  const first = path.split('/')[1];
  return first === 'de' || first === 'en' ? first : undefined;
}
