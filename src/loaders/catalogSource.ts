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
  /** The tolerated drop of the reference count against the last successful load, and its override. */
  shrink: { max: number; allowed: boolean };
};

/** The catalog of this build, created on first use (commands that load no content need no catalog). */
export function catalogFromSettings(): () => CatalogSource {
  let source: CatalogSource | undefined;
  return () => {
    if (source) return source;
    const settings = catalogSettings();
    source = {
      client: createCatalogClient({
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
      }),
      id: originAndPath(settings.CATALOG_API_URL),
      shrink: { max: settings.CATALOG_MAX_SHRINK, allowed: settings.CATALOG_ALLOW_SHRINK },
    };
    return source;
  };
}
