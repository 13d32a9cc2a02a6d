import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { placeBranches } from './branchTree.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import { entryId } from './schemas.ts';

export type BranchesLoaderOptions = { catalog: () => CatalogSource; langs: readonly Lang[] };

/** The company's industry tree per language (/branches/branches), placed from its nested set. */
export function branchesLoader({ catalog, langs }: BranchesLoaderOptions): Loader {
  const read = () => Promise.all(langs.map(async (lang) => (await catalog().snapshot(lang)).branches));
  return {
    name: 'branches-loader',
    load: (context) =>
      recordedLoad('branches', context, async () => {
        const { store, logger, parseData } = context;
        const trees = await read();
        store.clear();
        for (const [i, lang] of langs.entries()) {
          const nodes = trees[i] ?? [];
          for (const branch of placeBranches(nodes)) {
            const id = entryId(lang, branch.branch_ID);
            store.set({ id, data: await parseData({ id, data: { ...branch, lang } }) });
          }
          logger.info(`branches ${lang}: ${nodes.length}`);
        }
      }),
  };
}
