/**
 * Facet membership and sort orders for the static search, straight from the API: for every option
 * of every /references/filters definition, the reference_IDs that /references/search returns for
 * `name=v` alone, and the complete ID order of /references/search for each orderby the search page
 * offers. The static search then intersects and counts these sets in the browser, so an option's
 * count with nothing selected equals the API's `c` by construction (no rule is re-implemented here).
 * Branch membership is not fetched: it follows from detail.branches and the branch tree (see
 * src/search/static/buildIndex.ts).
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'zod';
import type { CatalogClient } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import type { ReferenceFilters } from '../catalog/params.ts';
import type { FilterDefinition } from '../catalog/schemas.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import { entryId, LangSchema } from './schemas.ts';

/**
 * The orders the search page offers, as /references/search `orderby` values. `relevance` is
 * fetched without a query: the order the API lists references in before anything is typed (the
 * simulator uses the company's sortorder there), which a static page cannot guess.
 */
export const SEARCH_ORDERS = [
  'relevance',
  'datefrom desc',
  'datefrom',
  'projecttitle',
  'projecttitle desc',
] as const;
export type SearchOrderName = (typeof SEARCH_ORDERS)[number];

const OptionMembersSchema = z.object({
  v: z.union([z.string(), z.number()]),
  c: z.int(),
  ids: z.array(z.int()),
});

export const FacetEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    lang: LangSchema,
    kind: z.literal('facet'),
    name: z.string(),
    /** Position in the /references/filters answer (the sidebar's order). */
    position: z.int(),
    options: z.array(OptionMembersSchema),
  }),
  z.object({
    lang: LangSchema,
    kind: z.literal('order'),
    name: z.enum(SEARCH_ORDERS),
    ids: z.array(z.int()),
  }),
]);
export type FacetEntry = z.infer<typeof FacetEntrySchema>;
export type OptionMembers = z.infer<typeof OptionMembersSchema>;

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
    definition.options.map(async (option) => {
      if (all && all.length > 0 && option.c === all.length) {
        return { v: option.v, c: option.c, ids: [...all].sort((a, b) => a - b) };
      }
      // The list endpoint answers in one request where it has the same parameter (search pages by
      // 100); its answer is taken only when it holds exactly c references.
      const listed = listFilters(definition.name, option.v);
      if (listed && option.c !== undefined) {
        const ids = await client.listReferenceIds(lang, listed);
        if (ids.length === option.c) return { v: option.v, c: option.c, ids: ids.sort((a, b) => a - b) };
      }
      const ids = await client.searchAllIds(lang, optionParams(definition.name, option.v));
      const c = option.c ?? ids.length;
      if (ids.length !== c) {
        warn(
          `facets ${lang}: ${definition.name}=${option.v} lists c=${c} but search returns ${ids.length} references`,
        );
      }
      return { v: option.v, c, ids: ids.sort((a, b) => a - b) };
    }),
  );
}

/**
 * The complete ID order of every sort (a descending one is fetched too: ties need not reverse).
 * The explicit orders exist on /references/referenceprojects too, which returns all IDs in one
 * request (search needs N/100). Its order is used when it holds exactly search's `total` and
 * starts with search's first page; otherwise (another tie-break upstream) search is paged.
 * `relevance` without a query has no list equivalent and is always paged.
 */
export async function sortOrders(
  client: Pick<CatalogClient, 'searchAllIds' | 'search' | 'listReferenceIds'>,
  lang: Lang,
  warn: (line: string) => void = () => {},
): Promise<Map<SearchOrderName, number[]>> {
  const lists = await Promise.all(
    SEARCH_ORDERS.map(async (orderby) => {
      if (orderby === 'relevance') return client.searchAllIds(lang, { orderby });
      const [listed, first] = await Promise.all([
        client.listReferenceIds(lang, {}, orderby),
        client.search(lang, {
          orderby,
          records: 100,
          page: 1,
          getaggregations: false,
          getclientdetails: false,
        }),
      ]);
      const head = first.references.map((item) => item.reference_ID);
      if (listed.length === first.total && head.every((id, i) => listed[i] === id)) return listed;
      warn(`facets ${lang}: orderby=${orderby} differs between the list and search; paging search`);
      return client.searchAllIds(lang, { orderby });
    }),
  );
  return new Map(SEARCH_ORDERS.map((orderby, i) => [orderby, lists[i] ?? []]));
}

export type FacetsLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

export function facetsLoader(options: FacetsLoaderOptions): Loader {
  return {
    name: 'facets-loader',
    load: (context) =>
      recordedLoad('facets', context, async () => {
        const source = options.catalog();
        const { store } = context;
        await Promise.all(options.langs.map((lang) => loadFacets(lang, source, context)));
        const prefixes = options.langs.map((lang) => entryId(lang, ''));
        for (const id of store.keys()) if (!prefixes.some((p) => id.startsWith(p))) store.delete(id);
      }),
  };
}

async function loadFacets(lang: Lang, source: CatalogSource, context: LoaderContext): Promise<void> {
  const { store, meta, logger, parseData, generateDigest } = context;
  const started = performance.now();
  const { client } = source;
  // Same parameters as filtersLoader, so the options here are exactly the ones the sidebar shows.
  const [definitions, items] = await Promise.all([
    client.getFilters(lang, { unusedOptions: false }),
    client.listReferences(lang, { getclientdetails: false }),
  ]);
  // Membership changes only with a reference (its dateupdated) or the options: an unchanged
  // catalog reuses the last answer instead of ~N/100 × options search requests.
  const complete = items.every((item) => Boolean(item.dateupdated));
  const fingerprint = generateDigest({
    source: source.id,
    definitions,
    items: items.map((item) => [item.reference_ID, item.dateupdated]),
  });
  const mine = () => store.keys().filter((id) => id.startsWith(entryId(lang, '')));
  if (complete && meta.get(`fingerprint:${lang}`) === fingerprint && mine().length > 0) {
    logger.info(`facets ${lang}: catalog unchanged, membership reused`);
    return;
  }
  const all = items.map((item) => item.reference_ID);
  const warn = (line: string) => logger.warn(line);
  const [facets, orders] = await Promise.all([
    Promise.all(definitions.map((definition) => definitionMembers(client, lang, definition, warn, all))),
    sortOrders(client, lang, warn),
  ]);
  for (const id of mine()) store.delete(id);
  for (const [position, definition] of definitions.entries()) {
    const id = entryId(lang, `facet:${definition.name}`);
    const data = { lang, kind: 'facet', name: definition.name, position, options: facets[position] ?? [] };
    store.set({ id, data: await parseData({ id, data }) });
  }
  for (const [name, ids] of orders) {
    const id = entryId(lang, `order:${name}`);
    store.set({ id, data: await parseData({ id, data: { lang, kind: 'order', name, ids } }) });
  }
  meta.set(`fingerprint:${lang}`, complete ? fingerprint : '');
  const options = facets.reduce((sum, list) => sum + list.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(`facets ${lang}: ${definitions.length} definitions, ${options} options, orders (${seconds}s)`);
}
