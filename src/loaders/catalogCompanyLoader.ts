import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import { storePerLanguage } from './perLanguage.ts';

export type CatalogCompanyLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/**
 * The company whose catalog this is, per language, as its list items name it. Every item carries
 * the same company object; kept once here rather than in each of the references' entries (a
 * quarter kilobyte each, in a store Astro serializes and compiles whole). The list is the one the
 * references loader reads at the same time (CatalogSource.listing shares it): no extra request.
 */
export function catalogCompanyLoader({ catalog, langs }: CatalogCompanyLoaderOptions): Loader {
  const read = () =>
    Promise.all(langs.map(async (lang) => (await catalog().snapshot(lang)).items[0]?.company ?? null));
  return {
    name: 'catalog-company-loader',
    load: (context) =>
      recordedLoad('catalog company', context, async () => storePerLanguage(context, langs, await read())),
  };
}
