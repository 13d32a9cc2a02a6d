/**
 * Zod schemas for every response shape of the Reference Catalog API (spec §2, §4).
 * Objects are loose: unknown extra fields pass through untouched. Fields the spec marks as
 * conditional (query flags, release-level gating, optional collections, coordinates) are
 * optional; every present field must have the documented type.
 */
import { z } from 'zod';

const str = z.string();
const int = z.int();
const num = z.number();
const bool = z.boolean();
const strs = z.array(z.string());

/** Shape of optional string fields, for the long all-string column list of 2.8. */
function optionalStrings<const K extends string>(
  keys: readonly K[],
): { [P in K]: z.ZodOptional<z.ZodString> } {
  return Object.fromEntries(keys.map((key) => [key, z.string().optional()])) as {
    [P in K]: z.ZodOptional<z.ZodString>;
  };
}

/** 2.2: anonymized clients deliver only displayedname; the rest follows the display type. */
export const ClientSchema = z.looseObject({
  displayedname: str,
  displayedclientname: str.optional(),
  address: str.optional(),
  address2: str.optional(),
  zip: str.optional(),
  city: str.optional(),
  detailpagelink: str.optional(),
  mainbranch: str.optional(),
  contact_name: str.optional(),
  contact_jobtitle: str.optional(),
});
export type Client = z.infer<typeof ClientSchema>;

/** Service provider; contact fields are gated by release level, so only the ID is required. */
export const CompanySchema = z.looseObject({
  company_ID: int,
  companyname: str.optional(),
  detailpagelink: str.optional(),
  address: str.optional(),
  address2: str.optional(),
  zip: str.optional(),
  city: str.optional(),
  region: str.optional(),
  country: str.optional(),
});
export type Company = z.infer<typeof CompanySchema>;

/** 2.1: returned by referenceprojects (mode paging/full) and search. */
export const ListItemSchema = z.looseObject({
  reference_ID: int,
  projecttitle: str,
  subtitle: str,
  displayedlocation: str,
  country: str,
  region: str,
  city: str,
  location: str,
  latitude: num.optional(),
  longitude: num.optional(),
  date: str,
  thumbnail: str,
  uniquename: str,
  referencedetailpagelink: str,
  seolabel: str,
  company: CompanySchema,
  status: int,
  projectstatus: int,
  ispublished: bool,
  iscountersigned: bool,
  datecountersigned: str.optional(),
  countersignstatus: int,
  isfeatured: bool,
  referencetype_ID: int,
  datecreated: str,
  client: ClientSchema.optional(),
  dateupdated: str.optional(),
  updated_by: str.optional(),
});
export type ListItem = z.infer<typeof ListItemSchema>;

