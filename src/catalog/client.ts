/**
 * The typed catalog client: one method per endpoint of the Reference Catalog API, validated
 * with the schemas in schemas.ts, over the retrying HTTP layer in http.ts.
 */
import { z } from 'zod';
import type { Rejected } from './errors.ts';
import { createHttpClient, type Query, type RequestLogEntry } from './http.ts';
import { type Lang, langId } from './lang.ts';
import { assertComplete, pageNumbers } from './paging.ts';
import {
  type DetailParams,
  type ExportParams,
  type FilterParams,
  type ListOrder,
  type ReferenceFilters,
  type ReferenceKey,
  SEARCH_PAGE,
  SEARCH_RECORDS,
  type SearchAllIdsParams,
  type SearchParams,
} from './params.ts';
import { retryPolicy } from './retry.ts';
import {
  type AppSettings,
  AppSettingsSchema,
  type BranchNode,
  BranchNodeSchema,
  CountSchema,
  type ExportRow,
  ExportRowSchema,
  type FilterDefinition,
  FilterDefinitionSchema,
  IdRowSchema,
  ItemsSchema,
  type ListItem,
  ListItemSchema,
  type ReferenceDetail,
  ReferenceDetailSchema,
  SearchIdsResponseSchema,
  type SearchResponse,
  SearchResponseSchema,
} from './schemas.ts';
import { BRANCHES_PATH, FILTERS_PATH, type LangSnapshot, LIST_PATH, readLangSnapshot } from './snapshot.ts';
import { parseEach, parseWith } from './validate.ts';

export interface CatalogClientOptions {
  /** Absolute URL ending with /api/v1. */
  baseUrl: string;
  apiKey: string;
  /** Most requests in flight across all calls of this client (fewer while the API refuses: pace.ts). */
  concurrency?: number | undefined;
  /** Per-attempt timeout including the body. Default: DEFAULT_RETRY_POLICY, as every retry option. */
  timeoutMs?: number | undefined;
  /**
   * Told of each item an ID-reading call (search pages, `mode=IDonly`) skipped because it has no
   * usable reference_ID: the rest of the answer is used, the item is named here.
   */
  onUnusable?: (entry: Rejected, lang: Lang) => void;
  /** Retries after the first attempt (5xx, 429, network, timeout). */
  retries?: number | undefined;
  /** Info lines (retries). Default: silent. */
  logger?: (line: string) => void;
  fetch?: typeof fetch;
  /** Structured per-attempt hook (method, redacted path, status, ms, attempt). */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Backoff base and cap for full-jitter exponential backoff. */
  backoffBaseMs?: number | undefined;
  backoffMaxMs?: number | undefined;
  /** Upper bound for honouring a 429 Retry-After. */
  retryAfterMaxMs?: number | undefined;
}

export type Listing = { items: ListItem[]; rejected: Rejected[] };

/** One language of the catalog's snapshot (snapshot.ts), validated: the list, definitions and tree. */
export type CatalogView = Listing & { filters: FilterDefinition[]; branches: BranchNode[] };
export type SearchIdsPage = { total: number; ids: number[]; unusable: number };

export interface CatalogClient {
  countReferences(lang: Lang, filters?: ReferenceFilters): Promise<number>;
  /** One language's snapshot (snapshot.ts), asked now and validated. */
  snapshot(lang: Lang): Promise<CatalogView>;
  /**
   * Every matching reference_ID in one answer (records=0: no pages to tear). Not counted again
   * here: each caller holds the count it must match (a facet option's `c`, search's `total`).
   */
  listReferenceIds(lang: Lang, filters?: ReferenceFilters, orderby?: ListOrder): Promise<number[]>;
  /** null when the reference does not exist or is not published in `lang` (204/404). */
  getReference(lang: Lang, key: ReferenceKey, params?: DetailParams): Promise<ReferenceDetail | null>;
  /**
   * No match (204) yields { total: 0, references: [] }, never null. An item the schema rejects is
   * in `rejected`, not thrown (as in the snapshot's list).
   */
  search(lang: Lang, params?: SearchParams): Promise<SearchResponse & { rejected: Rejected[] }>;
  /** One search page's reference_IDs in order, its `total`, and how many items it skipped for want of a usable ID. */
  searchIds(lang: Lang, params: SearchParams): Promise<SearchIdsPage>;
  /** Every reference_ID matching the search, paged with records=100 and checked against `total`. */
  searchAllIds(lang: Lang, params?: SearchAllIdsParams): Promise<number[]>;
  getFilters(lang: Lang, params?: FilterParams): Promise<FilterDefinition[]>;
  getBranches(lang: Lang): Promise<BranchNode[]>;
  exportReferences(params: ExportParams & { format: 'json' }): Promise<ExportRow[]>;
  exportReferences(params: ExportParams & { format: 'excel' }): Promise<Uint8Array>;
  /** null when no settings exist for the UUID (204/404). */
  getAppSettings(appUuid: string): Promise<AppSettings | null>;
}

