/**
 * What the loaders would read before any detail, asked in seconds and without Astro: each
 * language's list (with every item's `dateupdated`), filter definitions and branch tree, and the
 * gateway's company profile, group tree and most viewed references, and the settings of the widgets
 * the embed publishes as presets (widgetsLoader.ts). The loaders fetch a detail only
 * when its list item changed and reuse the facet membership while the list and the definitions are
 * unchanged (referencesLoader.ts, facetsLoader.ts), so equal answers mean an equal data store: the
 * build script keeps the published dist/ without starting Astro (scripts/build.ts).
 */
import { createHash } from 'node:crypto';
import { createCatalogClient } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import { createGatewayClient, isGatewayError } from '../gateway/client.ts';
import { ERROR_CODES } from '../gateway/schemas.ts';
import { readCatalogSettings, readGatewaySettings, readSiteSettings } from '../settings.ts';
import { mostViewedQuery } from './gatewayLoaders.ts';

export type CatalogProbe = {
  /** Digest of every answer. */
  digest: string;
  /** References listed, all languages: a build that stored fewer must sync again next time. */
  listed: number;
};

/**
 * undefined when the answers cannot vouch for the store (an item without `dateupdated`: its
 * detail is fetched again by every sync) or an answer failed after brief retries: the sync that
 * follows retries at length and reports failures properly.
 */
export async function probeCatalog(
  env: NodeJS.ProcessEnv,
  langs: readonly Lang[],
  today = new Date(),
): Promise<CatalogProbe | undefined> {
  const settings = readCatalogSettings(env);
  const catalog = createCatalogClient({
    baseUrl: settings.CATALOG_API_URL,
    apiKey: settings.CATALOG_API_KEY,
    concurrency: settings.CATALOG_CONCURRENCY,
    // A dropped connection is retried briefly; anything longer is the sync's to retry and report.
    retries: 2,
    backoffMaxMs: 1000,
    retryAfterMaxMs: 1000,
    timeoutMs: settings.CATALOG_TIMEOUT_MS,
  });
  const gatewaySettings = readGatewaySettings(env);
  const gateway = gatewaySettings && createGatewayClient({ ...gatewaySettings, retries: 2 });
  try {
    const perLang = await Promise.all(
      langs.map(async (lang) => {
        const [{ items, rejected }, filters, branches] = await Promise.all([
          catalog.listReferences(lang),
          catalog.getFilters(lang, { unusedOptions: false }),
          catalog.getBranches(lang),
        ]);
        const gatewayAnswers = gateway && [
          await gateway.profile(lang),
          await gateway.referenceGroups(lang),
          await gateway.statistics(mostViewedQuery(lang, today)).catch((error: unknown) => {
            if (isGatewayError(error, ERROR_CODES.scopeMissing)) return 'no analytics scope';
            throw error;
          }),
        ];
        return { lang, items, rejected, filters, branches, gateway: gatewayAnswers };
      }),
    );
    if (perLang.some(({ items }) => items.some((item) => !item.dateupdated))) return undefined;
    // Quarantined references are named again by the sync on every build until they are fixed.
    if (perLang.some(({ rejected }) => rejected.length > 0)) return undefined;
    // An unreadable widget is a warning of the loader's, never a failed build: it is part of the answers.
    const widgets = await Promise.all(
      readSiteSettings(env).SITE_EMBED_WIDGETS.map((widget) =>
        catalog.getAppSettings(widget.uuid).catch((error: unknown) => `unreadable: ${String(error)}`),
      ),
    );
    const digest = createHash('sha256').update(JSON.stringify({ perLang, widgets })).digest('hex');
    return { digest, listed: perLang.reduce((sum, { items }) => sum + items.length, 0) };
  } catch {
    return undefined;
  } finally {
    await gateway?.close().catch(() => {});
  }
}
