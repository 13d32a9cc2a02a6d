import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { catalogFromEnv } from './catalogSource.ts';
import { withFailureNote } from './guard.ts';
import { FilterEntrySchema } from './schemas.ts';

/** The facet definitions of /references/filters in one language, in the API's order. */
export function filtersLoader({ lang }: { lang: Lang }): Loader {
  return {
    name: `filters-loader-${lang}`,
    schema: FilterEntrySchema,
    load: ({ store, logger, parseData }) =>
      withFailureNote(`filters ${lang}`, async () => {
        const client = catalogFromEnv((line) => logger.info(line));
        const definitions = await client.getFilters(lang, { unusedOptions: false });
        store.clear();
        for (const [position, definition] of definitions.entries()) {
          const id = definition.name;
          store.set({ id, data: await parseData({ id, data: { ...definition, lang, position } }) });
        }
        logger.info(`filters ${lang}: ${definitions.length} definitions`);
      }),
  };
}
