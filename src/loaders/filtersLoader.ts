import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import { entryId } from './schemas.ts';

export type FiltersLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/**
 * The facet definitions of /references/filters per language, in the API's order: the snapshot's,
 * with the options in use only (what the sidebar shows).
 */
export function filtersLoader({ catalog, langs }: FiltersLoaderOptions): Loader {
  const read = () => Promise.all(langs.map(async (lang) => (await catalog().snapshot(lang)).filters));
  return {
    name: 'filters-loader',
    load: (context) =>
      recordedLoad('filters', context, async () => {
        const { store, logger, parseData } = context;
        const answers = await read();
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
