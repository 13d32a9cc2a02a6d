/**
 * The Assistant Gateway (shared/spec/assistant-gateway.md) in ONE definition: every tool's name,
 * scope, arguments and structuredContent, the resources, prompts, scopes and error codes. The
 * simulator serves from it, the gateway client validates with it, and tools/list publishes its
 * JSON-Schema form (toolJsonSchemas) as each tool's inputSchema and outputSchema.
 * Names the spec leaves open are chosen here once; simulator/README.md lists them.
 * No Astro imports: Node runs this file directly.
 */
import { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '../catalog/lang.ts';

export const PROTOCOL_VERSION = '2024-11-05';
/** Path of the gateway endpoint on its origin. */
export const GATEWAY_PATH = '/mcp/v1';
/** The query-parameter alternative to `Authorization: Bearer <token>` (spec §5.3). */
export const TOKEN_QUERY_PARAM = 'token';
/** Header that carries the session identifier (spec §3). */
export const SESSION_HEADER = 'Mcp-Session-Id';

// ---------------------------------------------------------------------------------------------
// Scopes and errors
// ---------------------------------------------------------------------------------------------

export const SCOPES = ['read', 'search', 'media', 'client_details', 'analytics', 'internal_fields'] as const;
export type Scope = (typeof SCOPES)[number];
/** Scopes a token gets when the admin changes nothing (spec §5). */
export const DEFAULT_SCOPES: readonly Scope[] = ['read', 'search', 'media'];

/** JSON-RPC error codes of spec §7. */
export const ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  authRequired: -32001,
  tokenInvalid: -32002,
  scopeMissing: -32003,
  referenceNotAccessible: -32004,
  rateLimited: -32005,
  toolExecution: -32010,
} as const;
export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

/** HTTP status that goes with each error code (spec §7). */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  [-32700]: 400,
  [-32600]: 200,
  [-32601]: 200,
  [-32602]: 200,
  [-32603]: 200,
  [-32001]: 401,
  [-32002]: 401,
  [-32003]: 200,
  [-32004]: 200,
  [-32005]: 429,
  [-32010]: 200,
};

/** Spec §8. */
export const LIMITS = {
  ratePerMinute: 60,
  retryAfterSeconds: 60,
  listLimitDefault: 10,
  listLimitMax: 50,
  clientsLimitDefault: 50,
  clientsLimitMax: 100,
  topCountDefault: 10,
  topCountMax: 50,
  matchCountDefault: 5,
  matchCountMax: 20,
  /** 200 KB of UTF-8. */
  matchTextMaxBytes: 200 * 1024,
  yearMin: 1900,
  yearMax: 2100,
  /** Longest get_statistics period in days (spec silent; keeps the answer fast). */
  statisticsMaxDays: 366,
  /** Default get_statistics period: the 30 days up to today. */
  statisticsDefaultDays: 30,
} as const;

// ---------------------------------------------------------------------------------------------
// Argument building blocks
// ---------------------------------------------------------------------------------------------

/** The gateway's `lang` values are the site's languages (one definition: catalog/lang.ts). */
export type GatewayLang = Lang;

const lang = z
  .enum(LANGS)
  .default(DEFAULT_LANG)
  .describe('Language of texts and formatted values (default de)');
const id = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const page = z.int().min(1).max(1_000_000).default(1).describe('Page, from 1');
const limit = (def: number, max: number) =>
  z.int().min(1).max(max).default(def).describe(`Page size (default ${def}, max ${max})`);
const year = z.int().min(LIMITS.yearMin).max(LIMITS.yearMax);
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, any case');
const text200 = z.string().min(1).max(200);
/** A calendar date YYYY-MM-DD that exists. */
const isoDate = z.iso.date();

// ---------------------------------------------------------------------------------------------
// Result building blocks (structuredContent)
// ---------------------------------------------------------------------------------------------

export const referenceUri = (reference_ID: number): string => `references://${reference_ID}`;

export const ResultItem = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  city: z.string(),
  /** Country name in the requested language, as the REST API delivers it. */
  country: z.string(),
  /** Start year of the project. */
  year: z.int(),
});

export const MatchItem = ResultItem.extend({
  /** 0..1, higher is better; matches are ordered by it. */
  relevance: z.number().min(0).max(1),
});

export const ListItem = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  yearfrom: z.int(),
  monthfrom: z.int().min(1).max(12),
  /** null while the project is ongoing. */
  yearuntil: z.int().nullable(),
  monthuntil: z.int().min(1).max(12).nullable(),
  detail_url: z.string().optional(),
  thumb_url: z.string().optional(),
});

