/**
 * Parameter types of the client methods. Wire-level keys keep the spec's exact names
 * (branch_ID, getclientdetails, ...) so filter definitions' `name` values map 1:1.
 */

/** One ID, a comma-separated string, or a list (sent comma-separated). */
export type IdList = number | string | readonly (number | string)[];

/** Filters of GET /references/referenceprojects (spec §4.1). */
export interface ReferenceFilters {
  /** Explicit IDs; bypasses the other filters. */
  idList?: IdList;
  branch_ID?: IdList;
  /** Nested-set bounds including all sub-branches; use together with branch_rgt. */
  branch_lft?: number;
  branch_rgt?: number;
  referencegroup_ID?: IdList;
  workfield_ID?: IdList;
  markerlist_ID?: number;
  confirmed?: boolean;
  ongoing?: boolean;
  withoutreference_ID?: IdList;
}

/** `orderby` values of /references/referenceprojects (spec §4.1); the simulator accepts exactly these. */
export const LIST_ORDERBY = [
  'none',
  'reference_ID',
  'reference_ID desc',
  'datefrom',
  'datefrom desc',
  'dateuntil',
  'dateuntil desc',
  'projecttitle',
  'projecttitle desc',
  'sortorder',
  'markerlistsortorder',
  'lastviewdate',
  'countersignrequested',
  'random',
] as const;
export type ListOrder = (typeof LIST_ORDERBY)[number];

/** The only page sizes search honours; anything else silently becomes SEARCH_DEFAULT_RECORDS (spec §4.3). */
export const SEARCH_RECORDS = [8, 9, 12, 15, 16, 18, 20, 21, 24, 27, 28, 30, 32, 36, 40, 50, 100] as const;
export type SearchRecords = (typeof SEARCH_RECORDS)[number];
/** The largest page search allows: paging through every match costs ceil(total / SEARCH_PAGE) requests. */
export const SEARCH_PAGE = 100;
export const SEARCH_DEFAULT_RECORDS = 10;

/** `orderby` values of /references/search (spec §4.3): the list's, without three, and relevance. */
export type SearchOrder = Exclude<ListOrder, 'none' | 'markerlistsortorder' | 'random'> | 'relevance';
export const SEARCH_ORDERBY: readonly SearchOrder[] = [
  'relevance',
  ...LIST_ORDERBY.filter(
    (o): o is Exclude<SearchOrder, 'relevance'> => !['none', 'markerlistsortorder', 'random'].includes(o),
  ),
];

export type FilterValue = string | number | readonly (string | number)[];

export interface SearchParams {
  query?: string;
  branch_ID?: IdList;
  selection?: 'all' | 'confirmed' | 'ongoing';
  getaggregations?: boolean;
  getclientdetails?: boolean;
  getadmininfo?: boolean;
  format?: 'list' | 'tiles';
  records?: SearchRecords;
  page?: number;
  orderby?: SearchOrder;
  usecache?: boolean;
  /** Facet parameters keyed by the filter definition's `name` (city, workfield_ID, f123, ...). */
  filters?: Readonly<Record<string, FilterValue>>;
}

export type SearchAllIdsParams = Omit<SearchParams, 'records' | 'page' | 'getaggregations'>;

export interface FilterParams {
  branchId?: number;
  /** getunusedoptions: include options with zero hits. */
  unusedOptions?: boolean;
  usecache?: boolean;
}

export type ReferenceKey = { id: number } | { seolabel: string };

export interface DetailParams {
  preventduplicatefields?: boolean;
}

export type ExportToken =
  | 'd'
  | 'cl'
  | 'c'
  | 'l'
  | 'ql'
  | 'b'
  | 'rg'
  | 'rgp'
  | 'p'
  | 'lo'
  | 'cid'
  | 'cu'
  | 'cv'
  | 'i'
  | 'tag'
  | 'm';

/** `orderby` values of /references/export (spec §4.6). */
const NOT_EXPORTED = [
  'none',
  'sortorder',
  'markerlistsortorder',
  'lastviewdate',
  'countersignrequested',
] as const;
export type ExportOrder = Exclude<ListOrder, (typeof NOT_EXPORTED)[number]>;
export const EXPORT_ORDERBY: readonly ExportOrder[] = LIST_ORDERBY.filter(
  (o): o is ExportOrder => !(NOT_EXPORTED as readonly string[]).includes(o),
);

export interface ExportParams {
  login: string;
  password: string;
  format: 'json' | 'excel';
  /** Column tokens; sent comma-separated as `options`. */
  options?: readonly ExportToken[] | string;
  /** Company-specific field IDs, sent as `field_IDlist`. */
  fieldIds?: readonly number[];
  published?: boolean;
  orderby?: ExportOrder;
}
