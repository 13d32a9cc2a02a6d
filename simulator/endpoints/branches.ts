/**
 * GET /branches/branches (spec §4.5): the company's branch tree as a flat nested-set list in lft
 * order. referencecount = distinct references delivered in this language that are assigned to the
 * branch or any of its sub-branches (a reference in two sub-branches counts once).
 */
import type { SimContext } from '../context.ts';
import type { ApiHandler } from '../server/http.ts';
import { json, noContent, type Reply } from '../server/reply.ts';

export function branches(sim: SimContext): ApiHandler {
  return ({ caller, lang }): Reply => {
    const view = sim.store.view(caller.company_ID, lang);
    const tree = sim.lookups.companyBranches.get(caller.company_ID) ?? [];
    if (tree.length === 0) return noContent();
    const counts = view.memo('branches:counts', () => {
      const lftOf = new Map(tree.map((b) => [b.branch_ID, b.lft]));
      // Per reference: the lft of each assigned branch; a branch counts it if any lies in its range.
      const refLfts = view.refs.map((d) => d.ref.branch_IDs.flatMap((id) => lftOf.get(id) ?? []));
      return tree.map((b) => refLfts.filter((lfts) => lfts.some((l) => l >= b.lft && l <= b.rgt)).length);
    });
    return json(
      tree.map((b, i) => ({
        branch_ID: b.branch_ID,
        branchname: b.name[lang],
        lft: b.lft,
        rgt: b.rgt,
        referencecount: counts[i] ?? 0,
      })),
    );
  };
}
