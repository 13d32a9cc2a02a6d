/**
 * The build's side of `/build.json` (src/catalog/buildInfo.ts): it records the snapshot the whole
 * build read (scripts/builder/snapshotFile.ts; a change arriving during the build then shows up as
 * a difference next time, never as one the site claims to have), and decides the site's "Stand": the time of the build that first published this state. A rebuild of
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
import type { CatalogSnapshot } from '../../src/catalog/snapshot.ts';
import { readBuildHandoff } from '../../src/settings.ts';

/** The build's "now": SOURCE_DATE_EPOCH when set. */
export function buildTime(env: NodeJS.ProcessEnv): Date {
  const epoch = readBuildHandoff(env).SOURCE_DATE_EPOCH;
  return epoch === undefined ? new Date() : new Date(epoch * 1000);
}

/** The build.json of the site in `dist`, if any. */
export async function publishedInfo(dist = 'dist'): Promise<BuildInfo | undefined> {
  const text = await readFile(join(dist, BUILD_INFO_FILE), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseBuildInfo(text);
}

/** This build's record. */
export function nextInfo(snapshot: CatalogSnapshot, previous: BuildInfo | undefined, now: Date): BuildInfo {
  const catalog = catalogSummary(snapshot);
  const same = previous?.catalog?.digest === catalog.digest;
  return {
    builtAt: now.toISOString(),
    dataAsOf: same && previous ? previous.dataAsOf : now.toISOString(),
    catalog,
  };
}

export async function writeBuildInfo(dir: string, info: BuildInfo): Promise<void> {
  await writeFile(join(dir, BUILD_INFO_FILE), `${JSON.stringify(info)}\n`);
}
