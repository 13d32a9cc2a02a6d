/**
 * The undocumented Astro behaviours src/lib/astroInternals.ts relies on, driven with Astro's own
 * code (the only place the project imports `astro/dist/`). When an Astro release changes one, the
 * failure names it and what to do, instead of a build that silently gets slower or stale.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, describe, expect, it } from 'vitest';
import astroConfig from '../../../astro.config.mjs';
import { storePartsFromFiles } from '../../../src/integrations/storeParts.ts';
import {
  ASTRO_CONTINUATION_LABEL,
  astroCopiesDir,
  astroImageCacheDir,
  astroSingleFileStore,
  astroStorePartsDir,
  KEEP_UNSAVED_MS,
} from '../../../src/lib/astroInternals.ts';
import { recordedLoad } from '../../../src/loaders/guard.ts';

const ASTRO = join(import.meta.dirname, '../../../node_modules/astro/dist');
const UPGRADE = 'an Astro release changed it: see src/lib/astroInternals.ts and docs/architecture.md';

/** One of Astro's private modules, or a failure naming it. */
async function astroModule<T>(path: string): Promise<T> {
  try {
    return (await import(pathToFileURL(join(ASTRO, path)).href)) as T;
  } catch (error) {
    throw new Error(`Astro's private module astro/dist/${path} is gone (${String(error)}); ${UPGRADE}`);
  }
}

