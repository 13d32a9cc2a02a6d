/** Building blocks of the gateway's tool arguments and of their structuredContent (spec §2). */
import { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '../catalog/lang.ts';
import { LIMITS } from './protocol.ts';

// ---------------------------------------------------------------------------------------------
// Argument building blocks
// ---------------------------------------------------------------------------------------------

/** The gateway's `lang` values are the site's languages (one definition: catalog/lang.ts). */
export type GatewayLang = Lang;

export const lang = z
  .enum(LANGS)
  .default(DEFAULT_LANG)
  .describe('Language of texts and formatted values (default de)');
export const id = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
export const page = z.int().min(1).max(1_000_000).default(1).describe('Page, from 1');
export const limit = (def: number, max: number) =>
  z.int().min(1).max(max).default(def).describe(`Page size (default ${def}, max ${max})`);
export const year = z.int().min(LIMITS.yearMin).max(LIMITS.yearMax);
export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, any case');
export const text200 = z.string().min(1).max(200);
/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = z.iso.date();

// ---------------------------------------------------------------------------------------------
// Result building blocks (structuredContent)
// ---------------------------------------------------------------------------------------------

export const referenceUri = (reference_ID: number): string => `references://${reference_ID}`;

export const ResultItem = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  city: z.string(),
  /** Country name in the requested language, as the REST API delivers it. */
  country: z.string(),
  /** Start year of the project. */
  year: z.int(),
});

export const MatchItem = ResultItem.extend({
  /** 0..1, higher is better; matches are ordered by it. */
  relevance: z.number().min(0).max(1),
});

export const ListItem = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  yearfrom: z.int(),
  monthfrom: z.int().min(1).max(12),
  /** null while the project is ongoing. */
  yearuntil: z.int().nullable(),
  monthuntil: z.int().min(1).max(12).nullable(),
  detail_url: z.string().optional(),
  thumb_url: z.string().optional(),
});

export const BranchNode = z.object({ branch_ID: id, name: z.string(), parent_ID: id.nullable() });
export const ReferenceGroup = z.object({ referencegroup_ID: id, name: z.string(), parent_ID: id.nullable() });
export const ClientEntry = z.object({
  client_ID: id,
  /** The name the catalog shows (a generic label for anonymized clients). */
  clientname: z.string(),
  /** "" for anonymized clients. */
  city: z.string(),
  country: z.string(),
});
export const MediaEntry = z.object({
  file_ID: id,
  filename: z.string(),
  /** Media type code of spec §2 (1 gallery, 2 video, 4/5/9 documents, 7 wide, 8 portrait stage). */
  mediatype: z.int(),
  url: z.string(),
  title: z.string().optional(),
});

export const PropertyField = z.object({
  field_ID: id,
  title: z.string(),
  /** Formatted value, unit included where the field has one. */
  value: z.string().optional(),
  unit: z.string().optional(),
  values: z.array(z.string()).optional(),
});

export const image = z.object({ title: z.string(), file: z.string(), thumb: z.string() });

export const ReferenceDetail = z.object({
  reference_ID: id,
  uri: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** HTML, as the REST API delivers it. */
  description: z.string().optional(),
  period: z.object({ text: z.string(), yearfrom: z.int(), yearuntil: z.int().nullable() }).optional(),
  location: z.string().optional(),
  country: z.string().optional(),
  region: z.string().optional(),
  displayedlocation: z.string().optional(),
  city: z.string().optional(),
  detail_url: z.string().optional(),
  branches: z.array(z.object({ branch_ID: id, branchname: z.string() })).optional(),
  referencegroups: z.array(z.object({ referencegroup_ID: id, groupname: z.string() })).optional(),
  clients: z
    .array(z.object({ client_ID: id, displaytype: z.string(), displayedname: z.string().optional() }))
    .optional(),
  services: z
    .array(
      z.object({
        workfieldname: z.string(),
        services: z.array(z.object({ service_ID: id, servicename: z.string() })),
      }),
    )
    .optional(),
  products: z.array(z.object({ product_ID: id, productname: z.string() })).optional(),
  properties: z
    .array(z.object({ section_ID: id, sectiontitle: z.string(), fields: z.array(PropertyField) }))
    .optional(),
  internalproperties: z.array(PropertyField).optional(),
  gallery: z.array(image).optional(),
  videos: z.array(z.object({ title: z.string(), medialink: z.string() })).optional(),
  widestageimages: z.array(image).optional(),
  portraitstageimages: z.array(image).optional(),
  documents: z.array(z.object({ title: z.string(), mediatype: z.int(), file: z.string() })).optional(),
  confirmed: z.literal(true).optional(),
  countersignstatements: z.array(z.object({ statement: z.string(), displayedname: z.string() })).optional(),
  awards: z.array(z.object({ award_ID: id, awardname: z.string(), year: z.int().optional() })).optional(),
  partners: z
    .array(z.object({ partner_ID: id, companyname: z.string(), partnerrole: z.string() }))
    .optional(),
});

export const CompanyProfile = z.object({
  company_ID: id,
  name: z.string(),
  teaser: z.string(),
  /** "City, Country" of the head office. */
  location: z.string(),
  website: z.string(),
  /** URL slug, also usable in companies://{uniquename}. */
  uniquename: z.string(),
});

/** companies://{uniquename}: what any company shows publicly. */
export const PublicCompanyProfile = z.object({
  name: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string(),
});

export const periodViews = z.object({ from: isoDate, to: isoDate, views: z.int().min(0) });
