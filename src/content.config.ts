/**
 * The content collections: one per entity, each entry in one language, each declared with the
 * schema its loader stores (so getCollection/getEntry are typed end to end). The loaders get their
 * catalog and languages from here; nothing below reads the environment (src/settings.ts does).
 */
import { defineCollection } from 'astro:content';
import { LANGS } from './catalog/lang.ts';
import { branchesLoader } from './loaders/branchesLoader.ts';
import { catalogFromSettings } from './loaders/catalogSource.ts';
import { FacetEntrySchema, facetsLoader } from './loaders/facetsLoader.ts';
import { filtersLoader } from './loaders/filtersLoader.ts';
import { referencesLoader } from './loaders/referencesLoader.ts';
import { BranchEntrySchema, FilterEntrySchema, ReferenceEntrySchema } from './loaders/schemas.ts';

const catalog = catalogFromSettings();
const source = { catalog, langs: LANGS };

export const collections = {
  references: defineCollection({ loader: referencesLoader(source), schema: ReferenceEntrySchema }),
  branches: defineCollection({ loader: branchesLoader(source), schema: BranchEntrySchema }),
  filters: defineCollection({ loader: filtersLoader(source), schema: FilterEntrySchema }),
  facets: defineCollection({ loader: facetsLoader(source), schema: FacetEntrySchema }),
};
