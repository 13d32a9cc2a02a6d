/**
 * Astro's data store saves itself (serializing all of it) 500 ms after its last change. A loader
 * that waits on the catalog between changes must not set that off: at 10,000 references each save
 * took ~4 s, and a sync with 1 % changed saved seven times. Driven with Astro's own store.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, describe, expect, it } from 'vitest';
// Astro's store itself (not exported publicly): its debounced save is what is under test.
import { MutableDataStore } from '../../../node_modules/astro/dist/content/mutable-data-store.js';
import { recordedLoad } from '../../../src/loaders/guard.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a loader and Astro's data store", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is saved once, after the loader, not while it waits between changes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-saves-'));
    const file = join(dir, 'data-store.json');
    const store = await MutableDataStore.fromFile(pathToFileURL(file));
    const context = {
      collection: 'references',
      store: store.scopedStore('references'),
      meta: store.metaStore('references'),
      generateDigest: (data: unknown) => JSON.stringify(data),
    } as unknown as LoaderContext;
    const saved = () =>
      stat(file).then(
        () => true,
        () => false,
      );

    await recordedLoad('references', context, async () => {
      context.store.set({ id: 'de/1', data: { title: 'one' } });
      await sleep(1200);
      expect(await saved()).toBe(false);
      context.store.set({ id: 'de/2', data: { title: 'two' } });
      await sleep(800);
      expect(await saved()).toBe(false);
    });
    await store.waitUntilSaveComplete();
    expect(await saved()).toBe(true);
    const reread = await MutableDataStore.fromFile(pathToFileURL(file));
    expect(reread.scopedStore('references').keys().sort()).toEqual(['de/1', 'de/2']);
  });
});
