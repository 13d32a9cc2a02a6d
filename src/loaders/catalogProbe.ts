/**
 * What every loader would read before any detail (each loader's probe, next to its load()), asked
 * in seconds and without Astro. Equal answers mean an equal data store: the build script keeps
 * the published dist/ without starting Astro (scripts/builder/fingerprint.ts). The answers are asked through
 * the loaders' own code, with clients that retry briefly.
 */
import { createHash } from 'node:crypto';
import { createCatalogClient } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import { createGatewayClient } from '../gateway/client.ts';
import { readCatalogSettings, readGatewaySettings, readSiteSettings } from '../settings.ts';
import { catalogSourceFrom } from './catalogSource.ts';
import { referenceDetails } from './detailStore.ts';
import { createLoaders } from './index.ts';

export type CatalogProbe = {
  /** Digest of every answer. */
  digest: string;
  /** References listed, all languages: a build that stored fewer must sync again next time. */
  listed: number;
};

/**
 * undefined when a loader cannot vouch for what it stored (say an item without `dateupdated`,
 * whose detail every sync fetches again) or an answer failed after brief retries: the sync that
 * follows retries at length and reports failures properly.
 */
export async function probeCatalog(
  env: NodeJS.ProcessEnv,
  langs: readonly Lang[],
  today = new Date(),
): Promise<CatalogProbe | undefined> {
  const settings = readCatalogSettings(env);
  const client = createCatalogClient({
    baseUrl: settings.CATALOG_API_URL,
    apiKey: settings.CATALOG_API_KEY,
    concurrency: settings.CATALOG_CONCURRENCY,
    // A dropped connection is retried briefly; anything longer is the sync's to retry and report.
    retries: 2,
    backoffMaxMs: 1000,
    retryAfterMaxMs: 1000,
    timeoutMs: settings.CATALOG_TIMEOUT_MS,
  });
  const catalog = catalogSourceFrom(client, settings);
  const gatewaySettings = readGatewaySettings(env);
  const gateway = gatewaySettings && createGatewayClient({ ...gatewaySettings, retries: 2 });
  const { references, ...others } = createLoaders({
    catalog: () => catalog,
    details: referenceDetails,
    gateway: () => gateway,
    widgets: () => readSiteSettings(env).SITE_EMBED_WIDGETS,
    langs,
    today: () => today,
  });
  try {
    const [lists, ...answers] = await Promise.all([
      references.probe(),
      ...Object.values(others).map((loader) => loader.probe()),
    ]);
    if (!lists || answers.includes(undefined)) return undefined;
    const named = Object.fromEntries(Object.keys(others).map((name, i) => [name, answers[i]]));
    const digest = createHash('sha256')
      .update(JSON.stringify({ references: lists.lists, ...named }))
      .digest('hex');
    return { digest, listed: lists.listed };
  } catch {
    return undefined;
  } finally {
    await gateway?.close().catch(() => {});
  }
}
