/**
 * GET /apps/settings (spec §4.7): the stored settings of a registered app. Another company's app
 * is another company's resource (401); an unknown UUID is 404 with an empty body, a missing one 400.
 */
import type { SimContext } from '../context.ts';
import type { ApiHandler } from '../server/http.ts';
import { badRequest, json, notFound, type Reply, unauthorized } from '../server/reply.ts';

export function appSettings(sim: SimContext): ApiHandler {
  return ({ params, caller }): Reply => {
    const uuid = params.str('app_UUID')?.toLowerCase();
    if (uuid === undefined) return badRequest();
    const app = sim.lookups.data.apps.find((a) => a.app_UUID.toLowerCase() === uuid);
    if (!app) return notFound();
    if (app.company_ID !== caller.company_ID) return unauthorized();
    return json({ app_UUID: app.app_UUID, apptype: app.apptype, ...app.settings });
  };
}