export const BranchNode = z.object({ branch_ID: id, name: z.string(), parent_ID: id.nullable() });
export const ReferenceGroup = z.object({ referencegroup_ID: id, name: z.string(), parent_ID: id.nullable() });
export const ClientEntry = z.object({
  client_ID: id,
  /** The name the catalog shows (a generic label for anonymized clients). */
  clientname: z.string(),
  /** "" for anonymized clients. */
  city: z.string(),
  country: z.string(),
});
export const MediaEntry = z.object({
  file_ID: id,
  filename: z.string(),
  /** Media type code of spec §2 (1 gallery, 2 video, 4/5/9 documents, 7 wide, 8 portrait stage). */
  mediatype: z.int(),
  url: z.string(),
  title: z.string().optional(),
});

export const PropertyField = z.object({
  field_ID: id,
  title: z.string(),
  /** Formatted value, unit included where the field has one. */
  value: z.string().optional(),
  unit: z.string().optional(),
  values: z.array(z.string()).optional(),
});

const image = z.object({ title: z.string(), file: z.string(), thumb: z.string() });

export const ReferenceDetail = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** HTML, as the REST API delivers it. */
  description: z.string().optional(),
  period: z.object({ text: z.string(), yearfrom: z.int(), yearuntil: z.int().nullable() }).optional(),
  location: z.string().optional(),
  country: z.string().optional(),
  region: z.string().optional(),
  displayedlocation: z.string().optional(),
  city: z.string().optional(),
  detail_url: z.string().optional(),
  branches: z.array(z.object({ branch_ID: id, branchname: z.string() })).optional(),
  referencegroups: z.array(z.object({ referencegroup_ID: id, groupname: z.string() })).optional(),
  clients: z
    .array(z.object({ client_ID: id, displaytype: z.string(), displayedname: z.string().optional() }))
    .optional(),
  services: z
    .array(
      z.object({
        workfieldname: z.string(),
        services: z.array(z.object({ service_ID: id, servicename: z.string() })),
      }),
    )
    .optional(),
  products: z.array(z.object({ product_ID: id, productname: z.string() })).optional(),
  properties: z
    .array(z.object({ section_ID: id, sectiontitle: z.string(), fields: z.array(PropertyField) }))
    .optional(),
  internalproperties: z.array(PropertyField).optional(),
  gallery: z.array(image).optional(),
  videos: z.array(z.object({ title: z.string(), medialink: z.string() })).optional(),
  widestageimages: z.array(image).optional(),
  portraitstageimages: z.array(image).optional(),
  documents: z.array(z.object({ title: z.string(), mediatype: z.int(), file: z.string() })).optional(),
  confirmed: z.literal(true).optional(),
  countersignstatements: z.array(z.object({ statement: z.string(), displayedname: z.string() })).optional(),
  awards: z.array(z.object({ award_ID: id, awardname: z.string(), year: z.int().optional() })).optional(),
  partners: z
    .array(z.object({ partner_ID: id, companyname: z.string(), partnerrole: z.string() }))
    .optional(),
});

export const CompanyProfile = z.object({
  company_ID: id,
  name: z.string(),
  teaser: z.string(),
  /** "City, Country" of the head office. */
  location: z.string(),
  website: z.string(),
  /** URL slug, also usable in companies://{uniquename}. */
  uniquename: z.string(),
});

/** companies://{uniquename}: what any company shows publicly. */
export const PublicCompanyProfile = z.object({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string(),
});

const periodViews = z.object({ from: isoDate, to: isoDate, views: z.int().min(0) });

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

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

export const RESOURCE_MIME = 'application/json';

/** Concrete resources (resources/list). */
export const RESOURCES = [
  { uri: 'companies://me', name: 'company-profile', description: 'Own company profile' },
  { uri: 'branches://tree', name: 'branches-top', description: 'Top-level branches' },
  { uri: 'referencegroups://tree', name: 'referencegroups', description: "The company's reference groups" },
] as const;

/** URI templates (resources/templates/list, RFC 6570). */
export const RESOURCE_TEMPLATES = [
  { uriTemplate: 'references://{reference_ID}', name: 'reference', description: 'Full reference detail' },
  {
    uriTemplate: 'references://by-seo/{company_uniquename}/{seo_label}',
    name: 'reference-by-seo',
    description: 'Reference by its public URL slug',
  },
  {
    uriTemplate: 'references://list{?branch_ID,page,limit}',
    name: 'reference-list',
    description: 'Paginated list (as list_references)',
  },
  {
    uriTemplate: 'branches://tree{?parent_ID}',
    name: 'branch-children',
    description: 'Children of a branch',
  },
  { uriTemplate: 'branches://{branch_ID}', name: 'branch', description: 'A single branch' },
  {
    uriTemplate: 'companies://{uniquename}',
    name: 'public-company',
    description: 'Public profile of any company: name, city, country, website',
  },
  { uriTemplate: 'media://{file_ID}', name: 'media', description: 'URL and metadata of a media file' },
] as const;

