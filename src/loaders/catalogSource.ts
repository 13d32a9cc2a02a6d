/**
 * The catalog a build reads, wired once from the settings (src/settings.ts) and handed to every
 * loader by content.config.ts. One client is shared by every loader, so the concurrency limit
 * holds across collections; the lists, definitions and trees come from the build's one snapshot.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CatalogClient,
  type CatalogView,
  createCatalogClient,
  parseSnapshot,
} from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import { originAndPath } from '../catalog/redact.ts';
import { type LangSnapshot, SNAPSHOT_VERSION, snapshotFileName } from '../catalog/snapshot.ts';
import { clock } from '../lib/clock.ts';
import { remember } from '../lib/remember.ts';
import { type CatalogSettings, catalogSettings, readBuildHandoff } from '../settings.ts';
import { subscribe } from './buildEvents.ts';
import { unusableItems } from './quarantine.ts';

export type { CatalogClient, CatalogView };

export type CatalogSource = {
  client: CatalogClient;
  /**
   * One language's list (items with client details and dateupdated), filter definitions and branch
   * tree: the snapshot scripts/build.ts read before Astro started, or, without one (`astro dev`),
   * asked once per sync and shared by every loader that asks while it runs.
   */
  snapshot(lang: Lang): Promise<CatalogView>;
  /** Identifies the catalog in the store's meta without the key: a switch of source forces a full reload. */
  id: string;
  /** The tolerated drop of the reference count against the last successful load, and its override. */
  shrink: { max: number; allowed: boolean };
  /** The tolerated share of quarantined references per language (CATALOG_MAX_QUARANTINE). */
  maxQuarantine: number;
};

/** The catalog of this build, created on first use (commands that load no content need no catalog). */
export function catalogFromSettings(): () => CatalogSource {
  let source: CatalogSource | undefined;
  return () => {
    if (source) return source;
    const settings = catalogSettings();
    const client = createCatalogClient({
      baseUrl: settings.CATALOG_API_URL,
      apiKey: settings.CATALOG_API_KEY,
      concurrency: settings.CATALOG_CONCURRENCY,
      retries: settings.CATALOG_RETRIES,
      timeoutMs: settings.CATALOG_TIMEOUT_MS,
      backoffMaxMs: settings.CATALOG_BACKOFF_MAX_MS,
      retryAfterMaxMs: settings.CATALOG_RETRY_AFTER_MAX_MS,
      // The client is shared, so its own lines (list summaries, retries) are not any one
      // loader's: they go out under their "[catalog]" prefix.
      logger: (line) => console.log(`${clock()} ${line}`),
      onUnusable: unusableItems((line) => console.warn(`${clock()} [catalog] ${line}`)),
    });
    const dir = readBuildHandoff().BUILD_CATALOG_SNAPSHOT;
    source = catalogSourceFrom(client, settings, dir ? (lang) => readSnapshotFile(dir, lang) : undefined);
    return source;
  };
}

/** A language of the snapshot scripts/build.ts wrote for this build (scripts/builder/snapshotFile.ts). */
function readSnapshotFile(dir: string, lang: Lang): LangSnapshot {
  const file = join(dir, snapshotFileName(lang));
  const { version, answers } = JSON.parse(readFileSync(file, 'utf8')) as {
    version: number;
    answers: LangSnapshot;
  };
  if (version !== SNAPSHOT_VERSION)
    throw new Error(`catalog snapshot ${file} has version ${version}, not ${SNAPSHOT_VERSION}`);
  return answers;
}

/** `client` as the catalog the settings name: its identity in the store, and the load's guards. */
export function catalogSourceFrom(
  client: CatalogClient,
  settings: CatalogSettings,
  snapshot?: (lang: Lang) => LangSnapshot,
): CatalogSource {
  const rest = {
    id: originAndPath(settings.CATALOG_API_URL),
    shrink: { max: settings.CATALOG_MAX_SHRINK, allowed: settings.CATALOG_ALLOW_SHRINK },
    maxQuarantine: settings.CATALOG_MAX_QUARANTINE,
  };
  return createCatalogSource(client, rest, snapshot);
}

/**
 * A catalog source around `client`. With `snapshot`, each language's answers come from there,
 * validated once and held until the routes are computed (the sync has ended: nothing reads them
 * again, and at 50,000 references they are hundreds of megabytes); without, they are asked through
 * the client and shared by the loaders that ask while it runs.
 */
export function createCatalogSource(
  client: CatalogClient,
  rest: Omit<CatalogSource, 'client' | 'snapshot'>,
  snapshot?: (lang: Lang) => LangSnapshot,
): CatalogSource {
  const views = new Map<Lang, Promise<CatalogView>>();
  // Listened for from the first read only: a source nobody reads (the read step's probe) must
  // not leave a listener on the process-wide channel that keeps its snapshot alive.
  let release: (() => void) | undefined;
  const holdUntilRoutes = () => {
    release ??= subscribe((event) => {
      if (event.kind !== 'routes') return;
      views.clear();
      release?.();
      release = undefined;
    });
  };
  const read = snapshot
    ? (lang: Lang) => {
        holdUntilRoutes();
        return remember(views, lang, async () => parseSnapshot(snapshot(lang)));
      }
    : // Forgotten once settled: each sync (every change in `astro dev`) reads the catalog as it is then.
      (lang: Lang) => remember(views, lang, () => client.snapshot(lang).finally(() => views.delete(lang)));
  return { client, snapshot: read, ...rest };
}
