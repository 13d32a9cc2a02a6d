/**
 * `node scripts/watch.ts [--published <dir>]`: does the catalog differ from what the published site
 * was built from? Prints one line and exits 0: `changed: <what>` or `unchanged`. A catalog or site
 * that cannot be asked prints one line and exits 1; a missing setting exits 2. Neither the key nor
 * the catalog's URL is ever printed.
 *
 * The published state is the site's own `/build.json` (at SITE_URL, or in the folder given with
 * `--published`, e.g. `dist`); the current one is the catalog's snapshot: its lists, filter
 * definitions and branch trees (src/catalog/snapshot.ts, the code the build reads it with). Runs on
 * Node 24 without `npm install`: it imports only modules that use Node's built-ins. On GitHub
 * Actions it also writes `changed=true|false` to the step's outputs.
 *
 * Environment: CATALOG_API_URL, CATALOG_API_KEY, SITE_URL and CATALOG_TIMEOUT_MS, checked by the
 * rules src/settings.ts reads them with (src/catalog/envRules.ts: the same words, without zod).
 * `--help` prints the usage; an unknown flag or a bad value prints one line naming it and exits 2.
 */
import { appendFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_INFO_FILE, type BuildInfo, describeChange, parseBuildInfo } from '../src/catalog/buildInfo.ts';
import {
  catalogApiUrlRule,
  EnvError,
  httpUrlRule,
  readVariable,
  wholeNumberRule,
} from '../src/catalog/envRules.ts';
import { CatalogError } from '../src/catalog/errors.ts';
import { readCatalogSnapshot } from '../src/catalog/snapshot.ts';

class UsageError extends Error {}
/** The published site could not be asked. */
class SiteError extends Error {}

const USAGE = `usage: node scripts/watch.ts [--published <dir>]

Does the catalog differ from what the published site was built from? Prints "changed: <what>" or
"unchanged" and exits 0; a catalog or site that cannot be asked exits 1; a usage or setting error
exits 2.

  --published <dir>   read the published build's record from <dir>/build.json (e.g. dist)
                      instead of SITE_URL/build.json
  --help              this text

Environment: CATALOG_API_URL and CATALOG_API_KEY (required), SITE_URL (without --published),
CATALOG_TIMEOUT_MS (per request).`;

/** The flags, or a UsageError naming the one that does not fit. */
function readFlags(): { published?: string | undefined; help?: boolean | undefined } {
  try {
    return parseArgs({
      options: { published: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values;
  } catch (error) {
    // node:util names the flag ("Unknown option '--bogus'"); the hint says where the usage is.
    throw new UsageError(`${(error as Error).message.split('.')[0]} (node scripts/watch.ts --help)`);
  }
}

/** The published build's record; undefined when the site has none yet. */
async function published(
  folder: string | undefined,
  siteUrl: string | undefined,
): Promise<BuildInfo | undefined> {
  if (folder) {
    const text = await readFile(join(folder, BUILD_INFO_FILE), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : parseBuildInfo(text);
  }
  if (!siteUrl) throw new UsageError('set SITE_URL (the published site) or pass --published <dir>');
  const url = new URL(BUILD_INFO_FILE, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  // A query of its own per run: a CDN in front of the site (GitHub Pages caches 10 minutes) would
  // otherwise answer with a build.json older than the last deploy.
  url.searchParams.set('t', String(Date.now()));
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new SiteError(`published site unreachable: ${code} on ${url.origin}/${BUILD_INFO_FILE}`);
  }
  if (response.status === 404) return undefined;
  if (!response.ok)
    throw new SiteError(`published site answered ${response.status} on ${url.origin}/${BUILD_INFO_FILE}`);
  return parseBuildInfo(await response.text());
}

async function main(): Promise<number> {
  const values = readFlags();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = process.env;
  // The catalog's URL may carry what identifies the customer: checked, never quoted.
  const baseUrl = readVariable(env, 'CATALOG_API_URL', catalogApiUrlRule, { secret: true });
  const apiKey = env.CATALOG_API_KEY?.trim();
  if (!baseUrl || !apiKey) throw new UsageError('set CATALOG_API_URL and CATALOG_API_KEY');
  const timeout = readVariable(env, 'CATALOG_TIMEOUT_MS', wholeNumberRule(1));
  const siteUrl = values.published ? undefined : readVariable(env, 'SITE_URL', httpUrlRule);
  const [before, now] = await Promise.all([
    published(values.published, siteUrl),
    // Brief retries: the next watch asks again in minutes.
    readCatalogSnapshot({
      baseUrl,
      apiKey,
      timeoutMs: timeout,
      retries: 2,
      backoffMaxMs: 1000,
      retryAfterMaxMs: 1000,
    }),
  ]);
  const change = describeChange(before, now);
  console.log(change ? `changed: ${change}` : 'unchanged');
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `changed=${Boolean(change)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError || error instanceof EnvError;
    // The catalog's errors name the endpoint, never the URL or key; anything else could quote a
    // URL with the key in it: name its kind only.
    const known = usage || error instanceof SiteError || error instanceof CatalogError;
    console.error(`[watch] ${known ? error.message : `failed: ${(error as Error)?.name ?? 'error'}`}`);
    process.exit(usage ? 2 : 1);
  },
);
