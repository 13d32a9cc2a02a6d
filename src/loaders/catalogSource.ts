/**
 * The catalog a build reads, wired once from the settings (src/settings.ts) and handed to every
 * loader by content.config.ts. One client is shared by every loader, so the concurrency limit
 * holds across collections.
 */
import { type CatalogClient, createCatalogClient, type Listing } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import { originAndPath } from '../catalog/redact.ts';
import { clock } from '../lib/clock.ts';
import { remember } from '../lib/remember.ts';
import { type CatalogSettings, catalogSettings } from '../settings.ts';
import { unusableItems } from './quarantine.ts';

export type { CatalogClient, Listing };

export type CatalogSource = {
  client: CatalogClient;
  /**
   * The catalog's list in one language (list items with client details and dateupdated). Loaders
   * that ask while a listing is under way share it: the references and facets loaders list the
   * same catalog at the same time in every sync, and at 10,000 references each list is 89 pages.
   */
  listing(lang: Lang): Promise<Listing>;
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
    source = catalogSourceFrom(client, settings);
    return source;
  };
}

/** `client` as the catalog the settings name: its identity in the store, and the load's guards. */
export function catalogSourceFrom(client: CatalogClient, settings: CatalogSettings): CatalogSource {
  return createCatalogSource(client, {
    id: originAndPath(settings.CATALOG_API_URL),
    shrink: { max: settings.CATALOG_MAX_SHRINK, allowed: settings.CATALOG_ALLOW_SHRINK },
    maxQuarantine: settings.CATALOG_MAX_QUARANTINE,
  });
}

/** A catalog source around `client`: its listing shared by the loaders that ask while it runs. */
export function createCatalogSource(
  client: CatalogClient,
  rest: Omit<CatalogSource, 'client' | 'listing'>,
): CatalogSource {
  const listings = new Map<Lang, Promise<Listing>>();
  return {
    client,
    // Forgotten once settled: each sync (every change in `astro dev`) lists the catalog as it is then.
    listing: (lang) =>
      remember(listings, lang, () => client.listReferences(lang).finally(() => listings.delete(lang))),
    ...rest,
  };
}
