import type { CatalogClient } from '../catalog/client.ts';
import type { Lang } from '../catalog/lang.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import type { ProbedLoader } from './probe.ts';
import { entryId } from './schemas.ts';

export type FiltersLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/** The definitions the sidebar shows (no unused options): read by this loader and facetsLoader. */
export const readDefinitions = (client: CatalogClient, lang: Lang) =>
  client.getFilters(lang, { unusedOptions: false });

/** The facet definitions of /references/filters per language, in the API's order. */
export function filtersLoader({ catalog, langs }: FiltersLoaderOptions): ProbedLoader {
  const read = () => Promise.all(langs.map((lang) => readDefinitions(catalog().client, lang)));
  return {
    name: 'filters-loader',
    probe: read,
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
