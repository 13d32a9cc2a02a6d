/**
 * The truth the built site is compared with: the embedded simulator at the defaults the default
 * build uses (`npm run build` without flags: 240 references, seed 1), read through the project's
 * catalog client. One simulator per worker, started on demand and stopped at worker teardown.
 */
import { test as base } from '@playwright/test';
import { FIXED_KEYS, startSimulator } from '../../../simulator/index.ts';
import {
  type BranchNode,
  type CatalogClient,
  createCatalogClient,
  type ListItem,
  type ReferenceDetail,
} from '../../../src/catalog/index.ts';
import { LANGS, type Lang } from './contract.ts';

export type Catalog = {
  client: CatalogClient;
  /** Every reference published in the language (what the site must show). */
  references: Record<Lang, ListItem[]>;
  branches: Record<Lang, BranchNode[]>;
  /** Details of every published reference, fetched on first use. */
  details(lang: Lang): Promise<ReferenceDetail[]>;
};

/** The key the default build reads with (company 1, German default), as documented for the simulator. */
const BUILD_KEY = FIXED_KEYS.find((key) => key.company_ID === 1 && key.defaultLang === 'de' && !key.revoked);

export const test = base.extend<object, { catalog: Catalog }>({
  catalog: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      if (!BUILD_KEY) throw new Error('the simulator documents no key for company 1');
      const sim = await startSimulator();
      try {
        const client = createCatalogClient({ baseUrl: sim.url, apiKey: BUILD_KEY.apiKey });
        const lists = await Promise.all(LANGS.map(async (lang) => (await client.snapshot(lang)).items));
        const trees = await Promise.all(LANGS.map((lang) => client.getBranches(lang)));
        const references = { de: lists[0] ?? [], en: lists[1] ?? [] };
        const fetched = new Map<Lang, Promise<ReferenceDetail[]>>();
        const details = (lang: Lang) => {
          let pending = fetched.get(lang);
          if (!pending) {
            pending = Promise.all(
              references[lang].map(async (item) => {
                const detail = await client.getReference(lang, { id: item.reference_ID });
                if (!detail)
                  throw new Error(`reference ${item.reference_ID} listed in ${lang} has no detail`);
                return detail;
              }),
            );
            fetched.set(lang, pending);
          }
          return pending;
        };
        await use({ client, references, branches: { de: trees[0] ?? [], en: trees[1] ?? [] }, details });
      } finally {
        await sim.close();
      }
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
