/**
 * What the loaders store, known before Astro starts: the catalog's snapshot (read once by the build,
 * src/catalog/snapshot.ts) and what the other loaders read (each one's probe, next to its load()),
 * asked in seconds and without Astro. Equal answers mean an equal data store: the build script
 * keeps the published dist/ without starting Astro (scripts/builder/fingerprint.ts).
 */
import { createHash } from 'node:crypto';
import { createCatalogClient, parseSnapshot } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSnapshot } from '../catalog/snapshot.ts';
import { createGatewayClient } from '../gateway/client.ts';
import { readCatalogSettings, readGatewaySettings, readSiteSettings } from '../settings.ts';
import { catalogSourceFrom } from './catalogSource.ts';
import { referenceDetails } from './detailStore.ts';
import { createLoaders } from './index.ts';
import type { ProbedLoader } from './probe.ts';

export type CatalogProbe = {
  /** Digest of the snapshot's and every probe's answers. */
  digest: string;
  /** References listed, all languages: a build that stored fewer must sync again next time. */
  listed: number;
};

/**
 * undefined when the store cannot be vouched for: a list item without `dateupdated` (its detail is
 * fetched again every sync) or one the schema rejects (named again every sync until fixed), or a
 * probe that failed after brief retries (the sync that follows retries at length and reports).
 */
export async function probeCatalog(
  env: NodeJS.ProcessEnv,
  snapshot: CatalogSnapshot,
  langs: readonly Lang[],
  today = new Date(),
): Promise<CatalogProbe | undefined> {
  const views = langs.map((lang) => parseSnapshot(snapshot.langs[lang]));
  if (views.some(({ items, rejected }) => rejected.length > 0 || items.some((item) => !item.dateupdated)))
    return undefined;
  const settings = readCatalogSettings(env);
  const client = createCatalogClient({
    baseUrl: settings.CATALOG_API_URL,
    apiKey: settings.CATALOG_API_KEY,
    // Brief retries: anything longer is the sync's to retry and report.
    retries: 2,
    backoffMaxMs: 1000,
    retryAfterMaxMs: 1000,
    timeoutMs: settings.CATALOG_TIMEOUT_MS,
  });
  const catalog = catalogSourceFrom(client, settings, (lang) => snapshot.langs[lang]);
  const gatewaySettings = readGatewaySettings(env);
  const gateway = gatewaySettings && createGatewayClient({ ...gatewaySettings, retries: 2 });
  const loaders = createLoaders({
    catalog: () => catalog,
    details: referenceDetails,
    gateway: () => gateway,
    widgets: () => readSiteSettings(env).SITE_EMBED_WIDGETS,
    langs,
    today: () => today,
  });
  const probed = Object.entries(loaders).filter(
    (entry): entry is [string, ProbedLoader] => 'probe' in entry[1],
  );
  try {
    const answers = await Promise.all(probed.map(([, loader]) => loader.probe()));
    if (answers.includes(undefined)) return undefined;
    const named = Object.fromEntries(probed.map(([name], i) => [name, answers[i]]));
    const digest = createHash('sha256')
      .update(JSON.stringify({ catalog: snapshot.digest, ...named }))
      .digest('hex');
    return { digest, listed: views.reduce((sum, { items }) => sum + items.length, 0) };
  } catch {
    return undefined;
  } finally {
    await gateway?.close().catch(() => {});
  }
}
