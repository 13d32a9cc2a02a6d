/**
 * The files the WebMCP tools read (written at build time by agentData.ts): their shape and where
 * they are. Kept apart from the build-time code, which is server-only, so the browser bundle
 * imports only this.
 */
import type { Lang } from '../catalog/lang.ts';
import type { CompanyProfileResult } from '../gateway/schemas.ts';

export type AgentRef = {
  id: number;
  title: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2, "" when the country name is not recognised. */
  cc: string;
  yf: number;
  mf: number;
  /** null while ongoing. */
  yu: number | null;
  mu: number | null;
  /** Branch IDs (the reference's own; sub-branches are resolved through the tree). */
  b: number[];
  g: number[];
  /** Client names the catalog shows publicly (for the client filter). */
  cl: string[];
  /** Root-relative path of the detail page. */
  path: string;
  thumb?: string;
};

export type AgentData = {
  lang: Lang;
  company: CompanyProfileResult | null;
  /** Tree (lft) order. */
  branches: { branch_ID: number; name: string; parent_ID: number | null }[];
  /** The gateway's tree order. */
  groups: { referencegroup_ID: number; name: string; parent_ID: number | null }[];
  /** reference_ID order (the static index's doc order). */
  refs: AgentRef[];
};

export const agentDataPath = (lang: Lang): string => `/agents/${lang}/data.json`;
/** gzip of the JSON (inflated by sources.ts). */
export const agentDetailPath = (lang: Lang, id: number): string => `/agents/${lang}/r/${id}.json.gz`;
