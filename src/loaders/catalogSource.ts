/**
 * The catalog a build reads, wired once from the settings (src/settings.ts) and handed to every
 * loader by content.config.ts. One client is shared by every loader, so the concurrency limit
 * holds across collections.
 */
import { type CatalogClient, createCatalogClient } from '../catalog/client.ts';
import { originAndPath } from '../catalog/redact.ts';
import { clock } from '../lib/clock.ts';
import { catalogSettings } from '../settings.ts';

export type { CatalogClient };

export type CatalogSource = {
  client: CatalogClient;
  /** Identifies the catalog in the store's meta without the key: a switch of source forces a full reload. */
  id: string;
  /** This build run (set by `npm run build` for its sync and its build; see syncRecord.ts). */
  run: string | undefined;
  /** The tolerated drop of the reference count against the last successful load, and its override. */
  shrink: { max: number; allowed: boolean };
};

/**
 * A build makes one request per reference and language, so a per-request failure chance adds up:
 * at a 20% transient fault rate a request fails for good after r retries with 0.2^(r+1). With the
 * client's default 5 that is 6e-5, i.e. a 20,000-request build fails 7 times out of 10; with 10 it
 * is 2e-8 (0.04% per build). A permanent fault then takes about half a minute to report (jittered
 * backoff capped at 10 s), which a scheduled build can afford.
 */
const BUILD_RETRIES = 10;

/** The catalog of this build, created on first use (commands that load no content need no catalog). */
export function catalogFromSettings(): () => CatalogSource {
  let source: CatalogSource | undefined;
  return () => {
    if (source) return source;
    const settings = catalogSettings();
    const tuning = {
      concurrency: settings.CATALOG_CONCURRENCY,
      retries: settings.CATALOG_RETRIES ?? BUILD_RETRIES,
      timeoutMs: settings.CATALOG_TIMEOUT_MS,
      backoffMaxMs: settings.CATALOG_BACKOFF_MAX_MS,
      retryAfterMaxMs: settings.CATALOG_RETRY_AFTER_MAX_MS,
    };
    source = {
      client: createCatalogClient({
        baseUrl: settings.CATALOG_API_URL,
        apiKey: settings.CATALOG_API_KEY,
        ...Object.fromEntries(Object.entries(tuning).filter(([, value]) => value !== undefined)),
        // The client is shared, so its own lines (list summaries, retries) are not any one
        // loader's: they go out under their "[catalog]" prefix.
        logger: (line) => console.log(`${clock()} ${line}`),
      }),
      id: originAndPath(settings.CATALOG_API_URL),
      run: settings.SITE_BUILD_RUN,
      shrink: { max: settings.CATALOG_MAX_SHRINK ?? 0.2, allowed: settings.CATALOG_ALLOW_SHRINK ?? false },
    };
    return source;
  };
}
