/** list_branches, list_referencegroups, get_company_profile and list_clients: the company's own data. */

import { branchesMarkdown, companyMarkdown, groupsMarkdown } from '../../../src/gateway/markdown.ts';
import type { GatewayLang, ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import type { Company, SimGroup } from '../../data/model.ts';
import { RpcError } from '../errors.ts';
import { companyBranch, mdEscape, type ToolContext, type ToolOutput, toolOutput, viewOf } from './common.ts';

const bullets = (lines: string[]): string => (lines.length === 0 ? '_None._' : lines.join('\n'));

/** One level of the branch tree in tree (lft) order: the top level, or the children of parent_ID. */
export function branchLevel(ctx: ToolContext, parent_ID: number | undefined, lang: GatewayLang) {
  if (parent_ID !== undefined) companyBranch(ctx, parent_ID);
  const all = ctx.sim.lookups.companyBranches.get(ctx.caller.company_ID) ?? [];
  return all
    .filter((b) => (parent_ID === undefined ? b.depth === 1 : b.parent_ID === parent_ID))
    .map((b) => ({ branch_ID: b.branch_ID, name: b.name[lang], parent_ID: b.parent_ID }));
}

export function listBranches(ctx: ToolContext, a: ToolParsedArgs<'list_branches'>): ToolOutput {
  const branches = branchLevel(ctx, a.parent_ID, a.lang);
  return toolOutput(branchesMarkdown(a.lang, branches), { parent_ID: a.parent_ID ?? null, branches });
}

/** The company's groups depth-first in sibling order, so a parent always precedes its children. */
export function groupTree(ctx: ToolContext, lang: GatewayLang) {
  const own = ctx.sim.lookups.data.groups.filter((g) => g.company_ID === ctx.caller.company_ID);
  const ids = new Set(own.map((g) => g.group_ID));
  const children = new Map<number | null, SimGroup[]>();
  for (const g of own) {
    const parent = g.parent_ID !== null && ids.has(g.parent_ID) ? g.parent_ID : null;
    children.set(parent, [...(children.get(parent) ?? []), g]);
  }
  const out: { referencegroup_ID: number; name: string; parent_ID: number | null }[] = [];
  const walk = (parent: number | null) => {
    for (const g of (children.get(parent) ?? []).sort(
      (a, b) => a.sortorder - b.sortorder || a.group_ID - b.group_ID,
    )) {
      out.push({ referencegroup_ID: g.group_ID, name: g.name[lang], parent_ID: parent });
      walk(g.group_ID);
    }
  };
  walk(null);
  return out;
}

export function listReferencegroups(ctx: ToolContext, a: ToolParsedArgs<'list_referencegroups'>): ToolOutput {
  const groups = groupTree(ctx, a.lang);
  return toolOutput(groupsMarkdown(a.lang, groups), { groups });
}

function ownCompany(ctx: ToolContext): Company {
  const c = ctx.sim.lookups.companies.get(ctx.caller.company_ID);
  if (!c) throw new RpcError('internalError', 'Company not found');
  return c;
}

export function companyProfile(ctx: ToolContext, lang: GatewayLang) {
  const c = ownCompany(ctx);
  return {
    company_ID: c.company_ID,
    name: c.companyname,
    teaser: c.teaser[lang],
    location: `${c.city}, ${c.country[lang]}`,
    website: c.website,
    uniquename: c.uniquename,
  };
}

export function getCompanyProfile(ctx: ToolContext, a: ToolParsedArgs<'get_company_profile'>): ToolOutput {
  const p = companyProfile(ctx, a.lang);
  return toolOutput(companyMarkdown(p), p);
}

/** companies://{uniquename}: what any company shows publicly, or undefined. */
export function publicProfile(ctx: ToolContext, uniquename: string) {
  const c = ctx.sim.lookups.data.companies.find((x) => x.uniquename === uniquename.toLowerCase());
  return c ? { name: c.companyname, city: c.city, country: c.country.de, website: c.website } : undefined;
}

/** Clients of the references delivered in `lang`, by client_ID; anonymized ones only by their label. */
export function clientList(ctx: ToolContext, lang: GatewayLang) {
  const ids = new Set(viewOf(ctx, lang).refs.flatMap((d) => d.ref.client_IDs));
  return [...ids]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const c = ctx.sim.lookups.clients.get(id);
      if (!c) return [];
      const named = c.displaytype !== 'anonymized';
      return [
        {
          client_ID: id,
          clientname: named ? c.clientname : c.displayedname[lang],
          city: named ? c.city : '',
          country: named ? c.country[lang] : '',
        },
      ];
    });
}

export function listClients(ctx: ToolContext, a: ToolParsedArgs<'list_clients'>): ToolOutput {
  const all = clientList(ctx, a.lang);
  const clients = all.slice((a.page - 1) * a.limit, a.page * a.limit);
  const lines = clients.map((c) => `- ${mdEscape(c.clientname)}${c.city ? ` (${mdEscape(c.city)})` : ''}`);
  return toolOutput(
    `## ${a.lang === 'de' ? `${all.length} Auftraggeber` : `${all.length} clients`} (page ${a.page})\n\n${bullets(lines)}`,
    { total: all.length, page: a.page, limit: a.limit, clients },
  );
}