export const resourceUris = {
  me: 'companies://me',
  branchTree: 'branches://tree',
  groupTree: 'referencegroups://tree',
  reference: (reference_ID: number) => referenceUri(reference_ID),
  referenceBySeo: (uniquename: string, seo: string) =>
    `references://by-seo/${encodeURIComponent(uniquename)}/${encodeURIComponent(seo)}`,
  referenceList: (q: { branch_ID?: number; page?: number; limit?: number } = {}) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, String(v));
    const s = p.toString();
    return s ? `references://list?${s}` : 'references://list';
  },
  branchChildren: (parent_ID: number) => `branches://tree?parent_ID=${parent_ID}`,
  branch: (branch_ID: number) => `branches://${branch_ID}`,
  company: (uniquename: string) => `companies://${encodeURIComponent(uniquename)}`,
  media: (file_ID: number) => `media://${file_ID}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Prompts
// ---------------------------------------------------------------------------------------------

/** Prompt arguments arrive as strings (MCP); `schema` validates each one. */
export const PROMPTS = {
  summarize_reference: {
    description: 'Five-bullet summary of a reference for a sales pitch',
    arguments: {
      reference_ID: {
        required: true,
        description: 'Reference project ID',
        schema: z.string().regex(/^\d{1,15}$/),
      },
      lang: { required: false, description: 'de or en (default de)', schema: z.enum(LANGS) },
    },
  },
  compare_references: {
    description: 'Side-by-side table of several references',
    arguments: {
      reference_IDs: {
        required: true,
        description: 'Comma-separated reference project IDs (2 to 10)',
        schema: z.string().regex(/^\s*\d{1,15}(\s*,\s*\d{1,15}){1,9}\s*$/),
      },
      lang: { required: false, description: 'de or en (default de)', schema: z.enum(LANGS) },
    },
  },
  match_rfp: {
    description: 'Best portfolio matches for an RFP or brief',
    arguments: {
      text: { required: true, description: 'The RFP or brief', schema: z.string().min(1) },
      top_k: {
        required: false,
        description: `Number of matches (default ${LIMITS.matchCountDefault}, max ${LIMITS.matchCountMax})`,
        schema: z.string().regex(/^(?:[1-9]|1\d|20)$/),
      },
    },
  },
  case_study_draft: {
    description: 'Draft a case study of a reference',
    arguments: {
      reference_ID: {
        required: true,
        description: 'Reference project ID',
        schema: z.string().regex(/^\d{1,15}$/),
      },
      tone: {
        required: false,
        description: 'formal, conversational or technical (default formal)',
        schema: z.enum(['formal', 'conversational', 'technical']),
      },
      lang: { required: false, description: 'de or en (default de)', schema: z.enum(LANGS) },
      length: {
        required: false,
        description: 'short, medium or long (default medium)',
        schema: z.enum(['short', 'medium', 'long']),
      },
    },
  },
  branch_overview: {
    description: 'Summary of activity in one branch',
    arguments: {
      branch_ID: { required: true, description: 'Branch ID', schema: z.string().regex(/^\d{1,15}$/) },
      lang: { required: false, description: 'de or en (default de)', schema: z.enum(LANGS) },
    },
  },
} as const satisfies Record<
  string,
  {
    description: string;
    arguments: Record<string, { required: boolean; description: string; schema: z.ZodType<string> }>;
  }
>;

export type PromptName = keyof typeof PROMPTS;
export const PROMPT_NAMES = Object.keys(PROMPTS) as PromptName[];

/** The prompts/list entry of a prompt. */
export function promptListing(name: PromptName): {
  name: PromptName;
  description: string;
  arguments: { name: string; description: string; required: boolean }[];
} {
  const p = PROMPTS[name];
  return {
    name,
    description: p.description,
    arguments: Object.entries(p.arguments).map(([argName, a]) => ({
      name: argName,
      description: a.description,
      required: a.required,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Content blocks (the `content` form of a tool result)
// ---------------------------------------------------------------------------------------------

export const TextBlock = z.object({ type: z.literal('text'), text: z.string() });
export const ResourceLinkBlock = z.object({
  type: z.literal('resource_link'),
  uri: z.string().regex(/^references:\/\/\d+$/),
  name: z.string(),
  mimeType: z.literal(RESOURCE_MIME).optional(),
});
export const ToolContent = z.array(z.union([TextBlock, ResourceLinkBlock]));
