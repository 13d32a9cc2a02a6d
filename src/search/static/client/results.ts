/**
 * From a search state to the ordered result docs and facet counts, the way /references/search
 * answers it: query hits (core ranking), facet selection, then the requested order. Without a
 * query "relevance" is the API's own default order (fetched at build time, see facetsLoader.ts).
 */
import type { Manifest } from '../layout.ts';
import type { StaticSearch } from './engine.ts';
import { applyFacets, type FacetData, selectionOf, sortDocs } from './facets.ts';
import { SORTS, type SortKey } from './urlState.ts';

export type ResultQuery = { q: string; filters: ReadonlyMap<string, readonly string[]>; sort: SortKey };

export type ResultSources = {
  manifest: Manifest;
  engine: Pick<StaticSearch, 'search'>;
  facets: () => Promise<FacetData>;
  order: (file: string) => Promise<Int32Array>;
};

export type Counts = Map<string, Map<string, number>>;

export type Results = {
  /** Doc indexes in display order. */
  docs: Int32Array;
  /**
   * counts[facet name][option value], computed on call (the page requests its cards first); null
   * when nothing is typed or selected (the API's `c` applies).
   */
  counts(): Counts | null;
};

async function ordered(sources: ResultSources, docs: Int32Array, orderby: string): Promise<Int32Array> {
  const ref = sources.manifest.orders[orderby];
  if (!ref) return docs;
  const base = 'file' in ref ? ref : sources.manifest.orders[ref.reverseOf];
  if (!base || !('file' in base)) return docs;
  return sortDocs(docs, await sources.order(base.file), 'reverseOf' in ref, sources.manifest.docs);
}

export async function searchResults(sources: ResultSources, query: ResultQuery): Promise<Results> {
  const n = sources.manifest.docs;
  const q = query.q.trim();
  let docs: Int32Array;
  let counts: Results['counts'] = () => null;
  if (!q && query.filters.size === 0) docs = Int32Array.from({ length: n }, (_, i) => i);
  else {
    const [hits, facets] = await Promise.all([q ? sources.engine.search(q) : null, sources.facets()]);
    const result = applyFacets(facets, n, hits, selectionOf(facets, query.filters));
    docs = result.docs;
    counts = () => {
      const byFacet = result.counts();
      return new Map(
        facets.names.map((name, f) => [
          name,
          new Map((facets.values[f] ?? []).map((v, o) => [v, byFacet[f]?.[o] ?? 0])),
        ]),
      );
    };
  }
  const orderby = SORTS[query.sort] ?? (q ? null : 'relevance');
  return { docs: orderby ? await ordered(sources, docs, orderby) : docs, counts };
}
