/**
 * The search page in the browser: URL state ⇄ form, query → hits (src/search/static/client),
 * facets, sort, paging, result cards. Nothing is loaded until the state needs it: the page as
 * built already shows the unfiltered catalog, so a visit without a query costs no index bytes.
 *
 * The language switch (header and footer) follows the state: it leads to the same search in the
 * other language (langSwitch.ts); without script it stays the plain other-language search page.
 *
 * Test hooks: [data-result-count] holds the total, the results region's aria-busy is "true"
 * while a search runs and "false" once its results are on screen.
 */

import { t, type Ui, ui } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { parseQuery } from '../../search/query.ts';
import { readCardFile } from '../../search/static/cardFile.ts';
import { once, openSearch } from '../../search/static/client/openSearch.ts';
import { searchResults } from '../../search/static/client/results.ts';
import {
  type FacetValues,
  readState,
  type SearchState,
  writeState,
} from '../../search/static/client/urlState.ts';
import { cardPath } from '../../search/static/layout.ts';
import { pageCount, pageWindow } from '../../site/pagination.ts';
import { facetValuesOf, optionLabel, selectedFilters, showCounts, showSelection } from './facetDom.ts';
import { translateState, type ValueMap } from './langSwitch.ts';
import { renderPager } from './pager.ts';
import { SearchMap } from './searchMap.ts';
import { type CardData, resultItems } from './snippetDom.ts';
import { attachSuggestions } from './suggest.ts';

type Counts = Map<string, Map<string, number>>;
/** A search's result page; `counts` computes the facet counts (after the cards are requested). */
type View = {
  total: number;
  page: number;
  pages: number;
  ids: number[];
  counts: () => Counts;
  /** Every result's reference_ID, for the map view (undefined: every reference). */
  all: () => number[] | undefined;
};

const isInitial = (state: SearchState): boolean => !state.q && state.filters.size === 0;

export class SearchApp {
  readonly #root: HTMLElement;
  readonly #lang: 'de' | 'en';
  readonly #s: Ui['searchPage'];
  readonly #pageSize: number;
  readonly #total: number;
  readonly #facetValues: FacetValues[];
  readonly #sidebar: HTMLElement;
  readonly #input: HTMLInputElement;
  readonly #region: HTMLElement;
  readonly #count: HTMLElement;
  #list: HTMLElement;
  #grid: HTMLElement;
  readonly #sort: HTMLSelectElement;
  readonly #empty: HTMLElement;
  readonly #error: HTMLElement;
  readonly #pages: HTMLElement;
  readonly #active: HTMLElement;
  /** The page as built: the unfiltered catalog's first page and the API's counts. */
  readonly #initialCards: string;
  /** The grid and the facet counts still show the page as built. */
  #showsInitial = true;
  readonly #initialCounts: Counts = new Map();
  /** The links to the other language (each with its href as built, the plain search page) and the value map. */
  readonly #langLinks: { link: HTMLAnchorElement; path: string }[];
  readonly #langMap: ValueMap;
  #state: SearchState;
  #seq = 0;
  #loadIndex = once(() => openSearch(this.#lang));
  readonly #cards = new Map<number, Promise<CardData>>();
  readonly #map: SearchMap;

