/**
 * referencesLoader().load() driven as Astro drives it (store, meta, logger, parseData with the
 * collection's schema), against a catalog that changes between loads the way a real one does.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import type { CatalogClient } from '../../../src/catalog/client.ts';
import type { Lang } from '../../../src/catalog/lang.ts';
import type { ListItem } from '../../../src/catalog/schemas.ts';
import { type BuildEvent, subscribe } from '../../../src/loaders/buildEvents.ts';
import { type CatalogSource, createCatalogSource } from '../../../src/loaders/catalogSource.ts';
import { referencesLoader } from '../../../src/loaders/referencesLoader.ts';
import { catalogIdOf, ReferenceEntrySchema } from '../../../src/loaders/schemas.ts';
import { readStoredManifest, storedManifestFile } from '../../../src/loaders/storedManifest.ts';
import { loaderContext, simulatorCatalog } from './context.ts';

let sim: Awaited<ReturnType<typeof startSimulator>>;
let real: CatalogClient;

beforeAll(async () => {
  sim = await startSimulator({ references: 24, seed: 3 });
  real = simulatorCatalog(sim.url)().client;
});
afterAll(async () => {
  await sim.close();
});

/** The build events published from now until the test ends. */
function listen(): BuildEvent[] {
  const events: BuildEvent[] = [];
  onTestFinished(subscribe((event) => events.push(event)));
  return events;
}

/** The simulator's catalog, with the list edited per test and every detail call counted. */
function editableCatalog(options: Partial<CatalogSource> = {}) {
  const edits = { drop: new Set<number>(), touched: new Set<number>() };
  const detailCalls: number[] = [];
  const client = {
    ...real,
    async snapshot(lang: Lang) {
      const { items, ...rest } = await real.snapshot(lang);
      return {
        ...rest,
        items: items
          .filter((item: ListItem) => !edits.drop.has(item.reference_ID))
          .map((item: ListItem) =>
            edits.touched.has(item.reference_ID) ? { ...item, dateupdated: '2099-01-01 00:00:00' } : item,
          ),
      };
    },
    async getReference(lang: Lang, params: { id: number }) {
      detailCalls.push(params.id);
      return real.getReference(lang, params);
    },
  } as CatalogClient;
  const source = createCatalogSource(client, {
    id: sim.url,
    shrink: { max: 0.2, allowed: false },
    maxQuarantine: 0.05,
    ...options,
  });
  return { catalog: () => source, edits, detailCalls };
}

