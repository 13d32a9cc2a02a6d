/**
 * What the site takes from the assistant gateway, one collection each: the company profile, the
 * reference group tree (parent_ID, which the REST API does not deliver) and the most viewed
 * references. A build makes 2 calls per language here, far below the gateway's rate limit.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { isGatewayError } from '../gateway/client.ts';
import { ERROR_CODES } from '../gateway/schemas.ts';
import type { GatewaySource } from './gatewaySource.ts';
import { recordedLoad } from './guard.ts';
import { entryId } from './schemas.ts';

export type GatewayLoaderOptions = { gateway: () => GatewaySource; langs: readonly Lang[] };

/** Days of view history behind "most viewed". */
export const MOST_VIEWED_DAYS = 90;
/** References in the most viewed section. */
export const MOST_VIEWED_COUNT = 8;

function gatewayLoader(
  name: string,
  options: GatewayLoaderOptions,
  load: (client: NonNullable<GatewaySource>, context: LoaderContext) => Promise<void>,
): Loader {
  return {
    name: `gateway-${name}-loader`,
    load: (context) =>
      recordedLoad(`gateway ${name}`, context, async () => {
        const client = options.gateway();
        // Not configured: the sections that need it are left out (gatewaySource.ts says so once).
        if (!client) return context.store.clear();
        await load(client, context);
      }),
  };
}

export function companyLoader(options: GatewayLoaderOptions): Loader {
  return gatewayLoader('company', options, async (client, { store, parseData }) => {
    const profiles = await Promise.all(options.langs.map((lang) => client.profile(lang)));
    store.clear();
    for (const [i, lang] of options.langs.entries()) {
      store.set({ id: lang, data: await parseData({ id: lang, data: { ...profiles[i], lang } }) });
    }
  });
}

export function groupsLoader(options: GatewayLoaderOptions): Loader {
  return gatewayLoader('groups', options, async (client, { store, parseData, logger }) => {
    const trees = await Promise.all(options.langs.map((lang) => client.referenceGroups(lang)));
    store.clear();
    for (const [i, lang] of options.langs.entries()) {
      const groups = trees[i] ?? [];
      for (const [position, group] of groups.entries()) {
        const id = entryId(lang, group.referencegroup_ID);
        store.set({ id, data: await parseData({ id, data: { ...group, lang, position } }) });
      }
      logger.info(`groups ${lang}: ${groups.length}`);
    }
  });
}

/**
 * The most viewed references of the last MOST_VIEWED_DAYS full days. Today is left out: its views
 * include this build's own detail requests, which are not visitors. A token without the analytics
 * scope leaves the section out with one line instead of failing the build.
 */
export function mostViewedLoader(
  options: GatewayLoaderOptions,
  today: () => Date = () => new Date(),
): Loader {
  return gatewayLoader('statistics', options, async (client, { store, parseData, logger }) => {
    const top = (lang: Lang) => client.statistics(mostViewedQuery(lang, today()));
    let answers: Awaited<ReturnType<typeof top>>[];
    try {
      answers = await Promise.all(options.langs.map(top));
    } catch (error) {
      if (!isGatewayError(error, ERROR_CODES.scopeMissing)) throw error;
      logger.info('the gateway token lacks the analytics scope: the most viewed section is left out');
      store.clear();
      return;
    }
    store.clear();
    for (const [i, lang] of options.langs.entries()) {
      const answer = answers[i];
      if (!answer) continue;
      const data = { lang, from: answer.from, to: answer.to, references: answer.top_references };
      store.set({ id: lang, data: await parseData({ id: lang, data }) });
    }
  });
}

/** The get_statistics call behind "most viewed" on `today` (the build probe asks the same). */
export function mostViewedQuery(lang: Lang, today: Date) {
  const to = addDays(today, -1);
  const from = addDays(to, -(MOST_VIEWED_DAYS - 1));
  return { selector: 'top_references' as const, from, to, count: MOST_VIEWED_COUNT, lang };
}

/** YYYY-MM-DD, `days` after the UTC date of `date`. */
function addDays(date: Date | string, days: number): string {
  const base = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  const shifted = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days));
  return shifted.toISOString().slice(0, 10);
}