  constructor(root: HTMLElement) {
    this.#root = root;
    this.#lang = root.dataset.lang === 'en' ? 'en' : 'de';
    this.#s = ui[this.#lang].searchPage;
    this.#pageSize = Number(root.dataset.pageSize) || 24;
    this.#total = Number(root.dataset.total) || 0;
    this.#sidebar = must(root, '[data-facets]');
    this.#input = must(root, '#search-q');
    this.#region = must(root, '[data-search-results]');
    this.#count = must(root, '[data-result-count]');
    this.#list = must(root, '[data-search-list]');
    this.#grid = must(this.#list, 'ul');
    this.#sort = must(root, '[data-search-sort]');
    this.#empty = must(root, '[data-search-empty]');
    this.#error = must(root, '[data-search-error]');
    this.#pages = must(root, '[data-search-pages]');
    this.#active = must(root, '[data-search-active]');
    this.#facetValues = facetValuesOf(this.#sidebar);
    this.#initialCards = this.#grid.innerHTML;
    for (const option of this.#sidebar.querySelectorAll<HTMLElement>('[data-filter]')) {
      const name = option.dataset.filter ?? '';
      const counts = this.#initialCounts.get(name) ?? new Map<string, number>();
      this.#initialCounts.set(name, counts);
      counts.set(option.dataset.value ?? '', Number(option.dataset.count));
    }
    this.#state = readState(window.location.search, this.#facetValues);
    this.#langLinks = [
      ...document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch], a[data-lang-link]'),
    ]
      .filter((link) => link.hreflang !== this.#lang)
      .map((link) => ({ link, path: new URL(link.href).pathname }));
    this.#langMap = JSON.parse(root.dataset.langMap || '{}') as ValueMap;
    this.#map = new SearchMap(this.#region, (view) => this.#change({ view }, true));
  }

  start(): void {
    const form = must<HTMLFormElement>(this.#root, '[data-search-form]');
    const suggestions = attachSuggestions({
      input: this.#input,
      label: this.#s.suggestions,
      complete: async (prefix) => (await this.#loadIndex()).engine.completions(prefix, 8),
      onPick: (query) => this.#change({ q: query, page: 1 }, true),
    });
    let typing: ReturnType<typeof setTimeout> | undefined;
    // Focus in the search field: open the index (manifest, doc table, facets) while the visitor types.
    this.#input.addEventListener(
      'focus',
      () => {
        this.#loadIndex()
          .then((index) => Promise.all([index.engine.open(), index.facets()]))
          .catch(() => {});
      },
      { once: true },
    );
    this.#input.addEventListener('input', () => {
      clearTimeout(typing);
      // Results follow the typing; the history gets one entry per search, not per keystroke.
      typing = setTimeout(() => this.#change({ q: this.#input.value.trim(), page: 1 }, false), 250);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(typing);
      suggestions.close();
      this.#change({ q: this.#input.value.trim(), page: 1 }, true);
    });
    this.#sidebar.addEventListener('change', () => {
      this.#change({ filters: selectedFilters(this.#sidebar), page: 1 }, true);
    });
    must(this.#sidebar, '[data-clear-all]').addEventListener('click', () => {
      this.#change({ filters: new Map(), page: 1 }, true);
    });
    this.#active.addEventListener('click', (event) => {
      const chip = (event.target as Element).closest<HTMLElement>('[data-remove-filter]');
      if (!chip) return;
      const filters = new Map(this.#state.filters);
      const name = chip.dataset.removeFilter ?? '';
      const rest = (filters.get(name) ?? []).filter((v) => v !== chip.dataset.value);
      if (rest.length > 0) filters.set(name, rest);
      else filters.delete(name);
      this.#change({ filters, page: 1 }, true);
    });
    this.#sort.addEventListener('change', () => {
      this.#change({ sort: this.#sort.value as SearchState['sort'], page: 1 }, true);
    });
    this.#pages.addEventListener('click', (event) => {
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

  /** Applies a change to the state, records it in the URL and searches. */
  #change(patch: Partial<SearchState>, push: boolean, toResults = false): void {
    this.#state = { ...this.#state, ...patch };
    const query = writeState(this.#state, this.#facetValues);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (push) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    }
    this.#showState();
    void this.#run(toResults);
  }

  /**
   * Form controls and the language links reflect the state (after navigation, or a change made
   * elsewhere); the filter chips too, unless they wait for the results (`chips` false).
   */
  #showState(chips = true): void {
    const other = writeState(translateState(this.#state, this.#langMap), this.#facetValues);
    for (const { link, path } of this.#langLinks) link.href = `${path}${other ? `?${other}` : ''}`;
    this.#map.showState(this.#state.view, (view) => {
      const q = writeState({ ...this.#state, view }, this.#facetValues);
      return `${window.location.pathname}${q ? `?${q}` : ''}`;
    });
    if (this.#input.value.trim() !== this.#state.q) this.#input.value = this.#state.q;
    this.#sort.value = this.#state.sort;
    showSelection(this.#sidebar, this.#state.filters);
    if (chips) this.#showChips();
  }

  #showChips(): void {
    const chips = [...this.#state.filters].flatMap(([name, values]) =>
      values.map((value) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'search__chip';
        button.dataset.removeFilter = name;
        button.dataset.value = value;
        const label = optionLabel(this.#sidebar, name, value);
        button.setAttribute('aria-label', this.#s.remove(label));
        button.innerHTML = '<span aria-hidden="true">×</span> ';
        button.append(label);
        return button;
      }),
    );
    this.#active.replaceChildren(...chips);
    this.#active.hidden = chips.length === 0;
  }

  async #compute(state: SearchState): Promise<View> {
    if (isInitial(state) && state.sort === 'relevance' && state.page === 1) {
      const pages = pageCount(this.#total, this.#pageSize);
      const counts = () => this.#initialCounts;
      return { total: this.#total, page: 1, pages, ids: [], counts, all: () => undefined };
    }
    const index = await this.#loadIndex();
    const [ids, results] = await Promise.all([
      index.engine.ids(),
      searchResults({ manifest: index.files.manifest, ...index }, state),
    ]);
    const { docs } = results;
    const pages = pageCount(docs.length, this.#pageSize);
    const page = Math.min(state.page, pages);
    const slice = docs.subarray((page - 1) * this.#pageSize, page * this.#pageSize);
    return {
      total: docs.length,
      page,
      pages,
      ids: Array.from(slice, (d) => ids[d] as number),
      counts: () => results.counts() ?? this.#initialCounts,
      all: () => Array.from(docs, (d) => ids[d] as number),
    };
  }

  #card(id: number): Promise<CardData> {
    let card = this.#cards.get(id);
    if (!card) {
      card = this.#loadIndex()
        .then((index) => index.files.file(cardPath(id)))
        .then((bytes) => readCardFile(new TextDecoder().decode(bytes)));
      card.catch(() => this.#cards.delete(id));
      this.#cards.set(id, card);
    }
    return card;
  }

  async #run(toResults: boolean): Promise<void> {
    const seq = ++this.#seq;
    const state = this.#state;
    this.#region.setAttribute('aria-busy', 'true');
    const started = performance.now();
    try {
      const view = await this.#compute(state);
      performance.measure('search:results', { start: started });
      if (seq !== this.#seq) return;
      // The cards are requested as soon as the page's references are known, the facet counts are
      // computed while they load, and count, facets and cards go on screen in one frame: fetching
      // the cards is the longest step, and a count above the previous query's cards would be wrong.
      const loading = Promise.all((state.view === 'map' ? [] : view.ids).map((id) => this.#card(id)));
      // Counting waits for the next task: Chromium sends the requests only once this one ends,
      // and ~20 ms of them would otherwise wait behind the counting (measured at 10,000).
      await new Promise((resolve) => setTimeout(resolve, 0));
      const counts = view.counts();
      const cards = await loading;
      performance.measure('search:cards', { start: started });
      if (seq !== this.#seq) return;
      this.#show(state, view, counts, cards);
      performance.measure('search:shown', { start: started });
      if (toResults) {
        must<HTMLElement>(this.#region, '#search-results-heading').focus({ preventScroll: true });
        this.#region.scrollIntoView({ block: 'start' });
      }
    } catch (error) {
      if (seq !== this.#seq) return;
      console.warn('search failed', error);
      this.#error.hidden = false;
    } finally {
      if (seq === this.#seq) this.#region.setAttribute('aria-busy', 'false');
    }
  }

  #show(state: SearchState, view: View, counts: Counts, cards: CardData[]): void {
    if (view.page !== state.page && state === this.#state) {
      // A page past the end (a shared link, or a language with fewer hits): the URL says the page shown.
      this.#state = { ...state, page: view.page };
      const query = writeState(this.#state, this.#facetValues);
      history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
      this.#showState();
    }
    this.#empty.hidden = view.total !== 0;
    this.#error.hidden = true;
    this.#count.textContent = this.#s.count(view.total);
    this.#count.dataset.resultCount = String(view.total);
    const initialPage = isInitial(state) && state.sort === 'relevance' && view.page === 1;
    // The page as built already shows the unfiltered first page and its counts: a visit without a
    // query lays out no facet option and no card again.
    const unchanged = initialPage && this.#showsInitial;
    this.#showsInitial = initialPage;
    if (!unchanged) showCounts(this.#sidebar, counts);
    const query = (page: number) => {
      const q = writeState({ ...state, page }, this.#facetValues);
      return `${window.location.pathname}${q ? `?${q}` : ''}`;
    };
    renderPager(this.#pages, view.page, view.pages, query, pageWindow, t(this.#lang).pagination);
    // New list elements rather than new content: the cards are new either way, and a list that moves
    // down as the chips appear above it would count as a layout shift.
    if (!unchanged) {
      const list = this.#list.cloneNode(false) as HTMLElement;
      const grid = this.#grid.cloneNode(false) as HTMLElement;
      if (initialPage) grid.innerHTML = this.#initialCards;
      else grid.append(resultItems(cards, parseQuery(state.q), t(this.#lang).detail));
      grid.hidden = view.total === 0;
      list.append(grid);
      this.#list.replaceWith(list);
      this.#list = list;
      this.#grid = grid;
    }
    this.#showChips();
    if (state.view === 'map') void this.#map.show(view.all());
  }
}

export function startSearch(root: HTMLElement): void {
  new SearchApp(root).start();
}
