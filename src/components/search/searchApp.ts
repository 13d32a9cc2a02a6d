/**
 * The search page in the browser: URL state ⇄ form, and each state's search. The index is
 * fetched, inflated and queried in a Web Worker (src/search/static/client/searchWorker.ts), so the
 * page stays responsive while it works; what the page shows is searchView.ts. Nothing is loaded
 * until the state needs it: the page as built already shows the unfiltered catalog, so a visit
 * without a query costs no index bytes.
 *
 * The language switch (header and footer) follows the state: it leads to the same search in the
 * other language (langSwitch.ts); without script it stays the plain other-language search page.
 */
import { must } from '../../lib/dom.ts';
import { pageCount } from '../../lib/pagination.ts';
import { FIRST_CARDS, SearchClient } from '../../search/static/client/searchClient.ts';
import { readState, type SearchState, writeState } from '../../search/static/client/urlState.ts';
import { facetValuesOf, selectedFilters } from './facetDom.ts';
import { translateState, type ValueMap } from './langSwitch.ts';
import { SearchMap } from './searchMap.ts';
import { type Counts, isBuiltPage, SearchView } from './searchView.ts';
import type { CardData } from './snippetDom.ts';
import { attachSuggestions } from './suggest.ts';

/** A search's result page: its facet counts and the first cards come with it. */
type Result = {
  total: number;
  page: number;
  pages: number;
  ids: number[];
  counts: Counts;
  first: CardData[];
  /** Every result's reference_ID, for the map view (undefined: every reference). */
  all: number[] | undefined;
};

export class SearchApp {
  readonly #view: SearchView;
  readonly #pageSize: number;
  readonly #total: number;
  readonly #facetValues;
  /** The links to the other language (each with its href as built, the plain search page) and the value map. */
  readonly #langLinks: { link: HTMLAnchorElement; path: string }[];
  readonly #langMap: ValueMap;
  readonly #client: SearchClient;
  /** The cards of the current query (marked for it), by reference_ID. */
  readonly #cards = new Map<number, Promise<CardData>>();
  #cardsQuery = '';
  readonly #map: SearchMap;
  #state: SearchState;
  #seq = 0;

