/** Texts of the search page and the facet sidebar (the browser gets them as JSON, see SearchPage.astro). */
import type { Lang } from '../../i18n/routes.ts';

const de = {
  title: 'Suche',
  intro: 'Durchsuchen Sie alle Referenzen nach Stichworten und grenzen Sie mit den Filtern ein.',
  label: 'Suchbegriff',
  placeholder: 'z. B. Schule, Brücke, "Frankfurt am Main"',
  submit: 'Suchen',
  hint: 'Mehrere Wörter: alle müssen vorkommen. "Phrase", +muss, -ohne, ODER mit OR, schul* für Wortanfänge.',
  suggestions: 'Vorschläge',
  results: 'Ergebnisse',
  count: (n: number) =>
    n === 0
      ? 'Keine Referenzen gefunden'
      : n === 1
        ? '1 Referenz'
        : `${n.toLocaleString('de-DE')} Referenzen`,
  empty:
    'Keine Referenz passt zu dieser Suche. Versuchen Sie weniger oder kürzere Begriffe oder entfernen Sie Filter.',
  failed: 'Die Suche ist gerade nicht verfügbar. Bitte laden Sie die Seite neu.',
  noscript: 'Die Suche läuft im Browser und braucht JavaScript. Alle Referenzen finden Sie auch in der',
  listLink: 'Referenzliste',
  sort: 'Sortierung',
  sorts: {
    relevance: 'Relevanz',
    newest: 'Neueste zuerst (Projektbeginn)',
    oldest: 'Älteste zuerst (Projektbeginn)',
    az: 'Titel A–Z',
    za: 'Titel Z–A',
  },
  filters: 'Filter',
  showFilters: 'Filter anzeigen',
  hideFilters: 'Filter ausblenden',
  clearAll: 'Alle Filter zurücksetzen',
  any: 'Alle',
  branch: 'Branche',
  remove: (label: string) => `Filter entfernen: ${label}`,
  active: 'Aktive Filter',
};

export type SearchStrings = typeof de;

const en: SearchStrings = {
  title: 'Search',
  intro: 'Search all references by keyword and narrow them down with the filters.',
  label: 'Search term',
  placeholder: 'e.g. school, bridge, "Frankfurt am Main"',
  submit: 'Search',
  hint: 'Several words: all must occur. "phrase", +must, -without, either with OR, school* for word starts.',
  suggestions: 'Suggestions',
  results: 'Results',
  count: (n: number) =>
    n === 0 ? 'No references found' : n === 1 ? '1 reference' : `${n.toLocaleString('en-GB')} references`,
  empty: 'No reference matches this search. Try fewer or shorter terms, or remove filters.',
  failed: 'Search is not available right now. Please reload the page.',
  noscript: 'The search runs in your browser and needs JavaScript. All references are also in the',
  listLink: 'reference list',
  sort: 'Sort by',
  sorts: {
    relevance: 'Relevance',
    newest: 'Newest first (project start)',
    oldest: 'Oldest first (project start)',
    az: 'Title A–Z',
    za: 'Title Z–A',
  },
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  clearAll: 'Clear all filters',
  any: 'Any',
  branch: 'Industry',
  remove: (label: string) => `Remove filter: ${label}`,
  active: 'Active filters',
};

export function searchStrings(lang: Lang): SearchStrings {
  return lang === 'de' ? de : en;
}
