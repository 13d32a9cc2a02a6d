/** The gateway's resources, resource templates, prompts and content blocks (spec §4.4, §4.5). */
import { z } from 'zod';
import { LANGS } from '../catalog/lang.ts';
import { LIMITS } from './protocol.ts';
import { referenceUri } from './results.ts';

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
