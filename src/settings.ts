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

const splitList = (raw: string) => [
  ...new Set(
    raw
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  ),
];
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
const httpUrl = z.url({ protocol: /^https?$/ }).describe('an http(s) URL');

/** Reads `shape` from `env`: each variable through its schema, all problems reported at once. */
export function readEnv<S extends Record<string, z.ZodType>>(
  shape: S,
  defaults: { [K in keyof S]?: z.output<S[K]> },
  env: Env = process.env,
): { [K in keyof S]: z.output<S[K]> } {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const raw = env[name]?.trim();
    if (!raw) {
      out[name] = defaults[name];
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) out[name] = parsed.data;
    else {
      const got = SECRETS.has(name) ? '' : `, got "${raw}"`;
      problems.push(`${name} must be ${schema.description ?? 'valid'}${got}`);
    }
  }
  if (problems.length > 0) throw new SettingsError(problems.join('; '));
  return out as { [K in keyof S]: z.output<S[K]> };
}

/** What the pages and the image pipeline use; defaults in site.config.ts explain each one. */
export function readSiteSettings(env: Env = process.env) {
  return readEnv(
    {
      SITE_URL: httpUrl,
      SITE_CACHE_DIR: z.string(),
      SITE_PAGE_SIZE: wholeNumber(1),
      SITE_BRANCH_PAGE_SIZE: wholeNumber(1),
      SITE_IMAGE_PROCESS_LIMIT: wholeNumber(0),
      SITE_IMAGE_FORMATS: imageFormats,
      SITE_LIGHTBOX_FORMATS: imageFormats,
      SITE_GALLERY_FORMATS: imageFormats,
      SITE_GALLERY_LIMIT: wholeNumber(1),
      SITE_CARD_WIDTHS: widths,
      SITE_STAGE_WIDTHS: widths,
      SITE_LIGHTBOX_WIDTHS: widths,
      SITE_AVIF_EFFORT: wholeNumber(0, 9),
      SITE_MIRROR_LOOPBACK_MEDIA: flag,
    },
    {
      SITE_URL: 'https://references.example.com',
      SITE_CACHE_DIR: './.cache/astro',
      SITE_PAGE_SIZE: 24,
      SITE_BRANCH_PAGE_SIZE: 120,
      SITE_IMAGE_PROCESS_LIMIT: 100,
      SITE_IMAGE_FORMATS: ['avif', 'webp'],
      SITE_LIGHTBOX_FORMATS: ['webp'],
      SITE_GALLERY_FORMATS: ['webp'],
      SITE_GALLERY_LIMIT: 12,
      SITE_CARD_WIDTHS: [400, 800],
      SITE_STAGE_WIDTHS: [800, 1440],
      SITE_LIGHTBOX_WIDTHS: [1200],
      SITE_AVIF_EFFORT: 2,
      SITE_MIRROR_LOOPBACK_MEDIA: true,
    },
    env,
  );
}

/** The catalog connection and its guards; both URL and key are required. */
export function readCatalogSettings(env: Env = process.env) {
  const settings = readEnv(
    {
      CATALOG_API_URL: httpUrl.regex(/\/api\/v1\/?$/).describe('an http(s) URL ending in /api/v1'),
      CATALOG_API_KEY: z.string(),
      CATALOG_CONCURRENCY: wholeNumber(1),
      CATALOG_RETRIES: wholeNumber(0),
      CATALOG_TIMEOUT_MS: wholeNumber(1),
      CATALOG_BACKOFF_MAX_MS: wholeNumber(0),
      CATALOG_RETRY_AFTER_MAX_MS: wholeNumber(0),
      CATALOG_MAX_SHRINK: z.coerce.number().min(0).max(1).describe('a fraction from 0 to 1 (0.2 = 20%)'),
      CATALOG_ALLOW_SHRINK: flag,
      SITE_BUILD_RUN: z.string(),
    },
    { CATALOG_MAX_SHRINK: 0.2, CATALOG_ALLOW_SHRINK: false },
    env,
  );
  if (!settings.CATALOG_API_URL || !settings.CATALOG_API_KEY) {
    throw new SettingsError(
      'CATALOG_API_URL and CATALOG_API_KEY must be set (run `npm run build`, which starts the embedded simulator when neither is set)',
    );
  }
  return settings as typeof settings & { CATALOG_API_URL: string; CATALOG_API_KEY: string };
}

/** The assistant gateway: both variables or neither (then the gateway's sections are left out). */
export function readGatewaySettings(env: Env = process.env) {
  const settings = readEnv(
    {
      ASSISTANT_GATEWAY_URL: httpUrl.regex(/\/mcp\/v1\/?$/).describe('an http(s) URL ending in /mcp/v1'),
      ASSISTANT_GATEWAY_TOKEN: z.string(),
    },
    {},
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

export const siteSettings = once(() => readSiteSettings());
export const catalogSettings = once(() => readCatalogSettings());
export const gatewaySettings = once(() => readGatewaySettings());
