/**
 * Every loader of the site, wired to its sources: content.config.ts declares a collection per
 * entry (with its schema), and the build's probe (catalogProbe.ts) asks each entry's probe. One
 * list, so a new loader is probed as soon as it stores anything.
 */
import type { Lang } from '../catalog/lang.ts';
import { branchesLoader } from './branchesLoader.ts';
import { catalogCompanyLoader } from './catalogCompanyLoader.ts';
import type { CatalogSource } from './catalogSource.ts';
import type { DetailStore } from './detailStore.ts';
import { facetsLoader } from './facetsLoader.ts';
import { filtersLoader } from './filtersLoader.ts';
import { companyLoader, groupsLoader, mostViewedLoader } from './gatewayLoaders.ts';
import type { GatewaySource } from './gatewaySource.ts';
import { referencesLoader } from './referencesLoader.ts';
import { type Widget, widgetsLoader } from './widgetsLoader.ts';

export type LoaderSources = {
  /** The REST catalog: references, the company they name, the branch tree, the facets. */
  catalog: () => CatalogSource;
  /** Where the references' full details are kept, beside the data store. */
  details: () => DetailStore;
  /** The assistant gateway: what only it has. */
  gateway: () => GatewaySource;
  /** Upstream widgets (SITE_EMBED_WIDGETS) published as presets of the embeddable list. */
  widgets: () => Widget[];
  langs: readonly Lang[];
  /** The day "most viewed" ends before. */
  today?: () => Date;
};

export function createLoaders({ catalog, details, gateway, widgets, langs, today }: LoaderSources) {
  return {
    references: referencesLoader({ catalog, details, langs }),
    branches: branchesLoader({ catalog, langs }),
    catalogCompany: catalogCompanyLoader({ catalog, langs }),
    filters: filtersLoader({ catalog, langs }),
    facets: facetsLoader({ catalog, langs }),
    company: companyLoader({ gateway, langs }),
    groups: groupsLoader({ gateway, langs }),
    mostViewed: mostViewedLoader({ gateway, langs }, today),
    widgets: widgetsLoader({ catalog, widgets }),
  };
}
