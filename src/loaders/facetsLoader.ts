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
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSource } from './catalogSource.ts';
import { definitionMembers, SEARCH_ORDERS, sortOrders, updatedMembers } from './facetMembers.ts';
import { catalogChanges, type OptionKey, optionKey } from './facetUpdate.ts';
import { recordedLoad } from './guard.ts';
import { entryId, LangSchema } from './schemas.ts';

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

export type FacetsLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/**
 * What membership depends on, per language: the definitions and each listed reference's
 * `dateupdated`; not `complete` while an item has none (membership is then fetched again every sync).
 */
async function langState(source: CatalogSource, lang: Lang) {
  const { filters: definitions, items } = await source.snapshot(lang);
  const updated = items.map((item) => [item.reference_ID, item.dateupdated] as const);
  return { definitions, items, updated, complete: items.every((item) => Boolean(item.dateupdated)) };
}

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
  // The snapshot's definitions, as filtersLoader's: the options here are the ones the sidebar shows.
  const { definitions, items, updated, complete } = await langState(source, lang);
  // Membership changes only with a reference (its dateupdated) or the options: an unchanged
  // catalog reuses the last answer instead of ~N/100 × options search requests.
  const fingerprint = generateDigest({ source: source.id, definitions, items: updated });
  const mine = () => store.keys().filter((id) => id.startsWith(entryId(lang, '')));
  if (complete && meta.get(`fingerprint:${lang}`) === fingerprint && mine().length > 0) {
    logger.info(`facets ${lang}: catalog unchanged, membership reused`);
    return;
  }
  const all = items.map((item) => item.reference_ID);
  const warn = (line: string) => logger.warn(line);
  const before = complete ? lastSync(context, lang) : undefined;
  const changes = before && catalogChanges(before.updated, items);
  const [membership, orders] = await Promise.all([
    before && changes
      ? updatedMembers(client, lang, definitions, before.members, changes, all, warn)
      : Promise.all(
          definitions.map((definition) => definitionMembers(client, lang, definition, warn, all)),
        ).then((facets) => ({ facets, report: undefined })),
    sortOrders(client, lang, warn),
  ]);
  const { facets } = membership;
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
  meta.set(`updated:${lang}`, complete ? JSON.stringify(updated) : '');
  const options = facets.reduce((sum, list) => sum + list.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { report } = membership;
  const how =
    changes && report
      ? ` (${changes.changed.size} changed, ${changes.added.size} added, ${changes.removed.size} removed since the last sync: ${report.onePage} one-page options fetched, ${report.checked} checked, ${report.untouched} untouched, ${report.refetched} fetched again)`
      : '';
  logger.info(
    `facets ${lang}: ${definitions.length} definitions, ${options} options${how}, orders (${seconds}s)`,
  );
}

/** The members and `dateupdated`s this language's last complete sync stored, if any. */
function lastSync(
  { store, meta }: LoaderContext,
  lang: Lang,
): { members: Map<OptionKey, number[]>; updated: Map<number, string> } | undefined {
  const updated = meta.get(`updated:${lang}`);
  if (!updated) return undefined;
  const members = new Map<OptionKey, number[]>();
  for (const id of store.keys()) {
    if (!id.startsWith(entryId(lang, 'facet:'))) continue;
    const entry = store.get(id)?.data as FacetEntry | undefined;
    if (entry?.kind !== 'facet') continue;
    for (const option of entry.options) members.set(optionKey(entry.name, option.v), option.ids);
  }
  if (members.size === 0) return undefined;
  return { members, updated: new Map(JSON.parse(updated) as [number, string][]) };
}
