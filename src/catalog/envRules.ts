/**
 * The catalog's environment variables' rules, on plain TypeScript: read by the build's settings
 * schema (src/settings.ts, through zod) and by the change detector (scripts/watch.ts, which runs
 * without `npm install` and so without zod). One rule per variable, one wording of each error:
 * `CATALOG_API_URL must be an http(s) URL ending in /api/v1, got "…"`. Secrets are never quoted.
 */

export type EnvRule<T> = {
  /** What the value must be, for the error line ("an http(s) URL ending in /api/v1"). */
  describe: string;
  /** The value, or undefined when the text does not fit. */
  parse(raw: string): T | undefined;
};

export class EnvError extends Error {}

export const isHttpUrl = (raw: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

export const httpUrlRule: EnvRule<string> = {
  describe: 'an http(s) URL',
  parse: (raw) => (isHttpUrl(raw) ? raw : undefined),
};

/** An http(s) URL whose path ends in `path` (a trailing slash allowed): the API's and the gateway's base. */
export const httpUrlEndingIn = (path: string): EnvRule<string> => ({
  describe: `an http(s) URL ending in ${path}`,
  parse: (raw) => (isHttpUrl(raw) && (raw.endsWith(path) || raw.endsWith(`${path}/`)) ? raw : undefined),
});

export const catalogApiUrlRule = httpUrlEndingIn('/api/v1');

export const wholeNumberRule = (min: number, max = Number.MAX_SAFE_INTEGER): EnvRule<number> => ({
  describe: max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number ${min}–${max}`,
  parse: (raw) => {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  },
});

/** One variable: unset or blank is undefined; a value that does not fit its rule throws one line. */
export function readVariable<T>(
  env: Record<string, string | undefined>,
  name: string,
  rule: EnvRule<T>,
  options: { secret?: boolean } = {},
): T | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = rule.parse(raw);
  if (value === undefined)
    throw new EnvError(`${name} must be ${rule.describe}${options.secret ? '' : `, got "${raw}"`}`);
  return value;
}
