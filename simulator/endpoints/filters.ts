/**
 * GET /references/filters (spec §4.4): filter definitions with option hit counts. Counts come from
 * membership.ts, the rules search applies, so `c` equals the search total for `name=v`
 * (with the same branch_ID).
 */
import type { SimContext } from '../context.ts';
import { branchMatcher, filterDefs } from '../membership.ts';
import type { ApiHandler } from '../server/http.ts';
import { json, type Reply } from '../server/reply.ts';
import type { Delivered, LangView } from '../store/view.ts';
import { countedOptions } from './facets.ts';

export function filters(sim: SimContext): ApiHandler {
  return ({ params, caller, lang }): Reply => {
    const view = sim.store.view(caller.company_ID, lang);
    const branchIds = params.ids('branch_ID');
    const includeUnused = params.bool('getunusedoptions');
    // The data never changes while running: the common answers (whole catalog or one branch) are kept.
    const cacheable = !branchIds || branchIds.length <= 1;
    const build = () => {
      const scope =
        branchIds && branchIds.length > 0 ? view.refs.filter(branchMatcher(view, branchIds)) : view.refs;
      return definitions(view, scope, includeUnused);
    };
    return json(cacheable ? view.memo(`filters:${branchIds?.[0] ?? ''}:${includeUnused}`, build) : build());
  };
}

function definitions(
  view: LangView,
  scope: readonly Delivered[],
  includeUnused: boolean,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const def of filterDefs(view)) {
    const options = countedOptions(def, scope, includeUnused);
    // "Included when data exists": optional definitions without a (listed) option are left out.
    if (!def.always && options.length === 0) continue;
    out.push({
      name: def.name,
      label: def.label,
      sortmode: def.sortmode,
      datatype: def.datatype,
      formtype: def.formtype,
      opened: def.opened,
      ...(def.field ? { internal: def.field.internal, workfield_ID: def.field.workfield_ID } : {}),
      options: options.map(({ option, c }) => ({
        v: option.v,
        d: option.d,
        c,
        ...(option.min !== undefined ? { min: option.min } : {}),
        ...(option.max !== undefined ? { max: option.max } : {}),
      })),
    });
  }
  return out;
}
