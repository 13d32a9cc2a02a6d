/**
 * The requests behind facet membership: an option's members from search (or the list endpoint
 * where it has the same filter), membership carried over a sync that changed little
 * (facetUpdate.ts), and the complete order of every sort the search page offers.
 */
import type { CatalogClient } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import { type ListOrder, type ReferenceFilters, SEARCH_PAGE } from '../catalog/params.ts';
import type { FilterDefinition, FilterOption } from '../catalog/schemas.ts';
import {
  type CatalogChanges,
  carryForward,
  type OptionKey,
  optionKey,
  overlapMismatches,
} from './facetUpdate.ts';

export type OptionMembers = { v: string | number; c: number; ids: number[] };

/**
 * The orders the search page offers, as /references/search `orderby` values. `relevance` is
 * fetched without a query: the order the API lists references in before anything is typed, which
 * a static page cannot guess (the simulator uses the company's sortorder there).
 */
export const SEARCH_ORDERS = [
  'relevance',
  'datefrom desc',
  'datefrom',
  'projecttitle',
  'projecttitle desc',
] as const;
export type SearchOrderName = (typeof SEARCH_ORDERS)[number];

/** Search parameters that select exactly one option: `selection` is a top-level parameter, the rest are filters. */
export function optionParams(name: string, v: string | number) {
  return name === 'selection'
    ? { selection: String(v) as 'all' | 'confirmed' | 'ongoing' }
    : { filters: { [name]: String(v) } };
}

/** The /references/referenceprojects filter equal to one option, where that endpoint has one (spec 4.1). */
export function listFilters(name: string, v: string | number): ReferenceFilters | undefined {
  if (name === 'workfield_ID') return { workfield_ID: v };
  if (name === 'selection' && v === 'confirmed') return { confirmed: true };
  if (name === 'selection' && v === 'ongoing') return { ongoing: true };
  return undefined;
}

/**
 * Members of every option of one definition; a count that disagrees with `c` is reported, not
 * hidden. An option whose `c` is the number of all references needs no request: it holds them all.
 */
export async function definitionMembers(
  client: Pick<CatalogClient, 'searchAllIds' | 'listReferenceIds'>,
  lang: Lang,
  definition: FilterDefinition,
  warn: (line: string) => void,
  all?: readonly number[],
): Promise<OptionMembers[]> {
  return Promise.all(
    definition.options.map((option) => optionMembers(client, lang, definition.name, option, warn, all)),
  );
}

async function optionMembers(
  client: Pick<CatalogClient, 'searchAllIds' | 'listReferenceIds'>,
  lang: Lang,
  name: string,
  option: FilterOption,
  warn: (line: string) => void,
  all?: readonly number[],
): Promise<OptionMembers> {
  if (all && all.length > 0 && option.c === all.length) {
    return { v: option.v, c: option.c, ids: [...all].sort((a, b) => a - b) };
  }
  // The list endpoint answers in one request where it has the same parameter (search pages by
  // 100); its answer is taken only when it holds exactly c references.
  const listed = listFilters(name, option.v);
  if (listed && option.c !== undefined) {
    const ids = await client.listReferenceIds(lang, listed);
    if (ids.length === option.c) return { v: option.v, c: option.c, ids: ids.sort((a, b) => a - b) };
  }
  const ids = await client.searchAllIds(lang, optionParams(name, option.v));
  const c = option.c ?? ids.length;
  if (ids.length !== c) {
    warn(`facets ${lang}: ${name}=${option.v} lists c=${c} but search returns ${ids.length} references`);
  }
  return { v: option.v, c, ids: ids.sort((a, b) => a - b) };
}

export type MembershipUpdate = {
  /** Options of one search page that a member that may have moved was in, fetched (a check costs as much). */
  onePage: number;
  /** Options checked against search's aggregations. */
  checked: number;
  /** Options none of whose members may have moved, with their count right: carried as they are. */
  untouched: number;
  /** Options fetched again because their count or a check disagreed. */
  refetched: number;
};

/**
 * The members of every option after a sync that changed some references: carried from the last
 * sync and checked against the API (facetUpdate.ts); only options that fail are fetched again.
 * Options of one search page cost as much to fetch as to check, so they are fetched first; the
 * larger ones are then checked against them and each other.
 */