  constructor(root: HTMLElement) {
    this.#view = new SearchView(root);
    this.#pageSize = Number(root.dataset.pageSize) || 24;
    this.#total = Number(root.dataset.total) || 0;
    this.#facetValues = facetValuesOf(this.#view.sidebar);
    this.#state = readState(window.location.search, this.#facetValues);
    this.#langLinks = [
      ...document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch], a[data-lang-link]'),
    ]
      .filter((link) => link.hreflang !== this.#view.lang)
      .map((link) => ({ link, path: new URL(link.href).pathname }));
    this.#langMap = JSON.parse(root.dataset.langMap || '{}') as ValueMap;
    this.#client = new SearchClient(this.#view.lang);
    this.#map = new SearchMap(this.#view.region, (view) => this.#change({ view }, true));
  }

  start(): void {
    const v = this.#view;
    const form = must<HTMLFormElement>(v.root, '[data-search-form]');
    const suggestions = attachSuggestions({
      input: v.input,
      label: v.s.suggestions,
      complete: (prefix) => this.#client.completions(prefix, 8),
      onPick: (query) => this.#change({ q: query, page: 1 }, true),
    });
    let typing: ReturnType<typeof setTimeout> | undefined;
    // Focus in the search field: open the index (manifest, doc table, facets) while the visitor types.
    v.input.addEventListener('focus', () => void this.#client.open().catch(() => {}), { once: true });
    v.input.addEventListener('input', () => {
      clearTimeout(typing);
      // Results follow the typing; the history gets one entry per search, not per keystroke.
      typing = setTimeout(() => this.#change({ q: v.input.value.trim(), page: 1 }, false), 250);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(typing);
      suggestions.close();
      this.#change({ q: v.input.value.trim(), page: 1 }, true);
    });
    v.sidebar.addEventListener('change', () => {
      this.#change({ filters: selectedFilters(v.sidebar), page: 1 }, true);
    });
    must(v.sidebar, '[data-clear-all]').addEventListener('click', () => {
      this.#change({ filters: new Map(), page: 1 }, true);
    });
    v.active.addEventListener('click', (event) => {
      const chip = (event.target as Element).closest<HTMLElement>('[data-remove-filter]');
      if (!chip) return;
      const filters = new Map(this.#state.filters);
      const name = chip.dataset.removeFilter ?? '';
      const rest = (filters.get(name) ?? []).filter((value) => value !== chip.dataset.value);
      if (rest.length > 0) filters.set(name, rest);
      else filters.delete(name);
      this.#change({ filters, page: 1 }, true);
    });
    v.sort.addEventListener('change', () => {
      this.#change({ sort: v.sort.value as SearchState['sort'], page: 1 }, true);
    });
    v.pages.addEventListener('click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      this.#change({ page: Number(link.dataset.page) }, true, true);
    });
    window.addEventListener('popstate', () => {
      this.#state = readState(window.location.search, this.#facetValues);
      this.#showState(false);
      void this.#run(false);
    });
    // The URL's filter chips appear with its results, not above the built page's cards (a layout shift).
    this.#showState(false);
    void this.#run(false);
  }

  #href(state: SearchState): string {
    const query = writeState(state, this.#facetValues);
    return `${window.location.pathname}${query ? `?${query}` : ''}`;
  }

  /** Applies a change to the state, records it in the URL and searches. */
  #change(patch: Partial<SearchState>, push: boolean, toResults = false): void {
    this.#state = { ...this.#state, ...patch };
    const url = this.#href(this.#state);
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (push) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    }
    this.#showState();
    void this.#run(toResults);
  }

  /** Controls, map switch and the language links follow the state (chips: see SearchView). */
  #showState(chips = true): void {
    const other = writeState(translateState(this.#state, this.#langMap), this.#facetValues);
    for (const { link, path } of this.#langLinks) link.href = `${path}${other ? `?${other}` : ''}`;
    this.#map.showState(this.#state.view, (view) => this.#href({ ...this.#state, view }));
    this.#view.showControls(this.#state, chips);
  }

  async #compute(state: SearchState): Promise<Result> {
    const initial = this.#view.initialCounts;
    if (isBuiltPage(state)) {
      const pages = pageCount(this.#total, this.#pageSize);
      return { total: this.#total, page: 1, pages, ids: [], counts: initial, first: [], all: undefined };
    }
    const query = { q: state.q, filters: [...state.filters], sort: state.sort };
    const found = await this.#client.results(query, state.page, this.#pageSize, state.view === 'map');
    return {
      ...found,
      all: found.all,
      counts: found.counts ? new Map(found.counts.map(([name, values]) => [name, new Map(values)])) : initial,
    };
  }

  #card(id: number, q: string): Promise<CardData> {
    if (q !== this.#cardsQuery) {
      this.#cards.clear();
      this.#cardsQuery = q;
    }
    let card = this.#cards.get(id);
    if (!card) {
      card = this.#client.card(id, q);
      card.catch(() => this.#cards.delete(id));
      this.#cards.set(id, card);
    }
    return card;
  }

  async #run(toResults: boolean): Promise<void> {
    const seq = ++this.#seq;
    const state = this.#state;
    const v = this.#view;
    v.busy(true);
    const started = performance.now();
    try {
      // The worker answers with the page, its facet counts and its first cards: count, facets and
      // the first screen of cards go on screen in one frame (a count above the previous query's
      // cards would be wrong); the rest of the page follows below them as it arrives.
      const result = await this.#compute(state);
      performance.measure('search:results', { start: started });
      if (seq !== this.#seq) return;
      if (result.page !== state.page && state === this.#state) {
        // A page past the end (a shared link, or a language with fewer hits): the URL says the page shown.
        this.#state = { ...state, page: result.page };
        history.replaceState(null, '', this.#href(this.#state));
        this.#showState();
      }
      v.show(state, result, result.counts, result.first, (page) => this.#href({ ...state, page }));
      if (state.view === 'map') void this.#map.show(result.all);
      performance.measure('search:shown', { start: started });
      if (toResults) v.toResults();
      const ids = state.view === 'map' ? [] : result.ids;
      const rest = await Promise.all(ids.slice(FIRST_CARDS).map((id) => this.#card(id, state.q)));
      if (seq !== this.#seq) return;
      v.appendCards(rest);
      performance.measure('search:complete', { start: started });
    } catch (error) {
      if (seq !== this.#seq) return;
      console.warn('search failed', error);
      v.failed();
    } finally {
      if (seq === this.#seq) v.busy(false);
    }
  }
}

export function startSearch(root: HTMLElement): void {
  new SearchApp(root).start();
}
