/**
 * Every setting the build reads from the environment, in one schema with one rule: unset or empty
 * means the default; set to a value that does not fit is an error naming the variable (a typo must
 * never switch a guard off or shrink the image budget silently). Secrets are validated but never
 * quoted in an error.
 *
 * Read once per process. Groups that need a running catalog (catalogSettings, gatewaySettings) are
 * read when first asked for, so commands that never load content (`astro preview`) do not need them.
 */
import { z } from 'zod';
import {
  catalogApiUrlRule,
  type EnvRule,
  httpUrlEndingIn,
  httpUrlRule,
  wholeNumberRule,
} from './catalog/envRules.ts';
import { LANGS } from './catalog/lang.ts';
import { mediaPatterns, parseMediaHost, type RemotePattern } from './catalog/mediaHosts.ts';

export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Record<string, string | undefined>;

const SECRETS = new Set(['CATALOG_API_KEY', 'ASSISTANT_GATEWAY_TOKEN']);

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .describe(max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number ${min}–${max}`);

const flag = z
  .enum(['0', '1', 'false', 'true', 'no', 'yes'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes')
  .describe('1/0, true/false or yes/no');

/** The non-empty, trimmed parts of a comma-separated value. */
const commaParts = (raw: string) =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const splitList = (raw: string) => [...new Set(commaParts(raw).map((part) => part.toLowerCase()))];
const imageFormats = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.enum(['avif', 'webp'])).min(1))
  .describe('a comma-separated list of avif, webp');
const widths = z
  .string()
  .transform(splitList)
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d*$/)
          .transform(Number),
      )
      .min(1),
  )
  .transform((values) => values.sort((a, b) => a - b))
  .describe('comma-separated pixel widths');
/** `name=uuid` entries (or a bare uuid, its own name): registered upstream widgets published as presets. */
const widgetList = z
  .string()
  .transform((raw) =>
    commaParts(raw).map((part) => {
      const [name, uuid] = part.includes('=') ? part.split('=', 2).map((s) => s.trim()) : [part, part];
      return { name: name?.toLowerCase() ?? '', uuid: uuid?.toLowerCase() ?? '' };
    }),
  )
  .pipe(
    z.array(
      z.object({
        name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
        uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      }),
    ),
  )
  .describe('a comma-separated list of app UUIDs or name=UUID pairs (names: a-z, 0-9, -)');
/** An IANA time zone the runtime knows (`Europe/Berlin`). */
const timeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  })
  .describe('an IANA time zone such as Europe/Berlin');
/** A rule the change detector shares (src/catalog/envRules.ts) as a schema: same test, same words. */
const fromRule = <T>(rule: EnvRule<T>) =>
  z
    .string()
    .refine((raw) => rule.parse(raw) !== undefined)
    .transform((raw) => rule.parse(raw) as T)
    .describe(rule.describe);
const httpUrl = fromRule(httpUrlRule);

/**
 * A link per language: one URL for every language, or `de=<url>,en=<url>` naming each language
 * once. A language left out would silently fall back to something else, so it is an error.
 */
const perLangUrl = z
  .string()
  .transform(
    (raw): Record<string, string> =>
      /^[a-z]{2}\s*=/.test(raw)
        ? Object.fromEntries(raw.split(',').map((pair) => pair.split(/=(.*)/s, 2).map((part) => part.trim())))
        : Object.fromEntries(LANGS.map((lang) => [lang, raw])),
  )
  // An enum-keyed record is exhaustive: every language, and no other key.
  .pipe(z.record(z.enum(LANGS), httpUrl))
  .describe(`an http(s) URL, or one per language (${LANGS.map((lang) => `${lang}=<url>`).join(',')})`);

/** An https URL: analytics load and report on every page, never over plain http. */
const httpsUrl = z.url({ protocol: /^https$/ }).describe('an https URL');
const httpsOrigins = z
  .string()
  .transform(commaParts)
  .pipe(
    z
      .array(
        httpsUrl
          .refine((url) => new URL(url).href === `${new URL(url).origin}/`)
          .transform((url) => new URL(url).origin),
      )
      .min(1),
  )
  .transform((origins) => [...new Set(origins)])
  .describe('a comma-separated list of https origins (https://host[:port], no path)');

/** What a variable must be, for the error: the description of the schema inside .default()/.optional(). */
const expected = (s: z.ZodType): string =>
  s.description ??
  (s instanceof z.ZodDefault || s instanceof z.ZodOptional ? expected(s.unwrap() as z.ZodType) : 'valid');

/**
 * Reads `shape` from `env`, unset or blank as undefined: each variable through its schema (its
 * .default() where it has one), all problems reported at once. The result's type is what the
 * schemas give: a variable without a default is optional, one with a default never undefined.
 */
export function readEnv<S extends z.ZodRawShape>(shape: S, env: Env = process.env): z.output<z.ZodObject<S>> {
  const raw = Object.fromEntries(Object.keys(shape).map((name) => [name, env[name]?.trim() || undefined]));
  const parsed = z.object(shape).safeParse(raw);
  if (parsed.success) return parsed.data;
  const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const got = (name: string) => (SECRETS.has(name) ? '' : `, got "${raw[name]}"`);
  const problems = [...names].map(
    (name) => `${name} must be ${expected(shape[name] as z.ZodType)}${got(name)}`,
  );
  throw new SettingsError(problems.join('; '));
}

/** What the pages and the image pipeline use; defaults in site.config.ts explain each one. */
export function readSiteSettings(env: Env = process.env) {
  const settings = readEnv(
    {
      SITE_URL: fromRule(httpUrlRule).default('https://references.example.com'),
      SITE_CACHE_DIR: z.string().default('./.cache/astro'),
      SITE_PAGE_SIZE: wholeNumber(1).default(24),
      SITE_BRANCH_PAGE_SIZE: wholeNumber(1).default(120),
      SITE_IMAGE_PROCESS_LIMIT: wholeNumber(0).default(100),
      SITE_IMAGE_FORMATS: imageFormats.default(['avif', 'webp']),
      SITE_LIGHTBOX_FORMATS: imageFormats.default(['webp']),
      SITE_GALLERY_FORMATS: imageFormats.default(['webp']),
      SITE_GALLERY_LIMIT: wholeNumber(1).default(12),
      SITE_CARD_WIDTHS: widths.default([400, 800]),
      SITE_STAGE_WIDTHS: widths.default([800, 1440]),
      SITE_LIGHTBOX_WIDTHS: widths.default([1200]),
      SITE_AVIF_EFFORT: wholeNumber(0, 9).default(2),
      SITE_MIRROR_LOOPBACK_MEDIA: flag.default(true),
      SITE_ENV: z.enum(['production', 'preview']).describe('production or preview').default('production'),
      SITE_IMPRINT_URL: perLangUrl.optional(),
      SITE_PRIVACY_URL: perLangUrl.optional(),
      SITE_ANALYTICS_SCRIPT: httpsUrl.optional(),
      SITE_ANALYTICS_ORIGINS: httpsOrigins.optional(),
      SITE_EMBED_WIDGETS: widgetList.default([]),
      SITE_TIME_ZONE: timeZone.default('Europe/Berlin'),
    },
    env,
  );
  if (settings.SITE_ANALYTICS_ORIGINS && !settings.SITE_ANALYTICS_SCRIPT) {
    throw new SettingsError(
      'SITE_ANALYTICS_ORIGINS is set without SITE_ANALYTICS_SCRIPT: set the script too, or neither',
    );
  }
  return settings;
}

/**
 * Retries per request of a build (CATALOG_RETRIES; the gateway's too). A build makes one request
 * per reference and language, so a per-request failure chance adds up: at a 20% transient fault
 * rate a request fails for good after r retries with 0.2^(r+1). With the clients' default 5 that is
 * 6e-5, i.e. a 20,000-request build fails 7 times out of 10; with 10 it is 2e-8 (0.04% per build).
 * A permanent fault then takes about half a minute to report (jittered backoff capped at 10 s),
 * which a scheduled build can afford.
 */
export const BUILD_RETRIES = 10;

/**
 * How `npm run build` runs Astro (none of it changes the output, so none of it is in the build's
 * fingerprint). BUILD_HEAP_MB caps the V8 heap of Astro's process and of the search index's,
 * which take Astro's limit: without a cap V8 lets garbage grow far past what the build holds
 * alive (a 3,000-reference build peaked at 2.5 GB uncapped and at 1.65 GB with 1,200 MB, in about
 * the same time). Unset, the cap follows the catalog's size within the machine's memory
 * (scripts/builder/heapLimit.ts); 0 leaves V8's own limit.
 */
export function readBuildSettings(env: Env = process.env) {
  return readEnv({ BUILD_HEAP_MB: wholeNumber(0).optional() }, env);
}

/**
 * What scripts/build.ts hands Astro's process, and the build's clock. SOURCE_DATE_EPOCH (seconds,
 * the reproducible-builds convention) stands in for "now", so two builds of the same catalog give
 * the same bytes (the tests pin it). The others are set by scripts/build.ts, not by hand:
 * BUILD_DATA_AS_OF, when the catalog state the site shows was first published
 * (scripts/builder/buildInfo.ts), the home page's "Stand"; BUILD_CATALOG_SNAPSHOT, the file of the
 * catalog snapshot the build read (src/catalog/snapshot.ts), which the loaders read instead of
 * asking again. Not SITE_*: none may enter the build's fingerprint (a new time alone changes nothing).
 */
export function readBuildHandoff(env: Env = process.env) {
  return readEnv(
    {
      SOURCE_DATE_EPOCH: wholeNumber(0).optional(),
      BUILD_DATA_AS_OF: z.iso.datetime({ offset: true }).describe('an ISO date and time').optional(),
      BUILD_CATALOG_SNAPSHOT: z.string().optional(),
      // The references the snapshot lists (all languages): the pages must find them in the store.
      BUILD_REFERENCES_LISTED: wholeNumber(0).optional(),
      // Where the search index writes its comparison figures (npm run bench:search): only there.
      SEARCH_INDEX_STATS: z.string().optional(),
    },
    env,
  );
}

const catalogApiUrl = fromRule(catalogApiUrlRule);

/**
 * Where the catalog is: both CATALOG_API_URL and CATALOG_API_KEY, or neither (undefined: the build
 * starts its embedded simulator). One alone is a configuration mistake, and silently building
 * demo data in its place would publish the wrong site.
 */
export function readCatalogConnection(env: Env = process.env): { url: string; key: string } | undefined {
  const { CATALOG_API_URL: url, CATALOG_API_KEY: key } = readEnv(
    { CATALOG_API_URL: catalogApiUrl.optional(), CATALOG_API_KEY: z.string().optional() },
    env,
  );
  if (Boolean(url) !== Boolean(key)) {
    throw new SettingsError(
      `${url ? 'CATALOG_API_KEY' : 'CATALOG_API_URL'} is not set: set both CATALOG_API_URL and CATALOG_API_KEY, or neither to build from the embedded simulator.`,
    );
  }
  return url && key ? { url, key } : undefined;
}

/**
 * The hosts whose images astro:assets may fetch and process (src/catalog/mediaHosts.ts): the
 * catalog's own origin when it is a loopback address (the simulator serves /media/ there) and
 * every entry of CATALOG_MEDIA_HOSTS. An entry that is no host is an error, not an image left
 * unprocessed without a word.
 */
export function readMediaHosts(env: Env = process.env): RemotePattern[] {
  const settings = readEnv(
    {
      CATALOG_API_URL: catalogApiUrl.optional(),
      CATALOG_MEDIA_HOSTS: z
        .string()
        .transform(commaParts)
        .refine((entries) => entries.every((entry) => parseMediaHost(entry)))
        .describe('a comma-separated list of hosts (cdn.example.com, **.example.com, http://10.0.0.5:8080)')
        .optional(),
    },
    env,
  );
  return mediaPatterns(settings.CATALOG_API_URL, settings.CATALOG_MEDIA_HOSTS ?? []);
}

/** The catalog connection and its guards; both URL and key are required. Unset tuning: the client's defaults. */
export function readCatalogSettings(env: Env = process.env) {
  const settings = readEnv(
    {
      CATALOG_API_URL: catalogApiUrl.optional(),
      CATALOG_API_KEY: z.string().optional(),
      CATALOG_CONCURRENCY: wholeNumber(1).optional(),
      CATALOG_RETRIES: wholeNumber(0).default(BUILD_RETRIES),
      CATALOG_TIMEOUT_MS: fromRule(wholeNumberRule(1)).optional(),
      CATALOG_BACKOFF_MAX_MS: wholeNumber(0).optional(),
      CATALOG_RETRY_AFTER_MAX_MS: wholeNumber(0).optional(),
      CATALOG_MAX_SHRINK: z.coerce
        .number()
        .min(0)
        .max(1)
        .describe('a fraction from 0 to 1 (0.2 = 20%)')
        .default(0.2),
      CATALOG_ALLOW_SHRINK: flag.default(false),
      // Beyond this share of quarantined references per language the drift is systemic: stop.
      CATALOG_MAX_QUARANTINE: z.coerce
        .number()
        .min(0)
        .max(1)
        .describe('a fraction from 0 to 1 (0.05 = 5%)')
        .default(0.05),
    },
    env,
  );
  const { CATALOG_API_URL, CATALOG_API_KEY } = settings;
  if (!CATALOG_API_URL || !CATALOG_API_KEY) {
    throw new SettingsError(
      'CATALOG_API_URL and CATALOG_API_KEY must be set (run `npm run build`, which starts the embedded simulator when neither is set)',
    );
  }
  return { ...settings, CATALOG_API_URL, CATALOG_API_KEY };
}

/** The token alone: the embedded simulator's gateway is asked with it (scripts/builder/dataSource.ts). */
export const readGatewayToken = (env: Env = process.env): string | undefined =>
  readEnv({ ASSISTANT_GATEWAY_TOKEN: z.string().optional() }, env).ASSISTANT_GATEWAY_TOKEN;

/** The assistant gateway: both variables or neither (then the gateway's sections are left out). */
export function readGatewaySettings(env: Env = process.env) {
  const settings = readEnv(
    {
      ASSISTANT_GATEWAY_URL: fromRule(httpUrlEndingIn('/mcp/v1')).optional(),
      ASSISTANT_GATEWAY_TOKEN: z.string().optional(),
    },
    env,
  );
  const { ASSISTANT_GATEWAY_URL: url, ASSISTANT_GATEWAY_TOKEN: token } = settings;
  if (Boolean(url) !== Boolean(token)) {
    throw new SettingsError(
      `${url ? 'ASSISTANT_GATEWAY_TOKEN' : 'ASSISTANT_GATEWAY_URL'} is not set: set both ASSISTANT_GATEWAY_URL and ASSISTANT_GATEWAY_TOKEN, or neither`,
    );
  }
  return url && token ? { url, token } : undefined;
}

function once<T>(read: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: read() };
    return value.v;
  };
}

export type SiteSettings = ReturnType<typeof readSiteSettings>;
export type CatalogSettings = ReturnType<typeof readCatalogSettings>;
export const siteSettings = once(() => readSiteSettings());
export const catalogSettings = once(() => readCatalogSettings());
export const gatewaySettings = once(() => readGatewaySettings());
