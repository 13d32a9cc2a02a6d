/**
 * The catalog as a build reads it, once: each language's whole list (one answer, `records=0`, with
 * client details and admin info), its filter definitions and its branch tree. scripts/build.ts asks
 * for it before anything else and hands it on; the loaders read their lists, definitions and trees
 * from it (src/loaders/catalogSource.ts), the build's fingerprint and `/build.json` hash it, and the
 * change detector (scripts/watch.ts) asks the same questions with this same code. One digest.
 *
 * The answers stay as the catalog gave them (the loaders validate them): so this module, and every
 * one it imports, uses Node's built-ins only, and the detector runs without `npm install`.
 */
import { createHash } from 'node:crypto';
import { createHttpClient, type HttpClient } from './http.ts';
import { LANGS, type Lang, langId } from './lang.ts';
import { type RetryPolicy, retryPolicy } from './retry.ts';

/** Bumped when what the snapshot holds changes: a published digest of another version is stale. */
export const SNAPSHOT_VERSION = 2;

export const LIST_PATH = '/references/referenceprojects';
export const FILTERS_PATH = '/references/filters';
export const BRANCHES_PATH = '/branches/branches';

/** One language's answers, as sent (a list that is not one is the loaders' schema's to name). */
export type LangSnapshot = { list: unknown; filters: unknown; branches: unknown };

export type CatalogSnapshot = {
  version: number;
  /** sha256 of the version and every answer. */
  digest: string;
  langs: Record<Lang, LangSnapshot>;
};

export type SnapshotOptions = { [K in keyof RetryPolicy]?: number | undefined } & {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
};

/** A client for the snapshot's questions: three per language, all at once. */
export function snapshotClient(options: SnapshotOptions): HttpClient {
  return createHttpClient({
    ...retryPolicy(options),
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    concurrency: 6,
    fetch: options.fetch ?? fetch,
    logger: () => {},
    onRequest: undefined,
  });
}

/** One language's list, definitions (the options in use, as the site's facets show) and tree. */
export async function readLangSnapshot(http: HttpClient, lang: Lang): Promise<LangSnapshot> {
  const lang_ID = langId(lang);
  const [list, filters, branches] = await Promise.all([
    // The whole list in one answer: no pages to assemble, none to tear while the catalog changes.
    http.getJson(LIST_PATH, {
      lang_ID,
      mode: 'paging',
      records: 0,
      getclientdetails: true,
      getadmininfo: true,
      orderby: 'reference_ID',
    }),
    http.getJson(FILTERS_PATH, { lang_ID, getunusedoptions: false }),
    http.getJson(BRANCHES_PATH, { lang_ID }),
  ]);
  // 204 is an empty catalog; anything but a list is left to the loaders' schema to name.
  return {
    list: list ?? [],
    filters: filters ?? [],
    branches: branches ?? [],
  };
}

export function snapshotOf(langs: Record<Lang, LangSnapshot>): CatalogSnapshot {
  const digest = createHash('sha256')
    .update(JSON.stringify({ version: SNAPSHOT_VERSION, langs }))
    .digest('hex');
  return { version: SNAPSHOT_VERSION, digest, langs };
}

/** The file a language's answers are handed on in (scripts/builder/snapshotFile.ts). */
export const snapshotFileName = (lang: Lang) => `${lang}.json`;

/** Every language's answers. */
export async function readCatalogSnapshot(options: SnapshotOptions): Promise<CatalogSnapshot> {
  const http = snapshotClient(options);
  const answers = await Promise.all(LANGS.map((lang) => readLangSnapshot(http, lang)));
  return snapshotOf(
    Object.fromEntries(LANGS.map((lang, i) => [lang, answers[i]])) as Record<Lang, LangSnapshot>,
  );
}

/** [reference_ID, the item as sent] of a list's items that name an ID, by ID. */
export function listedItems(list: unknown): [number, unknown][] {
  if (!Array.isArray(list)) return [];
  return list
    .map((item): [number, unknown] => [Number((item as { reference_ID?: unknown })?.reference_ID), item])
    .filter(([id]) => Number.isInteger(id))
    .sort(([a], [b]) => a - b);
}

/** Entries a language's list holds (none when the answer is not a list). */
export const listLength = (state: LangSnapshot): number =>
  Array.isArray(state.list) ? state.list.length : 0;

/** References the snapshot lists, all languages. */
export function listedCount(snapshot: CatalogSnapshot): number {
  return LANGS.reduce((sum, lang) => sum + listLength(snapshot.langs[lang]), 0);
}
