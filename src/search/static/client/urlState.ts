/**
 * The search page's state in its URL: ?q=…&<facet name>=<value>&…&sort=…&page=…&view=map, facet names as
 * the filter definitions' `name` (the API's parameters). Several values of one facet repeat the
 * parameter (what a plain HTML form submits); comma-separated values as the API takes them are
 * read too. Unknown parameters and values are dropped, so a shared link can never break the page.
 */

export const SORTS = {
  relevance: null,
  newest: 'datefrom desc',
  oldest: 'datefrom',
  az: 'projecttitle',
  za: 'projecttitle desc',
} as const;
export type SortKey = keyof typeof SORTS;
/** How the results show: the list of cards (pages) or every result on the map. */
export type ViewKey = 'list' | 'map';

export type FacetValues = { name: string; values: readonly string[] };

export type SearchState = {
  q: string;
  /** Facet name → selected values, in definition and option order. */
  filters: Map<string, string[]>;
  sort: SortKey;
  page: number;
  view: ViewKey;
};

export const emptyState = (): SearchState => ({
  q: '',
  filters: new Map(),
  sort: 'relevance',
  page: 1,
  view: 'list',
});

const isSort = (value: string | null): value is SortKey => value !== null && Object.hasOwn(SORTS, value);

function selectedValues(raw: readonly string[], values: readonly string[]): string[] {
  const wanted = new Set<string>();
  const lower = new Map(values.map((v) => [v.trim().toLowerCase(), v]));
  const pick = (s: string): boolean => {
    const v = values.includes(s) ? s : lower.get(s.trim().toLowerCase());
    if (v !== undefined) wanted.add(v);
    return v !== undefined;
  };
  for (const r of raw) if (!pick(r)) for (const part of r.split(',')) pick(part);
  return values.filter((v) => wanted.has(v));
}

export function readState(search: string, facets: readonly FacetValues[]): SearchState {
  const params = new URLSearchParams(search);
  const filters = new Map<string, string[]>();
  for (const facet of facets) {
    const values = selectedValues(params.getAll(facet.name), facet.values);
    if (values.length > 0) filters.set(facet.name, values);
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    filters,
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Canonical query string (no "?"; empty for the initial state): q, facets in order, sort, page, view. */
export function writeState(state: SearchState, facets: readonly FacetValues[]): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const facet of facets)
    for (const v of state.filters.get(facet.name) ?? []) params.append(facet.name, v);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'map') params.set('view', 'map');
  return params.toString();
}
