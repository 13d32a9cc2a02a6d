/**
 * What the collections keep, one schema per collection (content.config.ts declares them, so
 * getCollection returns these types and a page reading a field the store does not keep is a type
 * error). One collection per entity; each entry carries its language.
 */
import { z } from 'zod';
import { LANGS, type Lang } from '../catalog/lang.ts';
import {
  BranchNodeSchema,
  CompanySchema,
  FilterDefinitionSchema,
  ListItemSchema,
  ReferenceDetailSchema,
} from '../catalog/schemas.ts';
import { CompanyProfile, ReferenceGroup } from '../gateway/schemas.ts';
import { DetailSummarySchema } from './summary.ts';

export const LangSchema = z.enum(LANGS);

/** Entry IDs are unique per collection: the language and the catalog's ID. */
export function entryId(lang: Lang, id: string | number): string {
  return `${lang}/${id}`;
}

/** The catalog's (numeric) ID in an entry ID: the inverse of entryId. */
export function catalogIdOf(entry: string): number {
  return Number(entry.slice(entry.indexOf('/') + 1));
}

/**
 * The list item fields the site reads: the cards' title, subtitle and location line, the map's
 * coordinates, the image, dates and badges. The rest repeat the detail: at 10,000 references per
 * language the full items were ~20 % of the data store, which Astro serializes on every save and
 * compiles into one module for the page build (time and memory grow with it).
 */
export const StoredItemSchema = ListItemSchema.pick({
  reference_ID: true,
  projecttitle: true,
  subtitle: true,
  displayedlocation: true,
  location: true,
  city: true,
  region: true,
  country: true,
  latitude: true,
  longitude: true,
  seolabel: true,
  date: true,
  thumbnail: true,
  iscountersigned: true,
  datecountersigned: true,
  isfeatured: true,
  datecreated: true,
  dateupdated: true,
});
export type StoredItem = z.infer<typeof StoredItemSchema>;

/** The company the catalog's list items name (the same in every item), per language. */
export const CatalogCompanyEntrySchema = CompanySchema.extend({ lang: LangSchema });
export type CatalogCompanyEntry = z.infer<typeof CatalogCompanyEntrySchema>;

/**
 * The detail as stored: the company object is kept once per language (CatalogCompanyEntry), and
 * descriptionText is the search text of the description as delivered (before sanitizing).
 */
export const StoredDetailSchema = ReferenceDetailSchema.omit({ company: true }).extend({
  descriptionText: z.string().optional(),
});
export type StoredDetail = z.infer<typeof StoredDetailSchema>;

/**
 * One reference in one language: the fields of its list item the site reads, what other pages read
 * of its detail, and the digest of the full detail, which is kept on disk (detailStore.ts).
 */
export const ReferenceEntrySchema = z.object({
  lang: LangSchema,
  item: StoredItemSchema,
  summary: DetailSummarySchema,
  detailDigest: z.string(),
  /** The list image's URL when the CDN answered it gone (goneMedia.ts): not asked again while `dateupdated` stays. */
  goneThumbnail: z.string().optional(),
});
export type ReferenceEntry = z.infer<typeof ReferenceEntrySchema>;

/** A branch node enriched with what pages need: its parent, depth and ancestry. */
export const BranchEntrySchema = BranchNodeSchema.extend({
  lang: LangSchema,
  parent_ID: z.int().nullable(),
  depth: z.int(),
  ancestors: z.array(z.int()),
});
export type BranchEntry = z.infer<typeof BranchEntrySchema>;

export const FilterEntrySchema = FilterDefinitionSchema.extend({ lang: LangSchema, position: z.int() });
export type FilterEntry = z.infer<typeof FilterEntrySchema>;

/** The company profile from the assistant gateway, per language (get_company_profile). */
export const CompanyEntrySchema = CompanyProfile.extend({ lang: LangSchema });
export type CompanyEntry = z.infer<typeof CompanyEntrySchema>;

/** One reference group with its parent (list_referencegroups), in the gateway's tree order. */
export const GroupEntrySchema = ReferenceGroup.extend({ lang: LangSchema, position: z.int() });
export type GroupEntry = z.infer<typeof GroupEntrySchema>;

/** The most viewed references of a period (get_statistics top_references), per language. */
export const MostViewedEntrySchema = z.object({
  lang: LangSchema,
  from: z.string(),
  to: z.string(),
  references: z.array(z.object({ reference_ID: z.int(), title: z.string(), viewcount: z.int() })),
});
export type MostViewedEntry = z.infer<typeof MostViewedEntrySchema>;
