/** The tool table: name → handler; arguments are parsed with the shared zod definitions first. */
import type { z } from 'zod';
import { TOOLS, type ToolName, type ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import { requireScopes } from '../auth.ts';
import { asRpcError, RpcError } from '../errors.ts';
import type { ToolContext, ToolOutput } from './common.ts';
import { getCompanyProfile, listBranches, listClients, listReferencegroups } from './company.ts';
import { getReference, getReferenceMediaUrls } from './detail.ts';
import { matchReferences } from './match.ts';
import { listReferences, searchReferences } from './references.ts';
import { getStatistics } from './statistics.ts';

type Handlers = { [K in ToolName]: (ctx: ToolContext, args: ToolParsedArgs<K>) => ToolOutput };

const HANDLERS: Handlers = {
  search_references: searchReferences,
  get_reference: getReference,
  list_references: listReferences,
  list_branches: listBranches,
  list_referencegroups: listReferencegroups,
  get_company_profile: getCompanyProfile,
  list_clients: listClients,
  get_reference_media_urls: getReferenceMediaUrls,
  get_statistics: getStatistics,
  match_references: matchReferences,
};

export const isToolName = (name: unknown): name is ToolName =>
  typeof name === 'string' && Object.hasOwn(TOOLS, name);

/** Zod issues as short "path: message" strings (never the values themselves). */
export function issues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`);
}

/** What the call log keeps of a call: the arguments, except a match text, of which only the length. */
export function loggedArguments(name: ToolName, args: Record<string, unknown>): Record<string, unknown> {
  if (name !== 'match_references' || typeof args.text !== 'string') return args;
  const { text, ...rest } = args;
  return { ...rest, text_length: text.length };
}

export function callTool(ctx: ToolContext, name: unknown, rawArgs: unknown): ToolOutput {
  if (!isToolName(name)) throw new RpcError('invalidParams', 'Unknown tool');
  const tool = TOOLS[name];
  requireScopes(ctx.caller, tool.scopes, name);
  const parsed = tool.input.safeParse(rawArgs ?? {});
  if (!parsed.success)
    throw new RpcError('invalidParams', `Invalid arguments for ${name}`, { issues: issues(parsed.error) });
  try {
    const handler = HANDLERS[name] as (ctx: ToolContext, args: unknown) => ToolOutput;
    return handler(ctx, parsed.data);
  } catch (err) {
    throw asRpcError(err, 'toolExecution');
  }
}
