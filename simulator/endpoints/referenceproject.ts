/**
 * GET /references/referenceproject (spec §4.2): one reference's detail, by reference_ID or
 * seolabel. Each successful call records one API-channel view.
 */
import type { SimContext } from '../context.ts';
import type { ApiHandler } from '../server/http.ts';
import { badDay } from '../server/quirks.ts';
import { badRequest, empty, json, notFound, type Reply, unauthorized } from '../server/reply.ts';
import { detailJson } from '../store/detail.ts';
import type { Delivered } from '../store/view.ts';

export function referenceproject(sim: SimContext): ApiHandler {
  return ({ params, caller, lang }): Reply => {
    const view = sim.store.view(caller.company_ID, lang);
    let d: Delivered | undefined;
    let id: number | undefined;
    if (params.str('reference_ID') !== undefined) {
      // reference_ID wins over seolabel when both are sent.
      id = params.optInt('reference_ID');
      if (id === undefined) return notFound();
      const ref = sim.lookups.references.get(id);
      if (ref && ref.company_ID !== caller.company_ID) return unauthorized();
      d = view.byId.get(id);
    } else {
      const seolabel = params.str('seolabel');
      if (seolabel === undefined) return badRequest();
      // Seolabels are per company and language: another company's label simply does not exist here.
      d = view.bySeo.get(seolabel.toLowerCase());
      id = d?.ref.reference_ID;
    }
    if (id !== undefined && sim.options.failReferences.has(id)) return empty(500);
    if (!d) return notFound();

    sim.views.record(d.ref.reference_ID);
    const body = params.bool('preventduplicatefields')
      ? detailJson(d, sim.lookups, view.origin, lang, { preventDuplicateFields: true })
      : view.detail(d);
    // Test hooks: a catalog on a bad day (server/quirks.ts).
    return json(badDay(sim.options, body, 'detail'));
  };
}
