/**
 * What the search page shows for a state and its results: form controls, filter chips, count,
 * facet counts, pager and result cards. Only DOM; SearchApp (searchApp.ts) owns the state, the URL
 * and the searches, and calls in here.
 *
 * Test hooks: [data-result-count] holds the total, the results region's aria-busy is "true"
 * while a search runs and "false" once its results are on screen.
 */
import { t, type Ui, ui } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { SearchState } from '../../search/static/client/urlState.ts';
import { optionLabel, showCounts, showSelection } from './facetDom.ts';
import { renderPager } from './pager.ts';
import { type CardData, resultItems } from './snippetDom.ts';

export type Counts = Map<string, Map<string, number>>;
/** A search's result page as shown. */
export type View = { total: number; page: number; pages: number };

export const isInitial = (state: SearchState): boolean => !state.q && state.filters.size === 0;
/** The state the page as built shows: no query, no filter, the API's order, page 1. */
export const isBuiltPage = (state: SearchState, page = state.page): boolean =>
  isInitial(state) && state.sort === 'relevance' && page === 1;

export class SearchView {
  readonly root: HTMLElement;
  readonly lang: 'de' | 'en';
  readonly s: Ui['searchPage'];
  readonly sidebar: HTMLElement;
  readonly input: HTMLInputElement;
  readonly region: HTMLElement;
  readonly sort: HTMLSelectElement;
  readonly pages: HTMLElement;
  readonly active: HTMLElement;
  readonly #count: HTMLElement;
  #list: HTMLElement;
  #grid: HTMLElement;
  readonly #empty: HTMLElement;
  readonly #error: HTMLElement;
  /** The page as built: the unfiltered catalog's first page and the API's counts. */
  readonly #initialCards: string;
  readonly initialCounts: Counts = new Map();
  /** The grid and the facet counts still show the page as built. */
  #showsInitial = true;

  constructor(root: HTMLElement) {
    this.root = root;
    this.lang = root.dataset.lang === 'en' ? 'en' : 'de';
    this.s = ui[this.lang].searchPage;
    this.sidebar = must(root, '[data-facets]');
    this.input = must(root, '#search-q');
    this.region = must(root, '[data-search-results]');
    this.#count = must(root, '[data-result-count]');
    this.#list = must(root, '[data-search-list]');
    this.#grid = must(this.#list, 'ul');
    this.sort = must(root, '[data-search-sort]');
    this.#empty = must(root, '[data-search-empty]');
    this.#error = must(root, '[data-search-error]');
    this.pages = must(root, '[data-search-pages]');
    this.active = must(root, '[data-search-active]');
    this.#initialCards = this.#grid.innerHTML;
    for (const option of this.sidebar.querySelectorAll<HTMLElement>('[data-filter]')) {
      const name = option.dataset.filter ?? '';
      const counts = this.initialCounts.get(name) ?? new Map<string, number>();
      this.initialCounts.set(name, counts);
      counts.set(option.dataset.value ?? '', Number(option.dataset.count));
    }
  }

  /** Form controls reflect the state; the filter chips too, unless they wait for the results. */
  showControls(state: SearchState, chips = true): void {
    if (this.input.value.trim() !== state.q) this.input.value = state.q;
    this.sort.value = state.sort;
    showSelection(this.sidebar, state.filters);
    if (chips) this.showChips(state);
  }

  showChips(state: SearchState): void {
    const chips = [...state.filters].flatMap(([name, values]) =>
      values.map((value) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'search__chip';
        button.dataset.removeFilter = name;
        button.dataset.value = value;
        const label = optionLabel(this.sidebar, name, value);
        button.setAttribute('aria-label', this.s.remove(label));
        button.innerHTML = '<span aria-hidden="true">×</span> ';
        button.append(label);
        return button;
      }),
    );
    this.active.replaceChildren(...chips);
    this.active.hidden = chips.length === 0;
  }

  busy(busy: boolean): void {
    this.region.setAttribute('aria-busy', String(busy));
  }

  failed(): void {
    this.#error.hidden = false;
  }

  /** Focus and scroll to the results (after a pager click). */
  toResults(): void {
    must<HTMLElement>(this.region, '#search-results-heading').focus({ preventScroll: true });
    this.region.scrollIntoView({ block: 'start' });
  }

  /** Count, facet counts, pager and cards of one search, in one frame. `href`: a page's URL. */
  show(
    state: SearchState,
    view: View,
    counts: Counts,
    cards: CardData[],
    href: (page: number) => string,
  ): void {
    this.#empty.hidden = view.total !== 0;
    this.#error.hidden = true;
    this.#count.textContent = this.s.count(view.total);
    this.#count.dataset.resultCount = String(view.total);
    const initialPage = isBuiltPage(state, view.page);
    // The page as built already shows the unfiltered first page and its counts: a visit without a
    // query lays out no facet option and no card again.
    const unchanged = initialPage && this.#showsInitial;
    this.#showsInitial = initialPage;
    if (!unchanged) showCounts(this.sidebar, counts);
    renderPager(this.pages, view.page, view.pages, href, pageWindow, t(this.lang).pagination);
    // New list elements rather than new content: the cards are new either way, and a list that moves
    // down as the chips appear above it would count as a layout shift.
    if (!unchanged) {
      const list = this.#list.cloneNode(false) as HTMLElement;
      const grid = this.#grid.cloneNode(false) as HTMLElement;
      if (initialPage) grid.innerHTML = this.#initialCards;
      else grid.append(resultItems(cards, t(this.lang).detail));
      grid.hidden = view.total === 0;
      list.append(grid);
      this.#list.replaceWith(list);
      this.#list = list;
      this.#grid = grid;
    }
    this.showChips(state);
  }

  /** The rest of a result page's cards, after the first ones `show` put on screen. */
  appendCards(cards: CardData[]): void {
    if (cards.length > 0) this.#grid.append(resultItems(cards, t(this.lang).detail));
  }
}
