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
  const tuning = Object.fromEntries(
    Object.entries({
      concurrency: envNumber('CATALOG_CONCURRENCY'),
      retries: envNumber('CATALOG_RETRIES'),
      timeoutMs: envNumber('CATALOG_TIMEOUT_MS'),
      backoffMaxMs: envNumber('CATALOG_BACKOFF_MAX_MS'),
      retryAfterMaxMs: envNumber('CATALOG_RETRY_AFTER_MAX_MS'),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Record<'concurrency' | 'retries' | 'timeoutMs' | 'backoffMaxMs' | 'retryAfterMaxMs', number>>;
  const key = `${baseUrl}|${JSON.stringify(tuning)}`;
  if (!shared || shared.key !== key) {
    shared = { key, client: createCatalogClient({ baseUrl, apiKey, ...tuning, logger }) };
  }
  return shared.client;
}

/**
 * Client tuning from the environment; unset means the client's defaults (6 in flight, 5 retries,
 * 15 s timeout, backoff capped at 10 s), which suit a scheduled build. Tests set short ones so a
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
