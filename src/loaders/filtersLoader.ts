import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import { entryId } from './schemas.ts';

export type FiltersLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/** The facet definitions of /references/filters per language, in the API's order. */
export function filtersLoader({ catalog, langs }: FiltersLoaderOptions): Loader {
  return {
    name: 'filters-loader',
    load: (context) =>
      recordedLoad('filters', context, async () => {
        const { store, logger, parseData } = context;
        const { client } = catalog();
        const answers = await Promise.all(
          langs.map((lang) => client.getFilters(lang, { unusedOptions: false })),
        );
        store.clear();
        for (const [i, lang] of langs.entries()) {
          const definitions = answers[i] ?? [];
          for (const [position, definition] of definitions.entries()) {
            const id = entryId(lang, definition.name);
            store.set({ id, data: await parseData({ id, data: { ...definition, lang, position } }) });
          }
          logger.info(`filters ${lang}: ${definitions.length} definitions`);
        }
      }),
  };
}
