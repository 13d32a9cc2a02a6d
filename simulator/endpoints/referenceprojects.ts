/** GET /references/referenceprojects (spec §4.1): the paged catalog list. */

import { LIST_ORDERBY } from '../../src/catalog/params.ts';
import type { SimContext } from '../context.ts';
import type { SimMarkerlist } from '../data/model.ts';
import type { ApiHandler } from '../server/http.ts';
import type { Params } from '../server/params.ts';
import { badDay } from '../server/quirks.ts';
import { json, noContent, type Reply, unauthorized } from '../server/reply.ts';
import { listItem } from '../store/listItem.ts';
import { orderDelivered, pickOrder } from '../store/ordering.ts';
import type { Delivered, LangView } from '../store/view.ts';
import { listItemOptions, pageParam, pageSlice } from './common.ts';

const MODES = ['paging', 'full', 'optionsonly', 'idonly', 'countonly'] as const;
type Mode = (typeof MODES)[number];

/** Default page size where the spec is silent (records missing, negative or malformed). */
const DEFAULT_RECORDS = 10;

export function referenceprojects(sim: SimContext): ApiHandler {
  return ({ params, caller, lang }): Reply => {
    const view = sim.store.view(caller.company_ID, lang);
    const rawMode = params.str('mode')?.toLowerCase();
    const mode: Mode = MODES.find((m) => m === rawMode) ?? 'paging';

    // A marker list of another company is another company's resource (§5.4).
    const markerlistId = params.optInt('markerlist_ID');
    const markerlist = markerlistId === undefined ? undefined : sim.lookups.markerlists.get(markerlistId);
    if (markerlist && markerlist.company_ID !== caller.company_ID) return unauthorized();

    const idList = params.ids('idList');
    let refs: Delivered[];
    if (idList && idList.length > 0) {
      for (const id of idList) {
        const r = sim.lookups.references.get(id);
        if (r && r.company_ID !== caller.company_ID) return unauthorized();
      }
      refs = idList.flatMap((id) => view.byId.get(id) ?? []);
    } else {
      refs = filterList(view, params, markerlistId, markerlist);
    }

    if (mode === 'countonly') return refs.length === 0 ? noContent() : json(refs.length);

    const explicitOrder = params.str('orderby');
    if (explicitOrder !== undefined || !(idList && idList.length > 0)) {
      const order = pickOrder(explicitOrder, LIST_ORDERBY, 'sortorder');
      refs = orderDelivered(view, refs, order, {
        views: sim.views,
        markerlist,
        randomSeed: order === 'random' ? sim.nextRandomSeed() : 0,
      });
    }

    let records = params.int('records', DEFAULT_RECORDS);
    if (records < 0) records = DEFAULT_RECORDS;
    const page = pageSlice(refs, records, pageParam(params));
    if (page.length === 0) return noContent();

    if (mode === 'idonly') return json(page.map((d) => ({ reference_ID: d.ref.reference_ID })));
    if (mode === 'optionsonly')
      return json(
        page.map((d) => ({ reference_ID: d.ref.reference_ID, projecttitle: d.texts.projecttitle })),
      );
    const opts = listItemOptions(params);
    return json(
      page.map((d) => badDay(sim.options, listItem(d, sim.lookups, view.origin, lang, opts), 'item')),
    );
  };
}

function filterList(
  view: LangView,
  params: Params,
  markerlistId: number | undefined,
  markerlist: SimMarkerlist | undefined,
): Delivered[] {
  const tests: ((d: Delivered) => boolean)[] = [];
  const anyOf = (name: string, pick: (d: Delivered) => readonly number[]) => {
    const ids = params.ids(name);
    if (ids && ids.length > 0) {
      const set = new Set(ids);
      tests.push((d) => pick(d).some((id) => set.has(id)));
    }
  };
  // branch_ID: exactly these branches; sub-trees are what branch_lft/branch_rgt are for.
  anyOf('branch_ID', (d) => d.ref.branch_IDs);
  anyOf('referencegroup_ID', (d) => d.ref.group_IDs);
  anyOf('workfield_ID', (d) => d.ref.workfield_IDs);

  const lft = params.optInt('branch_lft');
  const rgt = params.optInt('branch_rgt');
  if (lft !== undefined && rgt !== undefined) {
    const inside = new Set(
      (view.lookups.companyBranches.get(view.company_ID) ?? [])
        .filter((b) => b.lft >= lft && b.rgt <= rgt)
        .map((b) => b.branch_ID),
    );
    tests.push((d) => d.ref.branch_IDs.some((id) => inside.has(id)));
  }
  if (markerlistId !== undefined) {
    const members = new Set((markerlist?.entries ?? []).map((e) => e.reference_ID));
    tests.push((d) => members.has(d.ref.reference_ID));
  }
  if (params.bool('confirmed')) tests.push((d) => d.ref.iscountersigned);
  if (params.bool('ongoing')) tests.push((d) => d.ref.ongoing);
  const without = new Set(params.ids('withoutreference_ID') ?? []);
  if (without.size > 0) tests.push((d) => !without.has(d.ref.reference_ID));

  return tests.length === 0 ? view.refs : view.refs.filter((d) => tests.every((t) => t(d)));
}