export async function updatedMembers(
  client: Pick<CatalogClient, 'searchAllIds' | 'listReferenceIds' | 'search'>,
  lang: Lang,
  definitions: readonly FilterDefinition[],
  stored: ReadonlyMap<OptionKey, readonly number[]>,
  changes: CatalogChanges,
  all: readonly number[],
  warn: (line: string) => void,
): Promise<{ facets: OptionMembers[][]; report: MembershipUpdate }> {
  const carried = carryForward(stored, definitions, changes.removed);
  const options = definitions.flatMap((definition) =>
    definition.options.map((option) => ({
      name: definition.name,
      option,
      key: optionKey(definition.name, option.v),
    })),
  );
  const exact = new Map<OptionKey, OptionMembers>();
  /** Fetches the options in `keys` in full; returns how many cost requests. */
  const fetch = async (keys: ReadonlySet<OptionKey>): Promise<number> => {
    const due = options.filter(({ key }) => keys.has(key) && !exact.has(key));
    await Promise.all(
      due.map(async ({ name, option, key }) => {
        const members = await optionMembers(client, lang, name, option, warn, all);
        exact.set(key, members);
        carried.members.set(key, new Set(members.ids));
        carried.stale.delete(key);
      }),
    );
    return due.filter(({ option }) => option.c !== all.length).length;
  };
  // A changed reference may have left or joined options with their counts unchanged. It can have
  // joined an option only if a member left it (or the count would be off), so only the options a
  // member that may have moved was in need a look (`touched`): a changed reference, one listed
  // again, and a member whose dateupdated the list does not give (quarantined there, a member in
  // search's IDs all the same).
  const listed = new Set(all);
  const unsure = [
    ...changes.changed,
    ...changes.added,
    ...[...carried.optionsOf.keys()].filter((id) => !listed.has(id)),
  ];
  const touched = new Set(unsure.flatMap((id) => carried.optionsOf.get(id) ?? []));
  const stale = await fetch(carried.stale);
  const onePage = await fetch(
    new Set(
      options
        .filter(({ key, option }) => touched.has(key) && (option.c ?? 0) <= SEARCH_PAGE)
        .map(({ key }) => key),
    ),
  );
  const checks = options.filter(
    ({ key, option }) => touched.has(key) && !exact.has(key) && option.c !== all.length,
  );
  const answers = await Promise.all(
    checks.map(({ name, option }) =>
      client.search(lang, {
        ...optionParams(name, option.v),
        records: 8,
        page: 1,
        getaggregations: true,
        getclientdetails: false,
      }),
    ),
  );
  const mismatched = new Set<OptionKey>();
  for (const [i, check] of checks.entries()) {
    for (const key of overlapMismatches(definitions, carried, check, answers[i]?.aggregations ?? {}))
      if (!exact.has(key)) mismatched.add(key);
  }
  const refetched = stale + (await fetch(mismatched));
  const facets = definitions.map((definition) =>
    definition.options.map((option) => {
      const key = optionKey(definition.name, option.v);
      const ids = [...(carried.members.get(key) ?? [])].sort((a, b) => a - b);
      return exact.get(key) ?? { v: option.v, c: ids.length, ids };
    }),
  );
  const untouched = options.filter(
    ({ key, option }) => !touched.has(key) && !exact.has(key) && option.c !== all.length,
  ).length;
  return { facets, report: { onePage, checked: checks.length, untouched, refetched } };
}

/**
 * The list order that may equal each search order. The spec names no rule for `relevance`
 * without a query; the company's `sortorder` is the likely one (the simulator's), and the check
 * in sortOrders decides.
 */
const LIST_EQUIVALENT: Record<SearchOrderName, ListOrder> = {
  relevance: 'sortorder',
  'datefrom desc': 'datefrom desc',
  datefrom: 'datefrom',
  projecttitle: 'projecttitle',
  'projecttitle desc': 'projecttitle desc',
};

/**
 * The complete ID order of every sort (a descending one is fetched too: ties need not reverse).
 * /references/referenceprojects returns all IDs in one request (search needs N/100). Its order
 * is used when it holds exactly search's `total` and matches search's first and last page, where
 * a different tie-break or default order shows (ties usually sit at the end: a few references
 * ranked by hand, the rest equal); otherwise search is paged.
 */
export async function sortOrders(
  client: Pick<CatalogClient, 'searchAllIds' | 'searchIds' | 'listReferenceIds'>,
  lang: Lang,
  warn: (line: string) => void = () => {},
): Promise<Map<SearchOrderName, number[]>> {
  const lists = await Promise.all(
    SEARCH_ORDERS.map(async (orderby) => {
      const listOrder = LIST_EQUIVALENT[orderby];
      const page = (n: number) =>
        client.searchIds(lang, {
          orderby,
          records: SEARCH_PAGE,
          page: n,
          getaggregations: false,
          getclientdetails: false,
        });
      const [listed, first] = await Promise.all([client.listReferenceIds(lang, {}, listOrder), page(1)]);
      const lastPage = Math.max(1, Math.ceil(first.total / SEARCH_PAGE));
      const matches = (ids: number[], from: number) => ids.every((id, i) => listed[from + i] === id);
      const holds = async () => {
        if (first.unusable > 0 || listed.length !== first.total || !matches(first.ids, 0)) return false;
        if (lastPage === 1) return first.ids.length === listed.length;
        const tail = await page(lastPage);
        const from = (lastPage - 1) * SEARCH_PAGE;
        return tail.unusable === 0 && tail.ids.length === listed.length - from && matches(tail.ids, from);
      };
      if (await holds()) return listed;
      warn(
        `facets ${lang}: orderby=${orderby}: search's order is not the list's (orderby=${listOrder}); paging search`,
      );
      return client.searchAllIds(lang, { orderby });
    }),
  );
  return new Map(SEARCH_ORDERS.map((orderby, i) => [orderby, lists[i] ?? []]));
}