describe('referencesLoader', () => {
  it('stores every listed reference per language with the list fields the cards show', async () => {
    const { catalog } = editableCatalog();
    const { context, entries, details } = loaderContext(ReferenceEntrySchema);
    await referencesLoader({ catalog, details, langs: ['de', 'en'] }).load(context);
    for (const lang of ['de', 'en'] as const) {
      const { items: listed } = await real.snapshot(lang);
      const stored = [...entries.values()].filter((entry) => entry.data.lang === lang);
      expect(stored.map((entry) => entry.id).sort()).toEqual(
        listed.map((item) => `${lang}/${item.reference_ID}`).sort(),
      );
      for (const item of listed) {
        const entry = ReferenceEntrySchema.parse(entries.get(`${lang}/${item.reference_ID}`)?.data);
        expect(entry.item.subtitle).toBe(item.subtitle);
        expect(entry.item.displayedlocation).toBe(item.displayedlocation);
        expect(entry.item.city).toBe(item.city);
        expect(entry.item.country).toBe(item.country);
        expect(entry.item.latitude).toBe(item.latitude);
        expect(entry.item.longitude).toBe(item.longitude);
        const detail = details().read(lang, item.reference_ID);
        expect(detail.reference_ID).toBe(item.reference_ID);
        // The summary other pages read (membership, related references) follows the detail.
        expect(entry.summary.branches?.map((b) => b.branch_ID)).toEqual(
          detail.branches?.map((b) => b.branch_ID),
        );
        expect(entry.summary.referencegroups).toEqual(
          detail.referencegroups?.map(({ group_ID, group }) => ({ group_ID, group })),
        );
        // Branch pages take their slugs from the ancestors' seolabels; names come from the tree.
        expect(entry.summary.branches?.map((b) => b.path ?? [])).toEqual(
          detail.branches?.map((b) =>
            (b.path ?? [])
              .filter((step) => step.branch_ID !== b.branch_ID)
              .map(({ branch_ID, seolabel }) => ({ branch_ID, seolabel })),
          ),
        );
        // The company every item names is kept once (catalogCompanyLoader), not per entry.
        expect(entry.item).not.toHaveProperty('company');
      }
    }
  });

  it('reuses unchanged references by digest, refetches exactly the ones whose dateupdated moved, and drops unlisted ones', async () => {
    const events = listen();
    const { catalog, edits, detailCalls } = editableCatalog();
    const { context, entries, details, detailsDir } = loaderContext(ReferenceEntrySchema);
    const loader = referencesLoader({ catalog, details, langs: ['de'] });
    await loader.load(context);
    const first = detailCalls.length;
    expect(first).toBe(entries.size);

    detailCalls.length = 0;
    await loader.load(context);
    expect(detailCalls).toEqual([]);

    const ids = [...entries.keys()].map(catalogIdOf);
    const [touched, dropped] = [ids[0] as number, ids[1] as number];
    edits.touched.add(touched);
    edits.drop.add(dropped);
    await loader.load(context);
    expect(detailCalls).toEqual([touched]);
    expect(entries.has(`de/${dropped}`)).toBe(false);
    expect(await details().has('de', dropped)).toBe(false);
    expect(entries.size).toBe(first - 1);
    // The record check:dist reads (not Astro's store) lists exactly what is stored now.
    expect(await readStoredManifest(storedManifestFile(detailsDir))).toEqual({
      de: [...entries.keys()].map(catalogIdOf).sort((a, b) => a - b),
      en: [],
    });
    const loads = events.flatMap((e) => (e.kind === 'load' ? [e] : []));
    expect(loads.reduce((sum, e) => sum + e.fetched, 0)).toBe(first + 1);
    expect(loads.reduce((sum, e) => sum + e.reused, 0)).toBe(2 * first - 2);
  });

  it('keeps each full detail on disk, not in the store, and fetches again one whose record was lost', async () => {
    const { catalog, detailCalls } = editableCatalog();
    const { context, entries, details } = loaderContext(ReferenceEntrySchema);
    const loader = referencesLoader({ catalog, details, langs: ['de'] });
    await loader.load(context);
    const [first] = [...entries.values()];
    const id = catalogIdOf(String(first?.id));
    const stored = details().read('de', id);
    expect(stored).toEqual(expect.objectContaining({ reference_ID: id, description: expect.any(String) }));
    // The store keeps what other pages read, not the description the detail page renders.
    expect(JSON.stringify(first?.data)).not.toContain('"description"');

    await details().prune(
      'de',
      new Set([...entries.keys()].map(catalogIdOf).filter((other) => other !== id)),
    );
    detailCalls.length = 0;
    await loader.load(context);
    expect(detailCalls).toEqual([id]);
    expect(details().read('de', id)).toEqual(stored);
  });

  it('stops on a list that shrank past the limit and keeps the stored references', async () => {
    const events = listen();
    const { catalog, edits } = editableCatalog();
    const { context, entries, meta, details } = loaderContext(ReferenceEntrySchema);
    const loader = referencesLoader({ catalog, details, langs: ['de'] });
    await loader.load(context);
    const before = entries.size;
    const ids = [...entries.keys()].map(catalogIdOf);
    for (const id of ids.slice(0, Math.ceil(before * 0.3))) edits.drop.add(id);
    await expect(loader.load(context)).rejects.toThrow(
      /references de: the catalog lists \d+ references, 3\d% fewer/,
    );
    expect(entries.size).toBe(before);
    expect(meta.get('count:de')).toBe(String(before));
    const failure = events.find((e) => e.kind === 'failure');
    expect(failure?.kind === 'failure' && failure.message).toMatch(
      /^references: references de: the catalog lists/,
    );
  });
});
