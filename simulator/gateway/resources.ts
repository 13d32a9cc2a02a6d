/**
 * resources/read (spec §4.4). URIs are parsed strictly; anything malformed is -32602. Resources
 * answer in German (the gateway's default language): they take no lang argument. Every resource
 * needs the read scope except media://, which needs media. A reference resource counts an
 * API-channel view like get_reference.
 */

import { LANGS } from '../../src/catalog/lang.ts';
import { LIMITS, RESOURCE_MIME, type Scope, TOOLS } from '../../src/gateway/schemas.ts';
import { requireScopes } from './auth.ts';
import { RpcError } from './errors.ts';
import { accessibleReference, type ToolContext } from './tools/common.ts';
import { branchLevel, companyProfile, groupTree, publicProfile } from './tools/company.ts';
import { deliverDetail, mediaFile } from './tools/detail.ts';
import { listReferences } from './tools/references.ts';

const URI = /^([a-z]+):\/\/([^/?#]*)((?:\/[^/?#]*)*)(?:\?([^#]*))?$/;
const DIGITS = /^[1-9]\d{0,14}$/;

interface ParsedUri {
  scheme: string;
  host: string;
  segments: string[];
  query: URLSearchParams;
}

function parse(uri: unknown): ParsedUri {
  if (typeof uri !== 'string' || uri.length > 2048)
    throw new RpcError('invalidParams', 'uri must be a string');
  const m = URI.exec(uri);
  if (!m) throw new RpcError('invalidParams', 'Malformed resource URI');
  try {
    return {
      scheme: m[1] as string,
      host: decodeURIComponent(m[2] as string),
      segments: (m[3] ?? '').split('/').slice(1).map(decodeURIComponent),
      query: new URLSearchParams(m[4] ?? ''),
    };
  } catch {
    throw new RpcError('invalidParams', 'Malformed resource URI');
  }
}

/** Only the named query parameters, each a positive integer. */
function intQuery(u: ParsedUri, allowed: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of u.query) {
    if (!allowed.includes(k) || !DIGITS.test(v) || k in out)
      throw new RpcError('invalidParams', `Unsupported or malformed query parameter ${k}`);
    out[k] = Number(v);
  }
  return out;
}

const noQuery = (u: ParsedUri) => {
  if ([...u.query.keys()].length > 0) throw new RpcError('invalidParams', 'This resource takes no query');
};
const only = (u: ParsedUri, n: number) => {
  if (u.segments.length !== n) throw new RpcError('invalidParams', 'Unknown resource URI');
};
const need = (ctx: ToolContext, scope: Scope, uri: string) =>
  requireScopes(ctx.caller, [scope], uri.split('?')[0] ?? uri);

function payload(ctx: ToolContext, u: ParsedUri, uri: string): unknown {
  switch (u.scheme) {
    case 'companies':
      need(ctx, 'read', uri);
      only(u, 0);
      noQuery(u);
      if (u.host === 'me') return companyProfile(ctx, 'de');
      return (
        publicProfile(ctx, u.host) ??
        (() => {
          throw new RpcError('invalidParams', 'Unknown company');
        })()
      );
    case 'branches': {
      need(ctx, 'read', uri);
      only(u, 0);
      if (u.host === 'tree') {
        const { parent_ID } = intQuery(u, ['parent_ID']);
        return { parent_ID: parent_ID ?? null, branches: branchLevel(ctx, parent_ID, 'de') };
      }
      noQuery(u);
      if (!DIGITS.test(u.host)) throw new RpcError('invalidParams', 'Malformed branch ID');
      const id = Number(u.host);
      const all = ctx.sim.lookups.companyBranches.get(ctx.caller.company_ID) ?? [];
      const b = all.find((x) => x.branch_ID === id);
      if (!b) throw new RpcError('invalidParams', 'Unknown branch');
      return { branch_ID: b.branch_ID, name: b.name.de, parent_ID: b.parent_ID };
    }
    case 'referencegroups':
      need(ctx, 'read', uri);
      if (u.host !== 'tree') throw new RpcError('invalidParams', 'Unknown resource URI');
      only(u, 0);
      noQuery(u);
      return { groups: groupTree(ctx, 'de') };
    case 'references':
      need(ctx, 'read', uri);
      return referencePayload(ctx, u);
    case 'media': {
      need(ctx, 'media', uri);
      only(u, 0);
      noQuery(u);
      if (!DIGITS.test(u.host)) throw new RpcError('invalidParams', 'Malformed file ID');
      return mediaFile(ctx, Number(u.host));
    }
    default:
      throw new RpcError('invalidParams', 'Unknown resource scheme');
  }
}

function referencePayload(ctx: ToolContext, u: ParsedUri): unknown {
  if (u.host === 'list') {
    only(u, 0);
    const q = intQuery(u, ['branch_ID', 'page', 'limit']);
    const args = TOOLS.list_references.input.safeParse(q);
    if (!args.success)
      throw new RpcError('invalidParams', `page from 1, limit from 1 to ${LIMITS.listLimitMax}`);
    return listReferences(ctx, args.data).structuredContent;
  }
  if (u.host === 'by-seo') {
    only(u, 2);
    noQuery(u);
    const [uniquename, seo] = u.segments as [string, string];
    const company = ctx.sim.lookups.data.companies.find((c) => c.uniquename === uniquename.toLowerCase());
    if (!company) throw new RpcError('invalidParams', 'Unknown company');
    if (company.company_ID !== ctx.caller.company_ID)
      throw new RpcError('referenceNotAccessible', 'Reference is not accessible for this company');
    for (const lang of LANGS) {
      const d = ctx.sim.store.view(company.company_ID, lang).bySeo.get(seo.toLowerCase());
      if (d) return deliverDetail(ctx, d, lang);
    }
    throw new RpcError('referenceNotAccessible', 'Reference is not accessible for this company');
  }
  only(u, 0);
  noQuery(u);
  if (!DIGITS.test(u.host)) throw new RpcError('invalidParams', 'Malformed reference ID');
  const id = Number(u.host);
  // A reference delivered only in English is still this company's reference.
  let d: ReturnType<typeof accessibleReference> | undefined;
  try {
    d = accessibleReference(ctx, id, 'de');
    return deliverDetail(ctx, d, 'de');
  } catch (err) {
    if (d) throw err;
    return deliverDetail(ctx, accessibleReference(ctx, id, 'en'), 'en');
  }
}

export function readResource(ctx: ToolContext, uri: unknown) {
  const u = parse(uri);
  const value = payload(ctx, u, uri as string);
  return { contents: [{ uri: uri as string, mimeType: RESOURCE_MIME, text: JSON.stringify(value) }] };
}
