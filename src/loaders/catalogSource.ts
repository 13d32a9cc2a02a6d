import { createCatalogClient } from '../catalog/client.ts';

export type CatalogClient = ReturnType<typeof createCatalogClient>;

let shared: { key: string; client: CatalogClient } | undefined;

/**
 * The catalog client of this build, configured from the environment. One instance is shared by
 * every loader so the concurrency limit holds across collections.
 */
export function catalogFromEnv(logger: (line: string) => void): CatalogClient {
  const baseUrl = process.env.CATALOG_API_URL?.trim();
  const apiKey = process.env.CATALOG_API_KEY?.trim();
  if (!baseUrl || !apiKey) {
    throw new Error(
      'CATALOG_API_URL and CATALOG_API_KEY must be set (run `npm run build`, which starts the embedded simulator when neither is set).',
    );
  }
  const concurrency = Number(process.env.CATALOG_CONCURRENCY) || undefined;
  const key = `${baseUrl}|${concurrency}`;
  if (!shared || shared.key !== key) {
    shared = { key, client: createCatalogClient({ baseUrl, apiKey, concurrency, logger }) };
  }
  return shared.client;
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
