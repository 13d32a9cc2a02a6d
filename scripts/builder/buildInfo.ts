/**
 * The build's side of `/build.json` (src/catalog/buildInfo.ts): it reads the catalog's state with
 * the change detector's own code before anything else reads the catalog (a change arriving during
 * the build then shows up as a difference next time, never as one the site claims to have), and
 * decides the site's "Stand": the time of the build that first published this state. A rebuild of
 * the same state (new code, a retried run) keeps the published build's time, so only a build that
 * publishes a catalog change moves it, and two builds of one state give the same home page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BUILD_INFO_FILE,
  type BuildInfo,
  catalogSummary,
  parseBuildInfo,
} from '../../src/catalog/buildInfo.ts';
import { type CatalogState, readCatalogState } from '../../src/catalog/changeState.ts';
import { readBuildTimes, readCatalogSettings } from '../../src/settings.ts';

/** The catalog's state, or undefined when it cannot be read (the build's sync reports why). */
export async function catalogState(env: NodeJS.ProcessEnv): Promise<CatalogState | undefined> {
  try {
    const settings = readCatalogSettings(env);
    return await readCatalogState({
      baseUrl: settings.CATALOG_API_URL,
      apiKey: settings.CATALOG_API_KEY,
      ...(settings.CATALOG_TIMEOUT_MS ? { timeoutMs: settings.CATALOG_TIMEOUT_MS } : {}),
    });
  } catch {
    return undefined;
  }
}

/** References the state lists, all languages (what sizes Astro's heap, heapLimit.ts). */
export function listedIn(state: CatalogState | undefined): number | undefined {
  return state && Object.values(state.langs).reduce((sum, lang) => sum + lang.references.length, 0);
}

/** The build's "now": SOURCE_DATE_EPOCH when set. */
export function buildTime(env: NodeJS.ProcessEnv): Date {
  const epoch = readBuildTimes(env).SOURCE_DATE_EPOCH;
  return epoch === undefined ? new Date() : new Date(epoch * 1000);
}

/** The build.json of the site in `dist`, if any. */
export async function publishedInfo(dist = 'dist'): Promise<BuildInfo | undefined> {
  const text = await readFile(join(dist, BUILD_INFO_FILE), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseBuildInfo(text);
}

/**
 * This build's record. Without a state (the catalog could not be read for it) the record says so,
 * and the detector reports a change on its next run: the next build then records one.
 */
export function nextInfo(
  state: CatalogState | undefined,
  previous: BuildInfo | undefined,
  now: Date,
): BuildInfo {
  const catalog = state ? catalogSummary(state) : null;
  const same = catalog && previous?.catalog?.digest === catalog.digest;
  return {
    builtAt: now.toISOString(),
    dataAsOf: same && previous ? previous.dataAsOf : now.toISOString(),
    catalog,
  };
}

export async function writeBuildInfo(dir: string, info: BuildInfo): Promise<void> {
  await writeFile(join(dir, BUILD_INFO_FILE), `${JSON.stringify(info)}\n`);
}
