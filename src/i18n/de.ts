/** German UI strings (the reference for the key set: English must match it, see ui.ts). */
import { LOCALES } from '../catalog/lang.ts';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString(LOCALES.de)} ${n === 1 ? one : many}`;

export const de = {
  langName: 'Deutsch',
  locale: 'de_DE',
  skipToContent: 'Zum Inhalt springen',
  siteTitleSuffix: 'Referenzen',
  nav: {
    label: 'Hauptnavigation',
    home: 'Start',
    references: 'Referenzen',
    branches: 'Branchen',
    groups: 'Gruppen',
  },
  search: {
    label: 'Referenzen durchsuchen',
    placeholder: 'Suchbegriff',
    submit: 'Suchen',
    title: 'Suche',
  },
  langSwitch: {
    label: 'Sprache',
    to: 'Diese Seite auf Englisch',
    missing: 'Diese Seite gibt es nicht auf Englisch. Der Link führt zur englischen Startseite.',
  },
  home: {
    title: 'Referenzen',
    intro: (company: string) =>
      `Ausgewählte Projekte von ${company} – geprüft, dokumentiert und nach Branchen geordnet.`,
    featured: 'Ausgewählte Referenzen',
    branches: 'Referenzen nach Branche',
    latest: 'Neueste Referenzen',
    allReferences: 'Alle Referenzen ansehen',
    allBranches: 'Alle Branchen',
    onlyOther: (n: number) =>
      `${count(n, 'weitere Referenz ist', 'weitere Referenzen sind')} nur auf Englisch veröffentlicht.`,
    onlyOtherLink: 'Zu den englischen Referenzen',
  },
  list: {
    title: 'Referenzen',
    pageTitle: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    total: (n: number) => count(n, 'Referenz', 'Referenzen'),
    empty: 'Zurzeit sind keine Referenzen veröffentlicht.',
  },
  pagination: {
    label: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: (n: number) => `Seite ${n}`,
    current: (n: number) => `Seite ${n}, aktuelle Seite`,
  },
  card: {
    verified: 'Vom Auftraggeber bestätigt',
    featured: 'Ausgewählt',
  },
  detail: {
    verified: 'Vom Auftraggeber bestätigt',
    verifiedOn: (date: string) => `Vom Auftraggeber bestätigt am ${date}`,
    onlyThisLang: 'Diese Referenz ist nur auf Deutsch veröffentlicht.',
    facts: 'Projektdaten',
    period: 'Zeitraum',
    location: 'Ort',
    mapLink: 'Auf OpenStreetMap anzeigen',
    mapLinkLabel: (place: string) => `Auf OpenStreetMap anzeigen: ${place} (externe Seite)`,
    contractValue: 'Auftragswert',
    contractType: 'Vertragsart',
    employed: 'Beteiligte Mitarbeitende',
    responsibleLocation: 'Verantwortlicher Standort',
    client: 'Auftraggeber',
    clients: 'Auftraggeber',
    contact: 'Ansprechpartner',
    clientProfile: 'Profil des Auftraggebers',
    mainBranch: 'Branche',
    description: 'Projektbeschreibung',
    branches: 'Branchen',
    groups: 'Referenzgruppen',
    services: 'Leistungen',
    products: 'Eingesetzte Produkte',
    manufacturer: 'Hersteller',
    productLink: 'Produktseite',
    properties: 'Projektmerkmale',
    internalProperties: 'Weitere Angaben',
    media: 'Medien',
    gallery: 'Bildergalerie',
    galleryMore: (n: number) => `${count(n, 'weiteres Bild', 'weitere Bilder')} nicht angezeigt.`,
    videos: 'Videos',
    panoramas: '360°-Ansichten',
    audio: 'Audio',
    presentationDocuments: 'Präsentationen',
    pressDocuments: 'Presseberichte',
    downloadDocuments: 'Downloads',
    external: '(externer Link)',
    statements: 'Stimmen des Auftraggebers',
    awards: 'Auszeichnungen',
    partners: 'Partner',
    imageFallbackAlt: (title: string, n: number) => `${title}, Bild ${n}`,
  },
  lightbox: {
    label: 'Bildansicht',
    enlarge: '(vergrößern)',
    close: 'Schließen',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    /** {n} and {total} are filled in by the lightbox script. */
    position: 'Bild {n} von {total}',
  },
  branches: {
    title: 'Branchen',
    intro: 'Unsere Referenzen nach Branchen und Fachgebieten.',
    subBranches: 'Unterbranchen',
    references: 'Referenzen in dieser Branche',
    count: (n: number) => count(n, 'Referenz', 'Referenzen'),
    empty: 'In dieser Branche sind zurzeit keine Referenzen veröffentlicht.',
    breadcrumb: 'Brotkrumennavigation',
  },
  groups: {
    title: 'Referenzgruppen',
    intro: 'Referenzen, die zu einem Programm, Rahmenvertrag oder Themenschwerpunkt gehören.',
    count: (n: number) => count(n, 'Referenz', 'Referenzen'),
    empty: 'Zurzeit gibt es keine Referenzgruppen.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die angeforderte Seite gibt es nicht (mehr). Vielleicht wurde die Referenz umbenannt oder ist nicht mehr veröffentlicht.',
    home: 'Zur Startseite',
    list: 'Alle Referenzen',
  },
  footer: {
    navLabel: 'Fußzeilennavigation',
    sitemap: 'Sitemap',
    language: 'Sprache',
  },
  chooseLanguage: {
    title: 'Sprache wählen',
    redirecting: 'Sie werden zur deutschen Seite weitergeleitet.',
    link: 'Deutsch',
  },
  /** The search page and its facet sidebar (also bundled into the browser's search script). */
  searchPage: {
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
          : `${n.toLocaleString(LOCALES.de)} Referenzen`,
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
  },
};

export type Ui = typeof de;