type Store = {
  scopedStore(collection: string): LoaderContext['store'];
  metaStore(collection: string): LoaderContext['meta'];
  waitUntilSaveComplete(): Promise<void>;
};
type StoreModule = {
  MutableDataStore: { fromDir(dir: URL, chunkSize: number, logger: unknown): Promise<Store> };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Astro's store in a folder, in parts as astro.config.mjs keeps it. */
async function openDir(at: string) {
  const storage = astroConfig.experimental?.collectionStorage;
  const chunkSize = typeof storage === 'object' ? storage.chunkSize : undefined;
  if (!chunkSize) throw new Error('astro.config.mjs no longer keeps the data store in parts');
  const { MutableDataStore } = await astroModule<StoreModule>('content/mutable-data-store.js');
  return MutableDataStore.fromDir(pathToFileURL(`${at}/`), chunkSize, console);
}

async function openStore() {
  const at = await mkdtemp(join(tmpdir(), 'astro-internals-'));
  dir = at;
  const store = await openDir(at);
  const context = {
    collection: 'references',
    store: store.scopedStore('references'),
    meta: store.metaStore('references'),
  } as unknown as LoaderContext;
  // The manifest is what a save of the store in parts writes last.
  return { store, dir: at, file: join(at, 'manifest.json'), context };
}

describe("Astro's data store saves itself after each pause in changes", () => {
  it('saves on its own within 1.5 s of a change (the behaviour keepStoreUnsaved exists for)', async () => {
    const { store, file, context } = await openStore();
    context.store.set({ id: 'de/1', data: { title: 'one' } });
    await sleep(1500);
    expect(
      await exists(file),
      `Astro's data store no longer saves itself ~500 ms after a change (SAVE_DEBOUNCE_MS): keepStoreUnsaved may be unneeded; ${UPGRADE}`,
    ).toBe(true);
    await store.waitUntilSaveComplete();
  });

  it('is saved once, after a loader, not while it waits between changes', async () => {
    const { store, dir, file, context } = await openStore();
    const unsaved = `Astro's data store saved while a loader ran despite keepStoreUnsaved (its save debounce got shorter than ${KEEP_UNSAVED_MS} ms, or meta changes no longer postpone it); ${UPGRADE}`;
    await recordedLoad('references', context, async () => {
      context.store.set({ id: 'de/1', data: { title: 'one' } });
      await sleep(1200);
      expect(await exists(file), unsaved).toBe(false);
      context.store.set({ id: 'de/2', data: { title: 'two' } });
      await sleep(800);
      expect(await exists(file), unsaved).toBe(false);
    });
    await store.waitUntilSaveComplete();
    expect(await exists(file), `Astro's data store did not save after the loader; ${UPGRADE}`).toBe(true);
    const reread = await openDir(dir);
    expect(reread.scopedStore('references').keys().sort()).toEqual(['de/1', 'de/2']);
  });
});

type Settings = { config: { cacheDir: URL } };
type CacheModule = {
  IncrementalBuildCache: new (
    configHash: string,
    lockfileHash: string,
    keyDigest: string,
  ) => {
    writeOutputFile(settings: Settings, outputFile: string, body: string): Promise<void>;
    restoreOutputFile(settings: Settings, outputFile: string, destination: URL): Promise<boolean>;
  };
};

describe("experimental.incrementalBuild's copies of the outputs", () => {
  it('are written to, and restored from, astroCopiesDir(cacheDir) under their output paths', async () => {
    dir = await mkdtemp(join(tmpdir(), 'astro-internals-'));
    const cacheDir = join(dir, 'cache');
    const settings = { config: { cacheDir: pathToFileURL(`${cacheDir}/`) } };
    const { IncrementalBuildCache } = await astroModule<CacheModule>('core/build/incremental.js');
    const cache = new IncrementalBuildCache('config', 'lockfile', 'key');
    const layout = `Astro's incremental build no longer keeps its output copies in ${astroCopiesDir('<cacheDir>')} under their output paths: the staging tree (scripts/builder/staging.ts) would stop keeping pages in place; ${UPGRADE}`;

    await cache.writeOutputFile(settings, 'de/referenzen/a/index.html', '<p>a</p>');
    const written = join(astroCopiesDir(cacheDir), 'de/referenzen/a/index.html');
    expect(await readFile(written, 'utf8').catch(() => undefined), layout).toBe('<p>a</p>');

    await writeFile(join(astroCopiesDir(cacheDir), 'de/referenzen/a/index.html'), '<p>kept</p>');
    const destination = pathToFileURL(join(dir, 'out/de/referenzen/a/index.html'));
    expect(await cache.restoreOutputFile(settings, 'de/referenzen/a/index.html', destination), layout).toBe(
      true,
    );
    expect(await readFile(destination, 'utf8')).toBe('<p>kept</p>');
  });
});

describe("Astro's data store as one file", () => {
  it('is DATA_STORE_FILE under the cacheDir, the file the staging folder deletes', async () => {
    const { DATA_STORE_FILE } = await astroModule<{ DATA_STORE_FILE: string }>('content/consts.js');
    expect(astroSingleFileStore('/cache'), UPGRADE).toBe(join('/cache', DATA_STORE_FILE));
  });
});

type ConstsModule = {
  RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_PREFIX: string;
  RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_SUFFIX: string;
};
type ReadModule = {
  ImmutableDataStore: {
    manifestToMap(manifest: Record<string, unknown[]>): Map<string, Map<string, { data: unknown }>>;
  };
};
type LoadHook = { handler(this: unknown, id: string): { code: string } | undefined };

/** The bundler's side of a load hook: `this.error` stops the build with the message. */
const bundler = {
  error: (message: string) => {
    throw new Error(message);
  },
};

describe("Astro's data store parts as modules (storePartsFromFiles reads them from their files)", () => {
  it("are the store read back when each part module is the plugin's", async () => {
    dir = await mkdtemp(join(tmpdir(), 'astro-internals-'));
    const cacheDir = pathToFileURL(`${dir}/`);
    const partsDir = astroStorePartsDir(cacheDir);
    // Parts of 256 bytes: the references below fill several.
    const { MutableDataStore } = await astroModule<StoreModule>('content/mutable-data-store.js');
    const store = await MutableDataStore.fromDir(partsDir, 256, console);
    const written = Array.from({ length: 12 }, (_, i) => ({
      id: `de/${i}`,
      data: { title: `Ref ${i} ü <b>` },
    }));
    for (const entry of written) store.scopedStore('references').set(entry);
    await store.waitUntilSaveComplete();
    const manifest = JSON.parse(await readFile(new URL('manifest.json', partsDir), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(manifest.references?.length, 'the test store fits one part').toBeGreaterThan(1);

    const consts = await astroModule<ConstsModule>('content/consts.js');
    const load = storePartsFromFiles(cacheDir).load as unknown as LoadHook;
    const modules: Record<string, unknown[]> = {};
    for (const [collection, parts] of Object.entries(manifest)) {
      modules[collection] = await Promise.all(
        parts.map(async (part, i) => {
          const id = `${consts.RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_PREFIX}${part}${consts.RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_SUFFIX}`;
          const made = load.handler.call(bundler, id);
          expect(
            made,
            `Astro names a store part's module ${JSON.stringify(id)}, which the plugin no longer recognises; ${UPGRADE}`,
          ).toBeDefined();
          const file = join(dir ?? '', `${collection}-${i}.mjs`);
          await writeFile(file, made?.code ?? '');
          return import(pathToFileURL(file).href);
        }),
      );
    }
    const { ImmutableDataStore } = await astroModule<ReadModule>('content/data-store.js');
    const read = ImmutableDataStore.manifestToMap(modules).get('references');
    expect(
      written.map(({ id }) => read?.get(id)?.data),
      `Astro's store no longer reads back from the parts' default exports; ${UPGRADE}`,
    ).toEqual(written.map(({ data }) => data));
  });

  it('fail the bundling when a part is missing, instead of an empty store when pages render', async () => {
    dir = await mkdtemp(join(tmpdir(), 'astro-internals-'));
    const consts = await astroModule<ConstsModule>('content/consts.js');
    const load = storePartsFromFiles(pathToFileURL(`${dir}/`)).load as unknown as LoadHook;
    const id = `${consts.RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_PREFIX}0123456789abcdef.txt${consts.RESOLVED_DATA_STORE_CHUNK_VIRTUAL_ID_SUFFIX}`;
    expect(() => load.handler.call(bundler, id)).toThrow(
      /data store part .*0123456789abcdef\.txt is missing/,
    );
  });

  it('live in the data-store folder under the cacheDir in a build', async () => {
    const { getDataStoreDir } = await astroModule<{
      getDataStoreDir(settings: { config: { cacheDir: URL } }, isDev: boolean): URL;
    }>('content/paths.js');
    const cacheDir = new URL('file:///cache/');
    expect(astroStorePartsDir(cacheDir).href, UPGRADE).toBe(
      getDataStoreDir({ config: { cacheDir } }, false).href,
    );
  });
});

describe("Astro's image cache and log labels", () => {
  it('keeps processed images in astroImageCacheDir(cacheDir)', async () => {
    type Generate = {
      prepareAssetsGenerationEnv(
        options: unknown,
        total: number,
        extra: { loadImageService(): unknown; referencedImages: Set<string> },
      ): Promise<{ assetsCacheDir: URL }>;
    };
    const { prepareAssetsGenerationEnv } = await astroModule<Generate>('assets/build/generate.js');
    dir = await mkdtemp(join(tmpdir(), 'astro-internals-'));
    const cacheDir = pathToFileURL(`${dir}/cache/`);
    const out = pathToFileURL(`${dir}/out/`);
    const settings = {
      config: { cacheDir, image: { service: { entrypoint: 'astro/assets/services/noop' } }, build: {} },
      buildOutput: 'static',
    };
    const env = await prepareAssetsGenerationEnv(
      { settings, logger: { warn() {} }, outputDirectories: { client: out, prerender: out } },
      0,
      { loadImageService: () => undefined, referencedImages: new Set() },
    );
    expect(env.assetsCacheDir.href, `the image cache moved: ${UPGRADE}`).toBe(
      astroImageCacheDir(cacheDir).href,
    );
    expect(await exists(join(dir, 'cache/assets')), `the image cache moved: ${UPGRADE}`).toBe(true);
  });

  it('labels the parts that complete a line with ASTRO_CONTINUATION_LABEL', async () => {
    const core = await readFile(join(ASTRO, 'core/logger/core.js'), 'utf8');
    const labels = /const AstroLoggerLabels = \[([^\]]*)\]/.exec(core)?.[1] ?? '';
    expect(labels, `Astro's logger labels changed: ${UPGRADE}`).toContain(`"${ASTRO_CONTINUATION_LABEL}"`);
  });
});
