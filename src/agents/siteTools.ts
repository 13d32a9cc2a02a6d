/** The gateway tools the published data answers (the rest need a token: clients, media, statistics). */
import type { ToolName } from '../gateway/schemas.ts';

export const SITE_TOOLS = [
  'search_references',
  'get_reference',
  'list_references',
  'list_branches',
  'list_referencegroups',
  'get_company_profile',
  'match_references',
] as const satisfies readonly ToolName[];
export type SiteToolName = (typeof SITE_TOOLS)[number];
