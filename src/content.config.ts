/**
 * The content collections: one per entity, each entry in one language, each declared with the
 * schema its loader stores (so getCollection/getEntry are typed end to end). The loaders
 * (src/loaders/index.ts, which the build's probe reads too) get their sources and languages from
 * here; nothing below reads the environment (src/settings.ts does).
 */
import { defineCollection } from 'astro:content';
import { LANGS } from './catalog/lang.ts';
import { catalogFromSettings } from './loaders/catalogSource.ts';
import { referenceDetails } from './loaders/detailStore.ts';
import { FacetEntrySchema } from './loaders/facetsLoader.ts';
import { gatewayFromSettings } from './loaders/gatewaySource.ts';
import { createLoaders } from './loaders/index.ts';
import {
  BranchEntrySchema,
  CatalogCompanyEntrySchema,
  CompanyEntrySchema,
  FilterEntrySchema,
  GroupEntrySchema,
  MostViewedEntrySchema,
  ReferenceEntrySchema,
} from './loaders/schemas.ts';
import { WidgetEntrySchema } from './loaders/widgetsLoader.ts';
import { readSiteSettings } from './settings.ts';

const loaders = createLoaders({
  catalog: catalogFromSettings(),
  details: referenceDetails,
  gateway: gatewayFromSettings(),
  widgets: () => readSiteSettings().SITE_EMBED_WIDGETS,
  langs: LANGS,
});

export const collections = {
  references: defineCollection({ loader: loaders.references, schema: ReferenceEntrySchema }),
  branches: defineCollection({ loader: loaders.branches, schema: BranchEntrySchema }),
  catalogCompany: defineCollection({ loader: loaders.catalogCompany, schema: CatalogCompanyEntrySchema }),
  filters: defineCollection({ loader: loaders.filters, schema: FilterEntrySchema }),
  facets: defineCollection({ loader: loaders.facets, schema: FacetEntrySchema }),
  company: defineCollection({ loader: loaders.company, schema: CompanyEntrySchema }),
  groups: defineCollection({ loader: loaders.groups, schema: GroupEntrySchema }),
  mostViewed: defineCollection({ loader: loaders.mostViewed, schema: MostViewedEntrySchema }),
  widgets: defineCollection({ loader: loaders.widgets, schema: WidgetEntrySchema }),
} satisfies Record<keyof typeof loaders, unknown>;
