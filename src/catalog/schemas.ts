/**
 * Zod schemas for every response shape of the Reference Catalog API (spec §2, §4).
 * Objects are loose: unknown extra fields pass through untouched. Fields the spec marks as
 * conditional (query flags, release-level gating, optional collections, coordinates) are
 * optional.
 *
 * Tolerant of representation, strict about meaning (docs/catalog-tolerance.md): the primitives
 * below accept how production JSON APIs commonly write a value (null for an empty text, a number
 * as a string, 0/1 for a boolean, null for an empty list) and hand the site the type the spec
 * documents, so nothing downstream sees the difference. A value that means something else (a
 * title that is an object, an ID that is not a number) still fails.
 */
import { z } from 'zod';

/** A numeric string ("12", "-3.5") as its number; anything else as it came, for the schema to judge. */
function numeric(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** `{}`: how some serializers write "nothing here" (an empty map where a value or list would be). */
function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value as object).length === 0
  );
}

/** A scalar where text is expected is that text: a typed serializer writes the value 25 as `25`. */
const scalarText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

/** "Nothing here" (null or `{}`) as absent, then `prepare`. */
const none = (prepare: (value: unknown) => unknown) => (value: unknown) =>
  value === null || isEmptyObject(value) ? undefined : prepare(value);

const BOOLEANS: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [0, false],
  [1, true],
  ['0', false],
  ['1', true],
  ['false', false],
  ['true', true],
]);
const toBool = (value: unknown): unknown => BOOLEANS.get(value) ?? value;

/** An optional field: null or `{}` is absent. */
const opt = <T extends z.ZodType>(schema: T, prepare: (value: unknown) => unknown = (value) => value) =>
  z.preprocess(none(prepare), schema.optional());
/** An optional number: "" is absent too (a missing coordinate written as an empty text). */
const optNumber = <T extends z.ZodType>(schema: T) =>
  opt(schema, (value) => (value === '' ? undefined : numeric(value)));

/**
 * What a reference or an entry of its collections is known by (title, name): a null or `{}` name
 * is not an empty one but an unusable entry; a number is its text.
 */
const name = z.preprocess(scalarText, z.string());
/** Required text: null, `{}` or absent is the empty text. */
const str = z.preprocess((value) => none(scalarText)(value) ?? '', z.string());
const optStr = opt(z.string(), scalarText);
/** Where a value is text or a number by the definition's datatype (2.5, 2.6): a number stays one. */
const textOrNull = z.preprocess((value) => value ?? '', z.string());
const int = z.preprocess(numeric, z.int());
const optInt = optNumber(z.int());
const num = z.preprocess(numeric, z.number());
const optNum = optNumber(z.number());
const bool = z.preprocess(toBool, z.boolean());
const optBool = opt(z.boolean(), toBool);

/** A list given as one object (a serializer that unwraps one-element lists) is that one item. */
const asList = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? [value] : value;
/** A list: null or `{}` is empty. Optional lists (collections omitted when empty) stay absent when absent. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => none(asList)(value) ?? [], z.array(item));
const optList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? value : (none(asList)(value) ?? [])),
    z.array(item).optional(),
  );
const optStrs = optList(name);

/**
 * The catalog's timestamps (spec: format not shown) in one form, `YYYY-MM-DDTHH:MM:SS` as the
 * catalog writes them, so they compare and sort as text: a date alone is its midnight, a space for
 * the `T`, fractions dropped; one with a zone (`Z`, `+02:00`) is the catalog's wall time
 * (CATALOG_TIME_ZONE, the vendor's Europe/Berlin). Anything else is not a timestamp.
 */
