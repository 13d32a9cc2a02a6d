/**
 * The internal inputs of the static search index, rendered during the build and consumed (then
 * moved out of the output) by the build's search index step (scripts/builder/searchIndex.ts, which
 * runs src/integrations/staticSearchIndex.ts per language once Astro's process has exited):
 * - <search path>/index-data/source.json: the references in order, the trees' names (the index reads
 *   each detail from disk itself: src/integrations/resolveSource.ts), facet membership and sort
 *   orders from the API, the branch tree;
 * - <search path>/index-data/cards/<n>.json: the result cards (searchCards.ts).
 * Endpoints can read content collections; the step that writes the index, outside Astro, cannot.
 */
import { getCollection } from 'astro:content';
import type { Lang } from '../../i18n/routes.ts';
import type { FacetEntry } from '../../loaders/facetsLoader.ts';
import { BRANCH_FACET, type SourceManifest } from '../../search/static/indexSource.ts';
import { getSiteData, type RefView } from '../../site/data/siteData.ts';
import { listTreeNames } from '../../site/data/treeNames.ts';

async function facetEntries(lang: Lang): Promise<FacetEntry[]> {
  const entries = await getCollection('facets', ({ data }) => data.lang === lang);
  return entries.map((entry) => entry.data);
}

export async function searchSource(lang: Lang): Promise<SourceManifest> {
  const data = (await getSiteData()).langs[lang];
  const entries = await facetEntries(lang);
  const facets = entries
    .flatMap((e) => (e.kind === 'facet' ? [e] : []))
    .sort((a, b) => a.position - b.position)
    .map((e) => ({ name: e.name, options: e.options.map((o) => ({ v: o.v, ids: o.ids })) }));
  const orders = Object.fromEntries(entries.flatMap((e) => (e.kind === 'order' ? [[e.name, e.ids]] : [])));
  return {
    lang,
    refs: data.refs.map((ref) => ({ id: ref.id, detailDigest: ref.detailDigest })),
    names: listTreeNames(data.names),
    facets: [
      ...facets,
      // The branch pages' own members, so the facet and the pages cannot disagree.
      {
        name: BRANCH_FACET,
        options: data.branches.map((b) => ({ v: b.branch_ID, ids: b.members.map((ref) => ref.id) })),
      },
    ],
    orders,
  };
}

/**
 * The catalog in the API's own order for "no query" (orderby=relevance without a query), which is
 * what the search page shows before anything is typed; references the order misses go last.
 */
export async function defaultOrder(lang: Lang): Promise<RefView[]> {
  const refs = (await getSiteData()).langs[lang].refs;
  const entry = (await facetEntries(lang)).find((e) => e.kind === 'order' && e.name === 'relevance');
  const rank = new Map((entry?.kind === 'order' ? entry.ids : []).map((id, i) => [id, i]));
  return [...refs].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) ||
      a.id - b.id,
  );
}

export async function searchSourceResponse(lang: Lang): Promise<Response> {
  return new Response(JSON.stringify(await searchSource(lang)), {
    headers: { 'content-type': 'application/json' },
  });
}
