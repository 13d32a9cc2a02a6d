import { z } from 'zod';
import {
  BranchNodeSchema,
  FilterDefinitionSchema,
  ListItemSchema,
  ReferenceDetailSchema,
} from '../catalog/schemas.ts';

const LangSchema = z.enum(['de', 'en']);

/** One reference in one language: its list item (with client and admin info) and its detail. */
export const ReferenceEntrySchema = z.object({
  lang: LangSchema,
  item: ListItemSchema,
  detail: ReferenceDetailSchema,
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
