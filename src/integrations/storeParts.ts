/**
 * The data store's parts read from their files when the pages render, instead of bundled. Astro
 * makes each 1 MiB part a module holding it as one string literal (astro.config.mjs keeps the store
 * in parts): the bundler parses, copies and writes every part (86 MB at 25,000 references) on every
 * build, and V8 compiles each string literal again before the first page. This plugin gives each
 * part a module of two lines that reads its file: the same default export, without the copies
 * (docs/build-performance.md, "The store's parts read from their files").
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { astroStorePartsDir, STORE_PART_MODULE } from '../lib/astroInternals.ts';

export function storePartsFromFiles(cacheDir: URL): Plugin {
  const dir = astroStorePartsDir(cacheDir);
  return {
    name: 'site:store-parts-from-files',
    apply: 'build',
    load: {
      // Before Astro's own load of the same module, whose hook has no order.
      order: 'pre',
      filter: { id: STORE_PART_MODULE },
      handler(id) {
        const name = STORE_PART_MODULE.exec(id)?.[1];
        if (!name) return undefined;
        const file = fileURLToPath(new URL(name, dir));
        // Missing now, it would be missing when the pages read it, and Astro would read the store
        // as empty: fail while bundling, as Astro's own load of the part does.
        if (!existsSync(file)) this.error(`data store part ${file} is missing: build again with --force`);
        return {
          code: `import { readFileSync } from 'node:fs';\nexport default readFileSync(${JSON.stringify(file)}, 'utf8');\n`,
          map: { mappings: '' },
        };
      },
    },
  };
}
