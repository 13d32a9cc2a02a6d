/**
 * GET /references/search (spec §4.3). Free text goes through src/search (the one implementation
 * of the four query rules) over SearchDocs built from exactly the detail JSON this simulator
 * serves; filter parameters go through membership.ts, the same rules /references/filters counts.
 */

import { SEARCH_DEFAULT_RECORDS, SEARCH_ORDERBY, SEARCH_RECORDS } from '../../src/catalog/params.ts';
import type { SimContext } from '../context.ts';
import { branchMatcher, filterDefs, type Matcher, matcherFor } from '../membership.ts';
import type { ApiHandler } from '../server/http.ts';
import { badDay } from '../server/quirks.ts';
import { json, noContent, type Reply } from '../server/reply.ts';
import { listItem } from '../store/listItem.ts';
import { orderDelivered, pickOrder } from '../store/ordering.ts';
import { searchIndex } from '../store/searchDocs.ts';
import type { Delivered, LangView } from '../store/view.ts';
import { listItemOptions, pageParam, pageSlice } from './common.ts';
import { aggregations } from './facets.ts';

/** The references matching every filter parameter and the branch scope of a request. */
export function filteredRefs(
  view: LangView,
  params: { ids(n: string): number[] | undefined; list(n: string): string[] | undefined },
): Delivered[] {
  const tests: Matcher[] = [];
  const branches = params.ids('branch_ID');
  if (branches && branches.length > 0) tests.push(branchMatcher(view, branches));
  for (const def of filterDefs(view)) {
    const values = params.list(def.name);
    if (!values || values.length === 0) continue;
    const m = matcherFor(def, values);
    if (m) tests.push(m);
  }
  return tests.length === 0 ? view.refs : view.refs.filter((d) => tests.every((t) => t(d)));
}

/**
 * The search of /references/search over already filtered references: free text through the search
 * core, then the orderby. The assistant gateway's search_references calls exactly this.
 */
export function searchOrdered(
  sim: SimContext,
  view: LangView,
  filtered: Delivered[],
  query: string | undefined,
  orderby: string | undefined,
): Delivered[] {
  let refs = filtered;
  let relevance: Map<number, number> | undefined;
  if (query !== undefined) {
    const hits = searchIndex(view).search(query);
    relevance = new Map(hits.map((h, i) => [h.id, i]));
    const rel = relevance;
    refs = refs.filter((d) => rel.has(d.ref.reference_ID));
  }
  if (refs.length === 0) return refs;
  const order = pickOrder(orderby, SEARCH_ORDERBY, 'relevance');
  return orderDelivered(view, refs, order, { views: sim.views, randomSeed: 0, relevance });
}

export function search(sim: SimContext): ApiHandler {
  return ({ params, caller, lang }): Reply => {
    const view = sim.store.view(caller.company_ID, lang);
    const refs = searchOrdered(
      sim,
      view,
      filteredRefs(view, params),
      params.str('query'),
      params.str('orderby'),
    );
    if (refs.length === 0) return noContent();
    const requested = params.optInt('records');
    const records =
      requested !== undefined && (SEARCH_RECORDS as readonly number[]).includes(requested)
        ? requested
        : SEARCH_DEFAULT_RECORDS;
    const page = pageParam(params);
    const opts = listItemOptions(params);
    const body: Record<string, unknown> = {
      total: refs.length,
      page,
      // Test hooks: a catalog on a bad day (server/quirks.ts), as in the list.
      references: pageSlice(refs, records, page).map((d) =>
        badDay(sim.options, listItem(d, sim.lookups, view.origin, lang, opts), 'item'),
      ),
    };
    if (params.bool('getaggregations')) body.aggregations = aggregations(filterDefs(view), refs);
    return json(body);
  };
}
