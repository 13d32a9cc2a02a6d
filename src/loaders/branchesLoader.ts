import type { Loader } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { placeBranches } from './branchTree.ts';
import { catalogFromEnv } from './catalogSource.ts';
import { withFailureNote } from './guard.ts';
import { BranchEntrySchema } from './schemas.ts';

/** The company's industry tree in one language (/branches/branches), placed from its nested set. */
export function branchesLoader({ lang }: { lang: Lang }): Loader {
  return {
    name: `branches-loader-${lang}`,
    schema: BranchEntrySchema,
    load: ({ store, logger, parseData }) =>
      withFailureNote(`branches ${lang}`, async () => {
        const client = catalogFromEnv((line) => logger.info(line));
        const nodes = await client.getBranches(lang);
        store.clear();
        for (const branch of placeBranches(nodes)) {
          const id = String(branch.branch_ID);
          store.set({ id, data: await parseData({ id, data: { ...branch, lang } }) });
        }
        logger.info(`branches ${lang}: ${nodes.length}`);
      }),
  };
}
