/** The endpoint table: spec path → handler. */
import type { SimContext } from './context.ts';
import { branches } from './endpoints/branches.ts';
import { exportEndpoint } from './endpoints/export.ts';
import { filters } from './endpoints/filters.ts';
import { referenceproject } from './endpoints/referenceproject.ts';
import { referenceprojects } from './endpoints/referenceprojects.ts';
import { search } from './endpoints/search.ts';
import { appSettings } from './endpoints/settings.ts';
import type { ApiHandler } from './server/http.ts';

const TABLE: Record<string, (sim: SimContext) => ApiHandler> = {
  '/references/referenceprojects': referenceprojects,
  '/references/referenceproject': referenceproject,
  '/references/search': search,
  '/references/filters': filters,
  '/branches/branches': branches,
  '/references/export': exportEndpoint,
  '/apps/settings': appSettings,
};

export const ENDPOINT_PATHS: ReadonlySet<string> = new Set(Object.keys(TABLE));

export function buildRoutes(sim: SimContext): Map<string, ApiHandler> {
  return new Map(Object.entries(TABLE).map(([path, make]) => [path, make(sim)]));
}
