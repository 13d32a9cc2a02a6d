import { createCatalogClient } from '../catalog/client.ts';
import { DATA_STORE_FILE, hashFile } from '../lib/dataStore.ts';

export type CatalogClient = ReturnType<typeof createCatalogClient>;

let shared: { key: string; client: CatalogClient } | undefined;

/**
 * A build makes one request per reference and language, so a per-request failure chance adds up:
 * at a 20% transient fault rate a request fails for good after r retries with 0.2^(r+1). With the
 * client's default 5 that is 6e-5, i.e. a 20,000-request build fails 7 times out of 10; with 10 it
 * is 2e-8 (0.04% per build). A permanent fault then takes about half a minute to report (jittered
 * backoff capped at 10 s), which a scheduled build can afford.
 */
const BUILD_RETRIES = 10;

/**
 * The catalog client of this build, configured from the environment. One instance is shared by
 * every loader so the concurrency limit holds across collections. The logger argument is accepted
 * for existing callers and not used (see below).
 */
export function catalogFromEnv(_logger?: (line: string) => void): CatalogClient {
  const baseUrl = process.env.CATALOG_API_URL?.trim();
  const apiKey = process.env.CATALOG_API_KEY?.trim();
  if (!baseUrl || !apiKey) {
    throw new Error(
      'CATALOG_API_URL and CATALOG_API_KEY must be set (run `npm run build`, which starts the embedded simulator when neither is set).',
    );
  }
  const tuning = Object.fromEntries(
    Object.entries({
      concurrency: envNumber('CATALOG_CONCURRENCY'),
      retries: envNumber('CATALOG_RETRIES') ?? BUILD_RETRIES,
      timeoutMs: envNumber('CATALOG_TIMEOUT_MS'),
      backoffMaxMs: envNumber('CATALOG_BACKOFF_MAX_MS'),
      retryAfterMaxMs: envNumber('CATALOG_RETRY_AFTER_MAX_MS'),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Record<'concurrency' | 'retries' | 'timeoutMs' | 'backoffMaxMs' | 'retryAfterMaxMs', number>>;
  const key = `${baseUrl}|${JSON.stringify(tuning)}`;
  if (!shared || shared.key !== key) {
    // The client is shared, so its own lines (list summaries, retries) are not any one loader's:
    // they go out under their "[catalog]" prefix instead of the first caller's loader name.
    const sharedLogger = (line: string) => console.log(`${clock()} ${line}`);
    shared = { key, client: createCatalogClient({ baseUrl, apiKey, ...tuning, logger: sharedLogger }) };
  }
  return shared.client;
}

/**
 * Client tuning from the environment; unset means the client's defaults (6 in flight, 15 s timeout,
 * backoff capped at 10 s) and BUILD_RETRIES. Tests set short ones so a
 * permanent fault fails in seconds. A set but invalid value is an error, not a silent default.
 */
function envNumber(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Identifies the data source in the store's meta without the key, so a switch of source forces a full reload. */
export function sourceId(): string {
  const url = process.env.CATALOG_API_URL ?? '';
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** "18:22:36", like Astro's log lines. */
function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}

let storeFromThisRun: Promise<boolean> | undefined;

/**
 * `npm run build` syncs the catalog (`astro sync`) to decide whether anything changed, then runs
 * `astro build`, which syncs again. It passes the hash of the data store its sync wrote as
 * SITE_SYNCED_STORE; when the store Astro starts from is that file, the second sync keeps what
 * was stored moments ago instead of listing 10,000 references again (~45 s at that size).
 * Read once, at the first loader's call: before any loader of this process can have rewritten
 * the file (Astro replaces it by rename, so a read already open sees the old one).
 */
export function syncedInThisRun(): Promise<boolean> {
  const expected = process.env.SITE_SYNCED_STORE?.trim();
  if (!expected) return Promise.resolve(false);
  storeFromThisRun ??= hashFile(DATA_STORE_FILE).then((hash) => hash === expected);
  return storeFromThisRun;
}