const CATALOG_TIME_ZONE = 'Europe/Berlin';
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const wallTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CATALOG_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** The German way of writing one: `06.12.2026` or `06.12.2026 09:15(:00)`. */
const GERMAN = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}:\d{2}(?::\d{2})?))?$/;
export function catalogTimestamp(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const german = GERMAN.exec(value.trim());
  const text = german
    ? `${german[3]}-${german[2]}-${german[1]}${german[4] ? ` ${german[4]}` : ''}`
    : value.trim();
  const match = TIMESTAMP.exec(text);
  if (!match) return value;
  const [, day, minutes = '00:00', seconds = ':00', zone] = match;
  const local = `${day}T${minutes}${seconds}`;
  if (!isTimestamp(local)) return value;
  if (!zone) return local;
  const at = new Date(`${local}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`);
  return Number.isNaN(at.getTime()) ? value : wallTime.format(at).replace(' ', 'T');
}
/** `YYYY-MM-DDTHH:MM:SS` naming a real day and time (not 2026-13-45T25:00:00). */
function isTimestamp(text: string): boolean {
  const at = new Date(`${text}Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === text;
}
const TimestampSchema = z.string().refine(isTimestamp, 'expected a timestamp YYYY-MM-DDTHH:MM:SS');
/** A required timestamp ("" when the catalog has none, as for any required text). */
const stamp = z.preprocess(
  (value) => {
    const text = none(scalarText)(value) ?? '';
    return text === '' ? text : catalogTimestamp(text);
  },
  z.union([z.literal(''), TimestampSchema]),
);
const optStamp = opt(TimestampSchema, (value) => (value === '' ? undefined : catalogTimestamp(value)));

/** Shape of optional string fields, for the long all-string column list of 2.8. */
function optionalStrings<const K extends string>(keys: readonly K[]): { [P in K]: typeof optStr } {
  return Object.fromEntries(keys.map((key) => [key, optStr])) as { [P in K]: typeof optStr };
}

/** 2.2: anonymized clients deliver only displayedname; the rest follows the display type. */
export const ClientSchema = z.looseObject({
  displayedname: name,
  displayedclientname: optStr,
  address: optStr,
  address2: optStr,
  zip: optStr,
  city: optStr,
  detailpagelink: optStr,
  mainbranch: optStr,
  contact_name: optStr,
  contact_jobtitle: optStr,
});
export type Client = z.infer<typeof ClientSchema>;

/** Service provider; contact fields are gated by release level, so only the ID is required. */
export const CompanySchema = z.looseObject({
  company_ID: int,
  companyname: optStr,
  detailpagelink: optStr,
  address: optStr,
  address2: optStr,
  zip: optStr,
  city: optStr,
  region: optStr,
  country: optStr,
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * What a list item (2.1) and a detail (2.3) both carry: the reference's title, place, period and
 * page. Every channel shows these (site/views/referenceView.ts), from whichever of the two it holds.
 */
export const ReferenceCoreSchema = z.looseObject({
  reference_ID: int,
  projecttitle: name,
  subtitle: str,
  referencedetailpagelink: str,
  displayedlocation: str,
  country: str,
  region: str,
  city: str,
  location: str,
  latitude: optNum,
  longitude: optNum,
  date: str,
});
export type ReferenceCore = z.infer<typeof ReferenceCoreSchema>;

/** 2.1: returned by referenceprojects (mode paging/full) and search. */
export const ListItemSchema = ReferenceCoreSchema.extend({
  thumbnail: str,
  uniquename: str,
  seolabel: str,
  company: CompanySchema,
  status: int,
  projectstatus: int,
  ispublished: bool,
  iscountersigned: bool,
  datecountersigned: optStamp,
  countersignstatus: int,
  isfeatured: bool,
  referencetype_ID: int,
  datecreated: stamp,
  client: opt(ClientSchema),
  dateupdated: optStamp,
  updated_by: optStr,
});
export type ListItem = z.infer<typeof ListItemSchema>;

/** 2.4 */
export const MediaItemSchema = z.looseObject({
  title: optStr,
  description: optStr,
  file: optStr,
  medialink: optStr,
  thumb: optStr,
  display_text: optStr,
  isstage: optBool,
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** Property field: `value` for single-value fields, `values` for multi-option fields. */
export const PropertyFieldSchema = z.looseObject({
  field_ID: int,
  title: name,
  description: optStr,
  formtype: int,
  status: optInt,
  internal: optBool,
  value: optStr,
  values: optStrs,
});
export type PropertyField = z.infer<typeof PropertyFieldSchema>;

export const PropertySectionSchema = z.looseObject({
  section_ID: int,
  sectiontitle: name,
  teaser: optStr,
  branch_ID: optInt,
  branchname: optStr,
  fields: list(PropertyFieldSchema),
});
export type PropertySection = z.infer<typeof PropertySectionSchema>;

export const BranchRefSchema = z.looseObject({
  branch_ID: int,
  branchname: name,
  seolabel: optStr,
});
export const DetailBranchSchema = BranchRefSchema.extend({ path: optList(BranchRefSchema) });
export type DetailBranch = z.infer<typeof DetailBranchSchema>;

export const ServiceSchema = z.looseObject({
  service_ID: int,
  servicename: name,
  seolabel: optStr,
  teaser: optStr,
  description: optStr,
  status: optInt,
});
export const WorkFieldServicesSchema = z.looseObject({
  workfieldname: name,
  workfieldservices: list(ServiceSchema),
});
export type WorkFieldServices = z.infer<typeof WorkFieldServicesSchema>;

export const UsedProductSchema = z.looseObject({
  product_ID: int,
  productname: name,
  teaser: optStr,
  description: optStr,
  companyname: optStr,
  URL: optStr,
  status: optInt,
});

export const ReferenceGroupSchema = z.looseObject({ group_ID: int, group: name });

export const CountersignStatementSchema = z.looseObject({
  contactquote_ID: int,
  statement: name,
  displayedname: optStr,
});

export const AwardSchema = z.looseObject({
  award_ID: int,
  awardname: name,
  seolabel: optStr,
  year: optInt,
});

export const PartnerSchema = z.looseObject({
  partner_ID: int,
  companyname: name,
  partnerrole: optStr,
  detailpagelink: optStr,
  logo: optStr,
});

const media = optList(MediaItemSchema);

/** 2.3: referenceproject. Collections may be omitted when empty; contract fields are gated. */
export const ReferenceDetailSchema = ReferenceCoreSchema.extend({
  description: str,
  lang_ID: int,
  isconfirmed: bool,
  continent: str,
  // §2.9: fields beyond the release-level gating are not documented.
  company: z.looseObject({}),
  responsiblecompanylocation: opt(z.looseObject({})),
  client: optList(ClientSchema),
  referencegroups: optList(ReferenceGroupSchema),
  branches: optList(DetailBranchSchema),
  usedproducts: optList(UsedProductSchema),
  services: optList(WorkFieldServicesSchema),
  properties: optList(PropertySectionSchema),
  internalproperties: optList(PropertyFieldSchema),
  contractvalue: optStr,
  contracttype: optStr,
  employed: optStr,
  video: media,
  panorama360: media,
  widestageimages: media,
  portraitstageimages: media,
  galleryimages: media,
  audio: media,
  presentation_document: media,
  press_document: media,
  download_document: media,
  countersignstatements: optList(CountersignStatementSchema),
  awards: optList(AwardSchema),
  partners: optList(PartnerSchema),
});
export type ReferenceDetail = z.infer<typeof ReferenceDetailSchema>;

/** 2.5: `v` is a string or a number depending on the definition's datatype. */
export const FilterOptionSchema = z.looseObject({
  v: z.union([textOrNull, num]),
  d: str,
  c: optInt,
  min: optNum,
  max: optNum,
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const FilterDefinitionSchema = z.looseObject({
  name: str,
  label: str,
  sortmode: str,
  datatype: str,
  formtype: str,
  opened: int,
  internal: optInt,
  workfield_ID: optInt,
  options: list(FilterOptionSchema),
});
export type FilterDefinition = z.infer<typeof FilterDefinitionSchema>;

/** 2.6: range buckets are tried first because a loose term schema would also accept them. */
export const RangeBucketSchema = z.looseObject({ V: z.union([textOrNull, num]), MIN: num, MAX: num, C: int });
export const TermBucketSchema = z.looseObject({ V: z.union([textOrNull, num]), C: int });
export const AggregationBucketSchema = z.union([RangeBucketSchema, TermBucketSchema]);
export type RangeBucket = z.infer<typeof RangeBucketSchema>;
export type TermBucket = z.infer<typeof TermBucketSchema>;
export type AggregationBucket = z.infer<typeof AggregationBucketSchema>;
export const AggregationsSchema = z.record(z.string(), list(AggregationBucketSchema));
export type Aggregations = z.infer<typeof AggregationsSchema>;

/** A list whose items are judged one by one (validate.ts parseEach): null or `{}` is empty. */
export const ItemsSchema = list(z.unknown());

/** 4.3: the only enveloped response. aggregations only with getaggregations=true. */
export const SearchResponseSchema = z.looseObject({
  total: int,
  page: int,
  references: list(ListItemSchema),
  aggregations: AggregationsSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** The part of a search answer that paging through IDs reads: validating 100 full items per page cost CPU a build needs elsewhere. */
export const SearchIdsResponseSchema = z.looseObject({
  total: int,
  page: int,
  /** Judged item by item (IdRowSchema): one without a usable ID does not spoil the page. */
  references: ItemsSchema,
});

/** 2.7: children are the nodes whose lft/rgt lie inside the parent's range. */
export const BranchNodeSchema = z.looseObject({
  branch_ID: int,
  branchname: name,
  lft: int,
  rgt: int,
  referencecount: int,
});
export type BranchNode = z.infer<typeof BranchNodeSchema>;

/** 2.8: columns depend on `options` and `field_IDlist`, so everything but the ID is optional. */
export const ExportRowSchema = z.looseObject({
  reference_ID: int,
  published: optBool,
  isconfirmed: optBool,
  imagecount: optInt,
  branches: optStrs,
  referencegroups: optStrs,
  tags: optStrs,
  // biome-ignore format: one line per group of columns reads better than 28 lines
  ...optionalStrings([
    'customidentifier', 'projecttitle', 'datecreated', 'author', 'location', 'zipcode', 'city', 'region',
    'country', 'date', 'datefrom', 'dateuntil', 'subtitle', 'description', 'clienttype', 'clientname',
    'clientaddress', 'clientzip', 'clientcity', 'clientregion', 'clientcountry', 'contact',
    'companylocationname', 'contracttype', 'contractvalue', 'referencedetailpagelink', 'referencequicklink',
    'markerlistnotes',
  ]),
});
export type ExportRow = z.infer<typeof ExportRowSchema>;

/** 4.1 mode=countonly: a bare integer. */
export const CountSchema = z.preprocess(numeric, z.int().nonnegative());

/** 4.1 mode=IDonly */
export const IdRowSchema = z.looseObject({ reference_ID: int });
export type IdRow = z.infer<typeof IdRowSchema>;

/** 4.1 mode=optionsonly */
export const OptionRowSchema = z.looseObject({ reference_ID: int, projecttitle: name });
export type OptionRow = z.infer<typeof OptionRowSchema>;

/** 4.7: shape depends on the app type (§2.9), so only "is an object" is checked. */
export const AppSettingsSchema = z.looseObject({});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** 7: the export's 401 body. */
export const ExportAuthErrorSchema = z.looseObject({
  error: optStr,
  message: optStr,
  code: optInt,
});
