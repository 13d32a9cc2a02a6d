/** Every tool of the gateway (spec §4.3): scopes, arguments and structuredContent, and its tools/list entry. */
import { z } from 'zod';
import { LIMITS, type Scope } from './protocol.ts';
import {
  BranchNode,
  ClientEntry,
  CompanyProfile,
  countryCode,
  id,
  isoDate,
  ListItem,
  lang,
  limit,
  MatchItem,
  MediaEntry,
  page,
  periodViews,
  ReferenceDetail,
  ReferenceGroup,
  ResultItem,
  text200,
  year,
} from './results.ts';

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

export const SEARCH_SORTS = ['relevance', 'datefrom desc', 'datefrom', 'projecttitle'] as const;
export const LIST_SORTS = ['datefrom desc', 'datefrom', 'projecttitle', 'sortorder'] as const;
export const STATISTICS_SELECTORS = [
  'total',
  'by_branch',
  'by_referencegroup',
  'top_references',
  'trend',
] as const;

const pagedEnvelope = { total: z.int().min(0), page: z.int().min(1), limit: z.int().min(1) };

export const TOOLS = {
  search_references: {
    scopes: ['search'],
    description:
      'Full-text search over the company\'s published references (German or English, "quoted phrases", +must, -not, OR, wildcards*), with filters.',
    input: z.strictObject({
      query: z.string().max(1000).optional().describe('Free text; omit to list by the filters only'),
      branch_ID: id.optional().describe('Branch filter, sub-branches included'),
      referencegroup_ID: id.optional().describe('Reference group filter'),
      country: countryCode.optional(),
      city: text200.optional().describe('City, exact (case-insensitive)'),
      year_from: year.optional().describe('Start year at least this (1900-2100)'),
      year_until: year.optional().describe('Start year at most this (1900-2100)'),
      client: text200.optional().describe('Client name contains this (company or contact name)'),
      ongoing: z.boolean().optional().describe('Only ongoing projects'),
      lang,
      page,
      limit: limit(LIMITS.listLimitDefault, LIMITS.listLimitMax),
      sort: z.enum(SEARCH_SORTS).default('relevance'),
    }),
    output: z.object({ ...pagedEnvelope, results: z.array(ResultItem) }),
  },
  get_reference: {
    scopes: ['read'],
    description: 'Full detail of one reference project; counts as an API-channel view.',
    input: z.strictObject({ reference_ID: id, lang }),
    output: ReferenceDetail,
  },
  list_references: {
    scopes: ['read'],
    description: "Paged list of the company's published references.",
    input: z.strictObject({
      branch_ID: id.optional().describe('Branch filter, sub-branches included'),
      referencegroup_ID: id.optional(),
      ongoing: z.boolean().optional(),
      active_from: year.optional().describe('Project active in this year or later'),
      active_until: year.optional().describe('Project active in this year or earlier'),
      lang,
      page,
      limit: limit(LIMITS.listLimitDefault, LIMITS.listLimitMax),
      sort: z.enum(LIST_SORTS).default('datefrom desc'),
    }),
    output: z.object({ ...pagedEnvelope, results: z.array(ListItem) }),
  },
  list_branches: {
    scopes: ['read'],
    description: 'One level of the branch tree: the top level, or the children of parent_ID.',
    input: z.strictObject({ parent_ID: id.optional().describe('Omit for the top level'), lang }),
    output: z.object({ parent_ID: id.nullable(), branches: z.array(BranchNode) }),
  },
  list_referencegroups: {
    scopes: ['read'],
    description: "The company's reference groups (a tree through parent_ID), in tree order.",
    input: z.strictObject({ lang }),
    output: z.object({ groups: z.array(ReferenceGroup) }),
  },
  get_company_profile: {
    scopes: ['read'],
    description: 'The company profile: name, teaser, location, website, URL slug.',
    input: z.strictObject({ lang }),
    output: CompanyProfile,
  },
  list_clients: {
    scopes: ['read', 'client_details'],
    description: 'Clients of the published references, paged.',
    input: z.strictObject({
      lang,
      page,
      limit: limit(LIMITS.clientsLimitDefault, LIMITS.clientsLimitMax),
    }),
    output: z.object({ ...pagedEnvelope, clients: z.array(ClientEntry) }),
  },
  get_reference_media_urls: {
    scopes: ['media'],
    description: "URLs and metadata of a reference's media files (never binary data).",
    input: z.strictObject({ reference_ID: id, lang }),
    output: z.object({ reference_ID: id, media: z.array(MediaEntry) }),
  },
  get_statistics: {
    scopes: ['analytics'],
    description: 'API-channel view statistics over a date range.',
    input: z.strictObject({
      selector: z.enum(STATISTICS_SELECTORS),
      from: isoDate.optional().describe('Start date YYYY-MM-DD (default 30 days ago)'),
      to: isoDate.optional().describe('End date YYYY-MM-DD (default today)'),
      count: z.int().min(1).max(LIMITS.topCountMax).default(LIMITS.topCountDefault),
      lang,
    }),
    output: z.object({
      selector: z.enum(STATISTICS_SELECTORS),
      from: isoDate,
      to: isoDate,
      total: z.int().min(0).optional(),
      by_branch: z.array(z.object({ branch_ID: id, name: z.string(), views: z.int().min(0) })).optional(),
      by_referencegroup: z
        .array(z.object({ referencegroup_ID: id, name: z.string(), views: z.int().min(0) }))
        .optional(),
      top_references: z
        .array(z.object({ reference_ID: id, title: z.string(), viewcount: z.int().min(0) }))
        .optional(),
      trend: z
        .object({ current_period: periodViews, previous_period: periodViews, change: z.int() })
        .optional(),
    }),
  },
  match_references: {
    scopes: ['search'],
    description:
      'Best-matching references for a tender, brief or topic text (key terms are extracted; the text is never stored).',
    input: z.strictObject({
      text: z.string().min(1).describe('Tender, brief or topic, at most 200 KB'),
      count: z.int().min(1).max(LIMITS.matchCountMax).default(LIMITS.matchCountDefault),
      branch_ID: id.optional(),
      country: countryCode.optional(),
      year_from: year.optional(),
      lang,
    }),
    output: z.object({ count: z.int().min(0), matches: z.array(MatchItem), terms: z.array(z.string()) }),
  },
} as const satisfies Record<
  string,
  { scopes: readonly Scope[]; description: string; input: z.ZodObject; output: z.ZodObject }
