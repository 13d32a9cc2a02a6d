/**
 * Maps a request URL to an endpoint. `{base}/index.cfm?endpoint=<path>&…` is the spec's
 * alternative call form and resolves to exactly the same handler and parameters (§1).
 */
import { Params } from './params.ts';

export const API_BASE = '/api/v1';

export interface ApiTarget {
  /** Canonical endpoint path, e.g. `/references/referenceprojects` (unknown paths as sent). */
  endpoint: string;
  params: Params;
  /** Came in through index.cfm. */
  viaIndexCfm: boolean;
}

/** Resolves a URL below API_BASE, or null when the path is outside the API. */
export function resolveApiTarget(url: URL, known: ReadonlySet<string>): ApiTarget | null {
  const path = url.pathname;
  if (path !== API_BASE && !path.startsWith(`${API_BASE}/`)) return null;
  const rest = trimSlashes(path.slice(API_BASE.length));
  if (rest.toLowerCase() === '/index.cfm') {
    const params = new Params(url.searchParams, ['endpoint']);
    const raw = new Params(url.searchParams).get('endpoint') ?? '';
    return { endpoint: canonical(raw, known), params, viaIndexCfm: true };
  }
  return { endpoint: canonical(rest, known), params: new Params(url.searchParams), viaIndexCfm: false };
}

function canonical(raw: string, known: ReadonlySet<string>): string {
  let p = trimSlashes(raw.trim());
  if (!p.startsWith('/')) p = `/${p}`;
  // Paths are matched case-insensitively, like the ColdFusion original; stats use the canonical form.
  const lower = p.toLowerCase();
  for (const k of known) if (k.toLowerCase() === lower) return k;
  return p;
}

function trimSlashes(p: string): string {
  let end = p.length;
  while (end > 1 && p[end - 1] === '/') end--;
  return p.slice(0, end);
}