/**
 * Most requests in flight by default. The spec states no rate limit; the pace (pace.ts) halves
 * the limit whenever the API refuses, so the default can be what the API's answers allow.
 */
export const DEFAULT_CONCURRENCY = 16;

const LIST = LIST_PATH;
const DETAIL = '/references/referenceproject';
const SEARCH = '/references/search';
const FILTERS = FILTERS_PATH;
const BRANCHES = BRANCHES_PATH;
const EXPORT = '/references/export';
const SETTINGS = '/apps/settings';

const ep = (path: string): string => `GET ${path}`;

/**
 * A language's snapshot as the site reads it: a list item the schema rejects is in `rejected`
 * (quarantined: one odd reference must not stop a build), a malformed definition list or tree stops
 * the build.
 */
export function parseSnapshot(answers: LangSnapshot): CatalogView {
  return {
    ...parseEach(ListItemSchema, answers.list, ep(LIST)),
    filters: parseWith(z.array(FilterDefinitionSchema), answers.filters, ep(FILTERS)),
    branches: parseWith(z.array(BranchNodeSchema), answers.branches, ep(BRANCHES)),
  };
}

function describeScope(lang: Lang, params: object): string {
  const parts = [`lang_ID=${langId(lang)}`];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (key === 'filters') parts.push(describeScope(lang, value).replace(/^lang_ID=\d+ ?/, ''));
    else parts.push(`${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  }
  return parts.filter(Boolean).join(' ');
}

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  if (!/^https?:\/\/.+\/api\/v1\/?$/.test(options.baseUrl)) {
    throw new TypeError(
      `catalog baseUrl must be an absolute URL ending with /api/v1, got "${options.baseUrl}"`,
    );
  }
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    ...retryPolicy(options),
    fetch: options.fetch ?? fetch,
    logger: options.logger ?? (() => {}),
    onRequest: options.onRequest,
  });

  const skipUnusable = (lang: Lang, rejected: readonly Rejected[]): void => {
    for (const entry of rejected) options.onUnusable?.(entry, lang);
  };

  async function getArray<S extends z.ZodType>(
    schema: S,
    path: string,
    query: Query,
  ): Promise<Array<z.output<S>>> {
    const data = await http.getJson(path, query);
    return data === undefined ? [] : parseWith(z.array(schema), data, ep(path));
  }

  async function countReferences(lang: Lang, filters: ReferenceFilters = {}): Promise<number> {
    const data = await http.getJson(LIST, { lang_ID: langId(lang), ...filters, mode: 'countonly' });
    return data === undefined ? 0 : parseWith(CountSchema, data, ep(LIST));
  }

  /** Every reference_ID of the list; items without a usable ID are skipped, named and counted. */
  async function fetchIds(
    lang: Lang,
    filters: ReferenceFilters,
    orderby?: ListOrder,
  ): Promise<{ ids: number[]; unusable: number }> {
    // records=0 disables paging; the default page size is not documented.
    const query = {
      lang_ID: langId(lang),
      ...filters,
      mode: 'IDonly',
      records: 0,
      ...(orderby ? { orderby } : {}),
    };
    const data = await http.getJson(LIST, query);
    if (data === undefined) return { ids: [], unusable: 0 };
    const { items, rejected } = parseEach(IdRowSchema, data, ep(LIST));
    skipUnusable(lang, rejected);
    return { ids: items.map((row) => row.reference_ID), unusable: rejected.length };
  }

  async function search(
    lang: Lang,
    params: SearchParams = {},
  ): Promise<SearchResponse & { rejected: Rejected[] }> {
    const data = await searchRaw(lang, params);
    if (data === undefined) {
      return {
        total: 0,
        page: params.page ?? 1,
        references: [],
        rejected: [],
        ...(params.getaggregations ? { aggregations: {} } : {}),
      };
    }
    // The envelope is judged whole, its items one by one (as the list's).
    const page = parseWith(SearchResponseSchema.extend({ references: ItemsSchema }), data, ep(SEARCH));
    const { items, rejected } = parseEach(ListItemSchema, page.references, ep(SEARCH));
    return { ...page, references: items, rejected };
  }

  /** One search page reduced to its IDs (204 = none); items without a usable ID are skipped and named. */
  async function searchIds(lang: Lang, params: SearchParams): Promise<SearchIdsPage> {
    const data = await searchRaw(lang, params);
    if (data === undefined) return { total: 0, ids: [], unusable: 0 };
    const page = parseWith(SearchIdsResponseSchema, data, ep(SEARCH));
    const { items, rejected } = parseEach(IdRowSchema, page.references, ep(SEARCH));
    skipUnusable(lang, rejected);
    return { total: page.total, ids: items.map((item) => item.reference_ID), unusable: rejected.length };
  }

  async function searchRaw(lang: Lang, params: SearchParams): Promise<unknown> {
    if (params.records !== undefined && !(SEARCH_RECORDS as readonly number[]).includes(params.records)) {
      throw new RangeError(`search records=${params.records} is not allowed; the API would silently use 10`);
    }
    const { filters = {}, ...rest } = params;
    return http.getJson(SEARCH, { ...filters, lang_ID: langId(lang), ...rest });
  }

  async function listReferenceIds(
    lang: Lang,
    filters: ReferenceFilters = {},
    orderby?: ListOrder,
  ): Promise<number[]> {
    return (await fetchIds(lang, filters, orderby)).ids;
  }

  async function getReference(
    lang: Lang,
    key: ReferenceKey,
    params: DetailParams = {},
  ): Promise<ReferenceDetail | null> {
    const referenceId = 'id' in key ? key.id : undefined;
    const query = {
      lang_ID: langId(lang),
      ...('id' in key ? { reference_ID: key.id } : { seolabel: key.seolabel }),
      ...params,
    };
    // 404 is not documented (§7); treating it like 204 keeps "not in this language" uniform.
    // Bulk: a catalog's details are queued at once; lists and searches of other loaders go first.
    const data = await http.getJson(DETAIL, query, { referenceId, emptyStatuses: [404], bulk: true });
    return data === undefined ? null : parseWith(ReferenceDetailSchema, data, ep(DETAIL), referenceId);
  }

  async function searchAllIds(lang: Lang, params: SearchAllIdsParams = {}): Promise<number[]> {
    const base: SearchParams = {
      ...params,
      getaggregations: false,
      getclientdetails: false,
      orderby: params.orderby ?? 'reference_ID',
      records: SEARCH_PAGE,
    };
    const first = await searchIds(lang, { ...base, page: 1 });
    const rest = await Promise.all(
      pageNumbers(first.total, SEARCH_PAGE)
        .slice(1)
        .map((page) => searchIds(lang, { ...base, page })),
    );
    const pages = [first, ...rest];
    const ids = pages.flatMap((res) => res.ids);
    assertComplete({
      endpoint: ep(SEARCH),
      scope: describeScope(lang, params),
      countSource: 'total',
      // A skipped item is one of `total`, though it names no ID.
      expected: first.total - pages.reduce((sum, res) => sum + res.unusable, 0),
      ids,
    });
    return ids;
  }

  async function exportReferences(params: ExportParams): Promise<ExportRow[] | Uint8Array> {
    const query = {
      login: params.login,
      password: params.password,
      format: params.format,
      options: typeof params.options === 'string' ? params.options : params.options?.join(','),
      field_IDlist: params.fieldIds,
      published: params.published,
      orderby: params.orderby,
    };
    const ctx = {
      secrets: [params.password],
      authMessage: `Catalog API rejected the export credentials (API key, login or password) on ${ep(EXPORT)}`,
    };
    if (params.format === 'excel') return (await http.getBytes(EXPORT, query, ctx)) ?? new Uint8Array();
    const data = await http.getJson(EXPORT, query, ctx);
    return data === undefined ? [] : parseWith(z.array(ExportRowSchema), data, ep(EXPORT));
  }

  return {
    countReferences,
    snapshot: async (lang) => parseSnapshot(await readLangSnapshot(http, lang)),
    listReferenceIds,
    getReference,
    search,
    searchIds,
    searchAllIds,
    getFilters: (lang, params = {}) =>
      getArray(FilterDefinitionSchema, FILTERS, {
        lang_ID: langId(lang),
        branch_ID: params.branchId,
        getunusedoptions: params.unusedOptions,
        usecache: params.usecache,
      }),
    getBranches: (lang) => getArray(BranchNodeSchema, BRANCHES, { lang_ID: langId(lang) }),
    exportReferences: exportReferences as CatalogClient['exportReferences'],
    async getAppSettings(appUuid) {
      const data = await http.getJson(SETTINGS, { app_UUID: appUuid }, { emptyStatuses: [404] });
      return data === undefined ? null : parseWith(AppSettingsSchema, data, ep(SETTINGS));
    },
  };
}
