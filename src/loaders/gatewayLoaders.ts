/**
 * What the site takes from the assistant gateway, one collection each: the company profile, the
 * reference group tree (parent_ID, which the REST API does not deliver) and the most viewed
 * references. A build makes 2 calls per language here, far below the gateway's rate limit.
 */
import type { LoaderContext } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { isGatewayError } from '../gateway/client.ts';
import { ERROR_CODES } from '../gateway/schemas.ts';
import { publish } from './buildEvents.ts';
import type { GatewaySource } from './gatewaySource.ts';
import { recordedLoad } from './guard.ts';
import { storePerLanguage } from './perLanguage.ts';
import type { ProbedLoader } from './probe.ts';
import { entryId } from './schemas.ts';

export type GatewayLoaderOptions = { gateway: () => GatewaySource; langs: readonly Lang[] };

/** Days of view history behind "most viewed". */
export const MOST_VIEWED_DAYS = 90;
/** References in the most viewed section. */
export const MOST_VIEWED_COUNT = 8;

type Client = NonNullable<GatewaySource>;

/**
 * A gateway loader: `read` is all it asks the gateway (its probe), `store` keeps the answers. The
 * gateway is an enhancement, not a dependency: when it is down, refuses (401/403/429) or answers in
 * a shape the schemas reject, the store keeps its last good values (a first build has none: the
 * section is left out) with one warning line, and the build publishes.
 */
function gatewayLoader<Answers>(
  name: string,
  options: GatewayLoaderOptions,
  read: (client: Client) => Promise<Answers>,
  store: (answers: Answers, context: LoaderContext) => Promise<void>,
): ProbedLoader {
  return {
    name: `gateway-${name}-loader`,
    // Not configured: null, an answer of its own (the sections are left out).
    probe: async () => {
      const client = options.gateway();
      return client ? read(client) : null;
    },
    load: (context) =>
      recordedLoad(`gateway ${name}`, context, async () => {
        const client = options.gateway();
        // Not configured: the sections that need it are left out (gatewaySource.ts says so once).
        if (!client) return context.store.clear();
        let answers: Answers;
        try {
          answers = await read(client);
        } catch (error) {
          return keepLastGood(name, context, error, client);
        }
        await store(answers, context);
      }),
  };
}

/** The failures already named per gateway client: a gateway that is down fails every section alike. */
const named = new WeakMap<Client, Set<string>>();

/**
 * What a failed gateway read leaves: the store as it was. One warning line per distinct failure
 * (the client's messages are redacted); the build report lists each section and what it kept.
 */
function keepLastGood(name: string, { store, logger }: LoaderContext, error: unknown, client: Client): void {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const seen = named.get(client) ?? new Set<string>();
  named.set(client, seen);
  if (!seen.has(reason)) {
    seen.add(reason);
    logger.warn(
      `${reason} — the sections from the gateway keep their last good values (left out where no build had them); the site is published`,
    );
  }
  const outcome = store.keys().length > 0 ? 'last good values kept' : 'left out (no earlier build had it)';
  publish({ kind: 'degraded', line: `gateway ${name}: ${outcome}: ${reason}` });
}

export function companyLoader(options: GatewayLoaderOptions): ProbedLoader {
  const read = (client: Client) => Promise.all(options.langs.map((lang) => client.profile(lang)));
  return gatewayLoader('company', options, read, (profiles, context) =>
    storePerLanguage(context, options.langs, profiles),
  );
}

export function groupsLoader(options: GatewayLoaderOptions): ProbedLoader {
  const read = (client: Client) => Promise.all(options.langs.map((lang) => client.referenceGroups(lang)));
  return gatewayLoader('groups', options, read, async (trees, { store, parseData, logger }) => {
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
): ProbedLoader {
  const read = async (client: Client) => {
    try {
      return await Promise.all(
        options.langs.map((lang) => client.statistics(mostViewedQuery(lang, today()))),
      );
    } catch (error) {
      if (isGatewayError(error, ERROR_CODES.scopeMissing)) return NO_SCOPE;
      throw error;
    }
  };
  return gatewayLoader('statistics', options, read, async (answers, context) => {
    if (answers === NO_SCOPE)
      context.logger.info('the gateway token lacks the analytics scope: the most viewed section is left out');
    const views = answers === NO_SCOPE ? [] : answers;
    await storePerLanguage(
      context,
      options.langs,
      views.map(
        (answer) => answer && { from: answer.from, to: answer.to, references: answer.top_references },
      ),
    );
  });
}

const NO_SCOPE = 'no analytics scope';

/** The get_statistics call behind "most viewed" on `today`. */
function mostViewedQuery(lang: Lang, today: Date) {
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