/** 2.4 */
export const MediaItemSchema = z.looseObject({
  title: str.optional(),
  description: str.optional(),
  file: str.optional(),
  medialink: str.optional(),
  thumb: str.optional(),
  display_text: str.optional(),
  isstage: bool.optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** Property field: `value` for single-value fields, `values` for multi-option fields. */
export const PropertyFieldSchema = z.looseObject({
  field_ID: int,
  title: str,
  description: str.optional(),
  formtype: int,
  status: int.optional(),
  internal: bool.optional(),
  value: str.optional(),
  values: strs.optional(),
});
export type PropertyField = z.infer<typeof PropertyFieldSchema>;

export const PropertySectionSchema = z.looseObject({
  section_ID: int,
  sectiontitle: str,
  teaser: str.optional(),
  branch_ID: int.optional(),
  branchname: str.optional(),
  fields: z.array(PropertyFieldSchema),
});
export type PropertySection = z.infer<typeof PropertySectionSchema>;

export const BranchRefSchema = z.looseObject({
  branch_ID: int,
  branchname: str,
  seolabel: str.optional(),
});
export const DetailBranchSchema = BranchRefSchema.extend({ path: z.array(BranchRefSchema).optional() });
export type DetailBranch = z.infer<typeof DetailBranchSchema>;

export const ServiceSchema = z.looseObject({
  service_ID: int,
  servicename: str,
  seolabel: str.optional(),
  teaser: str.optional(),
  description: str.optional(),
  status: int.optional(),
});
export const WorkFieldServicesSchema = z.looseObject({
  workfieldname: str,
  workfieldservices: z.array(ServiceSchema),
});
export type WorkFieldServices = z.infer<typeof WorkFieldServicesSchema>;

export const UsedProductSchema = z.looseObject({
  product_ID: int,
  productname: str,
  teaser: str.optional(),
  description: str.optional(),
  companyname: str.optional(),
  URL: str.optional(),
  status: int.optional(),
});

export const ReferenceGroupSchema = z.looseObject({ group_ID: int, group: str });

export const CountersignStatementSchema = z.looseObject({
  contactquote_ID: int,
  statement: str,
  displayedname: str.optional(),
});

export const AwardSchema = z.looseObject({
  award_ID: int,
  awardname: str,
  seolabel: str.optional(),
  year: int.optional(),
});

export const PartnerSchema = z.looseObject({
  partner_ID: int,
  companyname: str,
  partnerrole: str.optional(),
  detailpagelink: str.optional(),
  logo: str.optional(),
});

const media = z.array(MediaItemSchema).optional();

/** 2.3: referenceproject. Collections may be omitted when empty; contract fields are gated. */
export const ReferenceDetailSchema = z.looseObject({
  reference_ID: int,
  projecttitle: str,
  subtitle: str,
  description: str,
  lang_ID: int,
  isconfirmed: bool,
  referencedetailpagelink: str,
  displayedlocation: str,
  continent: str,
  country: str,
  region: str,
  city: str,
  location: str,
  latitude: num.optional(),
  longitude: num.optional(),
  date: str,
  // §2.9: fields beyond the release-level gating are not documented.
  company: z.looseObject({}),
  responsiblecompanylocation: z.looseObject({}).optional(),
  client: z.array(ClientSchema).optional(),
  referencegroups: z.array(ReferenceGroupSchema).optional(),
  branches: z.array(DetailBranchSchema).optional(),
  usedproducts: z.array(UsedProductSchema).optional(),
  services: z.array(WorkFieldServicesSchema).optional(),
  properties: z.array(PropertySectionSchema).optional(),
  internalproperties: z.array(PropertyFieldSchema).optional(),
  contractvalue: str.optional(),
  contracttype: str.optional(),
  employed: str.optional(),
  video: media,
  panorama360: media,
  widestageimages: media,
  portraitstageimages: media,
  galleryimages: media,
  audio: media,
  presentation_document: media,
  press_document: media,
  download_document: media,
  countersignstatements: z.array(CountersignStatementSchema).optional(),
  awards: z.array(AwardSchema).optional(),
  partners: z.array(PartnerSchema).optional(),
});
export type ReferenceDetail = z.infer<typeof ReferenceDetailSchema>;

/** 2.5: `v` is a string or a number depending on the definition's datatype. */
export const FilterOptionSchema = z.looseObject({
  v: z.union([str, num]),
  d: str,
  c: int.optional(),
  min: num.optional(),
  max: num.optional(),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const FilterDefinitionSchema = z.looseObject({
  name: str,
  label: str,
  sortmode: str,
  datatype: str,
  formtype: str,
  opened: int,
  internal: int.optional(),
  workfield_ID: int.optional(),
  options: z.array(FilterOptionSchema),
});
export type FilterDefinition = z.infer<typeof FilterDefinitionSchema>;

/** 2.6: range buckets are tried first because a loose term schema would also accept them. */
export const RangeBucketSchema = z.looseObject({ V: z.union([str, num]), MIN: num, MAX: num, C: int });
export const TermBucketSchema = z.looseObject({ V: z.union([str, num]), C: int });
export const AggregationBucketSchema = z.union([RangeBucketSchema, TermBucketSchema]);
export type RangeBucket = z.infer<typeof RangeBucketSchema>;
export type TermBucket = z.infer<typeof TermBucketSchema>;
export type AggregationBucket = z.infer<typeof AggregationBucketSchema>;
export const AggregationsSchema = z.record(z.string(), z.array(AggregationBucketSchema));
export type Aggregations = z.infer<typeof AggregationsSchema>;

/** 4.3: the only enveloped response. aggregations only with getaggregations=true. */
export const SearchResponseSchema = z.looseObject({
  total: int,
  page: int,
  references: z.array(ListItemSchema),
  aggregations: AggregationsSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** The part of a search answer that paging through IDs reads: validating 100 full items per page cost CPU a build needs elsewhere. */
export const SearchIdsResponseSchema = z.looseObject({
  total: int,
  page: int,
  references: z.array(z.looseObject({ reference_ID: int })),
});

/** 2.7: children are the nodes whose lft/rgt lie inside the parent's range. */
export const BranchNodeSchema = z.looseObject({
  branch_ID: int,
  branchname: str,
  lft: int,
  rgt: int,
  referencecount: int,
});
export type BranchNode = z.infer<typeof BranchNodeSchema>;

/** 2.8: columns depend on `options` and `field_IDlist`, so everything but the ID is optional. */
export const ExportRowSchema = z.looseObject({
  reference_ID: int,
  published: bool.optional(),
  isconfirmed: bool.optional(),
  imagecount: int.optional(),
  branches: strs.optional(),
  referencegroups: strs.optional(),
  tags: strs.optional(),
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
export const CountSchema = z.int().nonnegative();

/** 4.1 mode=IDonly */
export const IdRowSchema = z.looseObject({ reference_ID: int });
export type IdRow = z.infer<typeof IdRowSchema>;

/** 4.1 mode=optionsonly */
export const OptionRowSchema = z.looseObject({ reference_ID: int, projecttitle: str });
export type OptionRow = z.infer<typeof OptionRowSchema>;

/** 4.7: shape depends on the app type (§2.9), so only "is an object" is checked. */
export const AppSettingsSchema = z.looseObject({});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** 7: the export's 401 body. */
export const ExportAuthErrorSchema = z.looseObject({
  error: str.optional(),
  message: str.optional(),
  code: int.optional(),
});
