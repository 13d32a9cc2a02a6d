/**
 * Which references an element shows: the site's own answer for the same filter. Branch and
 * "verified" are the search page's facets (branch_ID with sub-branches, selection=confirmed), a
 * query runs through the search page's engine, and the order is the search page's relevance with a
 * query and the lists' order without one. Groups have no facet: their members come from the embed
 * data, as the group pages list them.
 */

import { applyFacets, type FacetData, selectionOf } from '../search/static/client/facets.ts';
import { AttributeError, type EmbedRequest } from './attributes.ts';
import type { EmbedData } from './format.ts';

export type ResultSources = {
  data: EmbedData;
  /** Number of docs in the index. */
  docs: number;
  facets(): Promise<FacetData>;
  /** reference_ID of each doc index. */
  ids(): Promise<Int32Array>;
  /** Doc indexes matching a query, best first (the search page's engine). */
  search(query: string): Promise<Int32Array>;
};

export type Found = { ids: number[]; total: number };

/** Unknown branch or group IDs are the embedder's mistake: say so instead of showing nothing. */
export function checkRequest(data: EmbedData, request: EmbedRequest): void {
  const unknown = request.branch.filter((id) => !(String(id) in data.branches));
  if (unknown.length > 0)
    throw new AttributeError(
      `<reference-list> branch ${unknown.join(',')} is not a branch of this portfolio`,
    );
  if (request.group !== undefined && !(String(request.group) in data.groups))
    throw new AttributeError(`<reference-list> group ${request.group} is not a group of this portfolio`);
}

export async function findReferences(sources: ResultSources, request: EmbedRequest): Promise<Found> {
  const { data } = sources;
  checkRequest(data, request);
  const filters = new Map<string, string[]>();
  if (request.branch.length > 0) filters.set('branch_ID', request.branch.map(String));
  if (request.verified) filters.set('selection', ['confirmed']);
  const [ids, hits, facets] = await Promise.all([
    sources.ids(),
    request.query ? sources.search(request.query) : null,
    filters.size > 0 ? sources.facets() : null,
  ]);
  const docs = facets ? applyFacets(facets, sources.docs, hits, selectionOf(facets, filters)).docs : hits;
  const group = request.group === undefined ? null : new Set(data.groups[String(request.group)]?.ids);
  const keep = (id: number) => group === null || group.has(id);
  let found: number[];
  if (request.query) found = Array.from(docs ?? [], (d) => ids[d] as number).filter(keep);
  else {
    const passing = docs ? new Set(Array.from(docs, (d) => ids[d] as number)) : null;
    found = data.order.filter((id) => (passing === null || passing.has(id)) && keep(id));
  }
  return { ids: found.slice(0, request.limit), total: found.length };
}

/**
 * Where "show all" leads: a group or branch page when that is the whole filter (the lists' order,
 * as shown), otherwise the search page with the same query and facets. The search page has no
 * group facet: a group with a query or other filters links its group page.
 */
export function showAllPath(data: EmbedData, request: EmbedRequest): string {
  const { branch, group, query, verified } = request;
  if (group !== undefined) return data.groups[String(group)]?.path ?? data.listPath;
  if (!query && !verified && branch.length === 1) return data.branches[String(branch[0])] ?? data.listPath;
  if (!query && !verified && branch.length === 0) return data.listPath;
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (verified) params.append('selection', 'confirmed');
  for (const id of branch) params.append('branch_ID', String(id));
  return `${data.searchPath}?${params}`;
}
