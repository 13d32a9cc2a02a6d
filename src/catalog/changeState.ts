/**
 * The catalog's state as the change detector sees it (scripts/watch.ts) and as the build records it
 * in the published `/build.json` (scripts/builder/buildInfo.ts): each language's listed IDs with their
 * `dateupdated`, the filter definitions and the branch tree. The list calls count no view upstream,
 * so asking every few minutes costs the catalog next to nothing.
 *
 * One piece of code for both, on Node's built-ins only: the detector runs on a clean clone without
 * `npm install` (this module and the ones it imports must never import a package). It does not see
 * the gateway (groups, profile, most viewed) or widget settings: the nightly build catches those.
 */
import { createHash } from 'node:crypto';
import { LANGS, type Lang, langId } from './lang.ts';

/** Bumped when what the digest covers changes: a published digest of another version is stale. */
export const DETECTOR_VERSION = 1;

export type LangState = {
  /** [reference_ID, dateupdated] by ID. */
  references: [number, string][];
  filters: unknown;
  branches: unknown;
};

export type CatalogState = {
  version: number;
  digest: string;
  langs: Record<Lang, LangState>;
};

/** A failure of the catalog, in one line without URL or key. */
export class CatalogStateError extends Error {
  override name = 'CatalogStateError';
}

type Options = {
  baseUrl: string;
  apiKey: string;
  /** Per attempt, body included. */
  timeoutMs?: number;
  /** Retries of a 5xx, 429, timeout or dropped connection, a second apart. */
  retries?: number;
  fetch?: typeof fetch;
};

const LIST = '/references/referenceprojects';
const FILTERS = '/references/filters';
const BRANCHES = '/branches/branches';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong with a request, named by endpoint only (the URL carries the key). */
function networkCause(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? 'network error';
}

async function getJson(options: Options, path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`);
  url.searchParams.set('apiKey', options.apiKey);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const get = options.fetch ?? fetch;
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let failure: string;
    try {
      const response = await get(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
      if (response.status === 204) return [];
      if (response.ok) return JSON.parse(await response.text());
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403)
        throw new CatalogStateError(`catalog refused the API key (${response.status} on ${path})`);
      failure = `${response.status} on ${path}`;
      if (response.status < 500 && response.status !== 429)
        throw new CatalogStateError(`catalog answered ${failure}`);
    } catch (error) {
      if (error instanceof CatalogStateError) throw error;
      if (error instanceof SyntaxError)
        throw new CatalogStateError(`catalog answered ${path} with invalid JSON`);
      failure = `${networkCause(error)} on ${path}`;
    }
    if (attempt >= retries) throw new CatalogStateError(`catalog unreachable: ${failure}`);
    await sleep(1000);
  }
}

function listedReferences(answer: unknown, lang: Lang): [number, string][] {
  if (!Array.isArray(answer)) throw new CatalogStateError(`catalog list (${lang}) is not an array`);
  return answer
    .map((item: { reference_ID?: unknown; dateupdated?: unknown }): [number, string] => [
      Number(item?.reference_ID),
      String(item?.dateupdated ?? ''),
    ])
    .sort(([a], [b]) => a - b);
}

async function langState(options: Options, lang: Lang): Promise<LangState> {
  const lang_ID = String(langId(lang));
  // records=0: the whole list in one answer (no paging to assemble, no page to tear).
  const [list, filters, branches] = await Promise.all([
    getJson(options, LIST, { lang_ID, mode: 'paging', getadmininfo: 'true', records: '0' }),
    getJson(options, FILTERS, { lang_ID }),
    getJson(options, BRANCHES, { lang_ID }),
  ]);
  return { references: listedReferences(list, lang), filters, branches };
}

export function digestOfState(version: number, langs: Record<Lang, LangState>): string {
  return createHash('sha256').update(JSON.stringify({ version, langs })).digest('hex');
}

/** Asks the catalog for its state: three cheap calls per language, all at once. */
export async function readCatalogState(options: Options): Promise<CatalogState> {
  const states = await Promise.all(LANGS.map((lang) => langState(options, lang)));
  const langs = Object.fromEntries(LANGS.map((lang, i) => [lang, states[i]])) as Record<Lang, LangState>;
  return { version: DETECTOR_VERSION, digest: digestOfState(DETECTOR_VERSION, langs), langs };
}
