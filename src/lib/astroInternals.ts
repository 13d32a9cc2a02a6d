/**
 * Every behaviour of Astro the build relies on that Astro does not document, in one place. Each has
 * a test (tests/unit/lib/astroInternals.test.ts) that drives Astro's own code and fails with a line
 * naming the behaviour when an Astro release changes it; docs/architecture.md lists each with what
 * would remove it. Nothing else in the project may reach into `astro/dist/` or these layouts.
 */
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';

/**
 * Astro's data store saves itself, serializing all of it, 500 ms after its last change
 * (`SAVE_DEBOUNCE_MS` in astro/dist/content/mutable-data-store.js): a sync that changes a little
 * between long waits (a few details, facet checks) saved the whole store over and over, each time
 * blocking the loaders' requests. Touching the loader's meta more often than that keeps the save
 * from firing; Astro saves once when the sync ends. Returns the function that stops it.
 */
export const KEEP_UNSAVED_MS = 200;

export function keepStoreUnsaved(meta: LoaderContext['meta']): () => void {
  const timer = setInterval(() => meta.set('loading', '1'), KEEP_UNSAVED_MS);
  return () => clearInterval(timer);
}

/**
 * Where `experimental.incrementalBuild` keeps a copy of each output it rendered, and restores a
 * skipped page from when the output folder lacks it: `dist/` in its cacheDir
 * (`INCREMENTAL_OUTPUT_DIR` in astro/dist/core/build/incremental.js). The staging tree
 * (scripts/builder/staging.ts) is that folder, renamed in and out, so kept pages are never copied.
 */
export const astroCopiesDir = (cacheDir: string) => join(cacheDir, 'dist');

/**
 * Where Astro keeps its data store as one file (`DATA_STORE_FILE` in astro/dist/content/consts.js,
 * under its cacheDir). astro.config.mjs keeps it in parts (`data-store/`), so this file is a
 * checkout's from before that change: never read again, as large as the catalog (86 MB at 25,000).
 */
export const astroSingleFileStore = (cacheDir: string) => join(cacheDir, 'data-store.json');

/**
 * Astro's image cache: each image it processes is an entry in `assets/` under its cacheDir
 * (`assetsCacheDir` in astro/dist/assets/build/generate.js), named as the output's file. The build's
 * log (scripts/builder/buildLog.ts) counts the entries new since the build started as encoded.
 */
export const astroImageCacheDir = (cacheDir: URL): URL => new URL('assets/', cacheDir);

/**
 * The label of the parts Astro's logger writes to complete a line it began without a label (a
 * page's or an image's line, then " (+10ms)"), one of `AstroLoggerLabels` in
 * astro/dist/core/logger/core.js. The condensed log (scripts/builder/astroLog.ts) drops both.
 */
export const ASTRO_CONTINUATION_LABEL = 'SKIP_FORMAT';

/**
 * How Astro bundles a data store kept in parts (`experimental.collectionStorage`, chunked): the
 * store's module (tagged as content data, so no page's incremental key walks past it) lazily
 * imports one virtual module per part, `\0astro:data-layer-content-chunk:<16 hex>.txt.mjs`
 * (`RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_PREFIX` and `_SUFFIX` in astro/dist/content/consts.js),
 * whose default export is the text of `<name>` in `data-store/` under the cacheDir
 * (`getDataStoreDir` in astro/dist/content/paths.js).
 */
export const STORE_PART_MODULE = /^\0astro:data-layer-content-chunk:([a-f0-9]{16}\.txt)\.mjs$/;
export const astroStorePartsDir = (cacheDir: URL): URL => new URL('data-store/', cacheDir);

/**
 * Astro writes into each module that uses `import.meta.env` as a whole every environment variable
 * whose name occurs anywhere in the module's text (`getReferencedPrivateKeys` in
 * astro/dist/env/vite-plugin-import-meta-env.js, a substring test), and a module's text is part of
 * the hash `experimental.incrementalBuild` keeps for each route that reaches it. `_`, which a shell
 * sets to the path of the command it runs, occurs in nearly every module: a build started another
 * way (npx, npm run, the Node binary itself) rendered every search card file again (their route
 * reaches astro/dist/actions/runtime/client.js through astro/container). Astro's process does not
 * get these variables (scripts/builder/astroProcess.ts).
 */
export const ENV_NOT_FOR_ASTRO = ['_'] as const;
