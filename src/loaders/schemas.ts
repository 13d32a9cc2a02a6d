import { z } from 'zod';
import {
  BranchNodeSchema,
  FilterDefinitionSchema,
  ListItemSchema,
  ReferenceDetailSchema,
} from '../catalog/schemas.ts';

const LangSchema = z.enum(['de', 'en']);

/**
 * The list item fields the site reads. The rest repeat the detail: at 10,000 references per
 * language the full items were ~20 % of the data store, which Astro serializes on every save and
 * compiles into one module for the page build (time and memory grow with it).
 */
export const StoredItemSchema = ListItemSchema.pick({
  reference_ID: true,
  projecttitle: true,
  seolabel: true,
  date: true,
  thumbnail: true,
  company: true,
  iscountersigned: true,
  datecountersigned: true,
  isfeatured: true,
  datecreated: true,
  dateupdated: true,
});
export type StoredItem = z.infer<typeof StoredItemSchema>;

/**
 * The detail as stored: the company object is the item's (the same for every reference), and
 * descriptionText is the search text of the description as delivered (before sanitizing).
 */
export const StoredDetailSchema = ReferenceDetailSchema.omit({ company: true }).extend({
  descriptionText: z.string().optional(),
});
export type StoredDetail = z.infer<typeof StoredDetailSchema>;

/** One reference in one language: the fields of its list item the site reads, and its detail. */
export const ReferenceEntrySchema = z.object({
  lang: LangSchema,
  item: StoredItemSchema,
  detail: StoredDetailSchema,
});
export type ReferenceEntry = z.infer<typeof ReferenceEntrySchema>;

/** A branch node enriched with what pages need: its parent, depth, ancestry and URL slug. */
export const BranchEntrySchema = BranchNodeSchema.extend({
  lang: LangSchema,
  slug: z.string(),
  parent_ID: z.int().nullable(),
  depth: z.int(),
  ancestors: z.array(z.int()),
});
export type BranchEntry = z.infer<typeof BranchEntrySchema>;

export const FilterEntrySchema = FilterDefinitionSchema.extend({ lang: LangSchema, position: z.int() });
export type FilterEntry = z.infer<typeof FilterEntrySchema>;
