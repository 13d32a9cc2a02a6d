/**
 * The content collections: one per entity, each entry in one language, each declared with the
 * schema its loader stores (so getCollection/getEntry are typed end to end). The loaders get their
 * sources and languages from here; nothing below reads the environment (src/settings.ts does).
 */
import { defineCollection } from 'astro:content';
import { LANGS } from './catalog/lang.ts';
import { branchesLoader } from './loaders/branchesLoader.ts';
import { catalogFromSettings } from './loaders/catalogSource.ts';
import { FacetEntrySchema, facetsLoader } from './loaders/facetsLoader.ts';
import { filtersLoader } from './loaders/filtersLoader.ts';
import { companyLoader, groupsLoader, mostViewedLoader } from './loaders/gatewayLoaders.ts';
import { gatewayFromSettings } from './loaders/gatewaySource.ts';
import { referencesLoader } from './loaders/referencesLoader.ts';
import {
  BranchEntrySchema,
  CompanyEntrySchema,
  FilterEntrySchema,
  GroupEntrySchema,
  MostViewedEntrySchema,
  ReferenceEntrySchema,
} from './loaders/schemas.ts';
import { WidgetEntrySchema, widgetsLoader } from './loaders/widgetsLoader.ts';
import { readSiteSettings } from './settings.ts';

// The REST catalog: references, the branch tree, the facets.
const catalog = { catalog: catalogFromSettings(), langs: LANGS };
// The assistant gateway: what only it has.
const gateway = { gateway: gatewayFromSettings(), langs: LANGS };

export const collections = {
  references: defineCollection({ loader: referencesLoader(catalog), schema: ReferenceEntrySchema }),
  branches: defineCollection({ loader: branchesLoader(catalog), schema: BranchEntrySchema }),
  filters: defineCollection({ loader: filtersLoader(catalog), schema: FilterEntrySchema }),
  facets: defineCollection({ loader: facetsLoader(catalog), schema: FacetEntrySchema }),
  company: defineCollection({ loader: companyLoader(gateway), schema: CompanyEntrySchema }),
  groups: defineCollection({ loader: groupsLoader(gateway), schema: GroupEntrySchema }),
  mostViewed: defineCollection({ loader: mostViewedLoader(gateway), schema: MostViewedEntrySchema }),
  // Upstream widgets (SITE_EMBED_WIDGETS) as presets of the embeddable reference list.
  widgets: defineCollection({
    loader: widgetsLoader({ catalog: catalog.catalog, widgets: () => readSiteSettings().SITE_EMBED_WIDGETS }),
    schema: WidgetEntrySchema,
  }),
};