>;

export type ToolName = keyof typeof TOOLS;
export const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];
/** Arguments as a caller may send them (defaults optional). */
export type ToolArgs<T extends ToolName> = z.input<(typeof TOOLS)[T]['input']>;
/** Arguments after parsing (defaults filled in). */
export type ToolParsedArgs<T extends ToolName> = z.output<(typeof TOOLS)[T]['input']>;
export type ToolResult<T extends ToolName> = z.output<(typeof TOOLS)[T]['output']>;

export type SearchReferencesResult = ToolResult<'search_references'>;
export type ReferenceDetailResult = ToolResult<'get_reference'>;
export type ListReferencesResult = ToolResult<'list_references'>;
export type ListBranchesResult = ToolResult<'list_branches'>;
export type ListReferencegroupsResult = ToolResult<'list_referencegroups'>;
export type CompanyProfileResult = ToolResult<'get_company_profile'>;
export type ListClientsResult = ToolResult<'list_clients'>;
export type MediaUrlsResult = ToolResult<'get_reference_media_urls'>;
export type StatisticsResult = ToolResult<'get_statistics'>;
export type MatchReferencesResult = ToolResult<'match_references'>;

/** JSON Schema (draft-07: what the MCP SDK's Ajv validates) of a zod schema, without `$schema`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The tools/list entry of a tool: name, description, inputSchema, outputSchema. */
export function toolListing(name: ToolName): {
  name: ToolName;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
} {
  const t = TOOLS[name];
  return {
    name,
    description: t.description,
    inputSchema: jsonSchemaOf(t.input, 'input'),
    outputSchema: jsonSchemaOf(t.output, 'output'),
  };
}
