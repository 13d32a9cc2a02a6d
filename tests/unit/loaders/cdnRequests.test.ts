/**
 * What the references loader asks the media CDN, counted by the simulator (its own CDN): a cold
 * load sends one HEAD per distinct media URL, however many languages and references show it; a
 * reload asks nothing for a reference whose `dateupdated` did not move, and a changed reference
 * asks only its own URLs once more.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import type { CatalogClient } from '../../../src/catalog/client.ts';
import { LANGS, type Lang } from '../../../src/catalog/lang.ts';
import type { ListItem } from '../../../src/catalog/schemas.ts';
import { type BuildEvent, subscribe } from '../../../src/loaders/buildEvents.ts';
import { createCatalogSource } from '../../../src/loaders/catalogSource.ts';
import { referencesLoader } from '../../../src/loaders/referencesLoader.ts';
import { ReferenceEntrySchema } from '../../../src/loaders/schemas.ts';
import { loaderContext, simulatorCatalog } from './context.ts';

const DATA = { references: 24, seed: 5 };
/** A reference whose files the CDN lost (404), and its partners' logos. */
let goneReference: number;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let real: CatalogClient;

beforeAll(async () => {
  const plain = await startSimulator(DATA);
  const { items } = await simulatorCatalog(plain.url)().client.snapshot('de');
  await plain.close();
  goneReference = items.find((item) => item.thumbnail !== '')?.reference_ID ?? 0;
  sim = await startSimulator({ ...DATA, goneMediaReference: goneReference });
  real = simulatorCatalog(sim.url)().client;
});
afterAll(async () => {
  await sim.close();
});

/** HEAD requests the simulator's media CDN answered so far. */
const heads = () => sim.stats()['/media HEAD'] ?? 0;

/** The simulator's catalog, with chosen references' list entries edited. */
function editableCatalog() {
  const edits = { touched: new Set<number>(), retitled: new Set<number>() };
  const client = {
    ...real,
    async snapshot(lang: Lang) {
      const view = await real.snapshot(lang);
      const edit = (item: ListItem) => {
        if (edits.touched.has(item.reference_ID)) return { ...item, dateupdated: '2099-01-01 00:00:00' };
        if (edits.retitled.has(item.reference_ID)) return { ...item, subtitle: `${item.subtitle} (new)` };
        return item;
      };
      return { ...view, items: view.items.map(edit) };
    },
  } as CatalogClient;
  const source = createCatalogSource(client, {
    id: sim.url,
    shrink: { max: 0.2, allowed: false },
    maxQuarantine: 0.05,
  });
  return { catalog: () => source, edits };
}

/** Every image URL a reference's pages show, as the catalog lists and details them (before any check). */
async function shownUrls(lang: Lang, id: number): Promise<string[]> {
  const detail = await real.getReference(lang, { id });
  const { items } = await real.snapshot(lang);
  const item = items.find((entry) => entry.reference_ID === id);
  const kinds = ['galleryimages', 'widestageimages', 'portraitstageimages'] as const;
  const media = kinds.flatMap((kind) => detail?.[kind] ?? []);
  return [
    item?.thumbnail ?? '',
    ...media.flatMap((m) => [m.file, m.thumb]),
    ...(detail?.partners ?? []).map((p) => p.logo ?? ''),
  ].filter((url): url is string => Boolean(url?.startsWith('http')));
}

async function catalogUrls(langs: readonly Lang[]) {
  const byLang = new Map<Lang, string[]>();
  const byReference = new Map<number, Set<string>>();
  for (const lang of langs) {
    const all: string[] = [];
    for (const item of (await real.snapshot(lang)).items) {
      const urls = await shownUrls(lang, item.reference_ID);
      all.push(...urls);
      const own = byReference.get(item.reference_ID) ?? new Set();
      for (const url of urls) own.add(url);
      byReference.set(item.reference_ID, own);
    }
    byLang.set(lang, all);
  }
  return { byLang, byReference, distinct: new Set([...byLang.values()].flat()) };
}

function listen(): BuildEvent[] {
  const events: BuildEvent[] = [];
  onTestFinished(subscribe((event) => events.push(event)));
  return events;
}

/** One load as Astro runs it, with what it asked the CDN (requests the simulator saw, and the event). */
async function load(
  catalog: ReturnType<typeof editableCatalog>['catalog'],
  ctx: ReturnType<typeof loaderContext>,
) {
  const events = listen();
  const before = heads();
  await referencesLoader({ catalog, details: ctx.details, langs: LANGS }).load(ctx.context);
  const media = events.find((event) => event.kind === 'media');
  return { requests: heads() - before, media };
}

describe('the media CDN, asked by the references loader', () => {
  it('is asked once per distinct file in a cold load: both languages and every reference share one answer', async () => {
    const urls = await catalogUrls(LANGS);
    const shown = [...urls.byLang.values()].flat();
    // The catalog does show files more than once (in both languages, partner logos in several
    // references): without sharing, the CDN would see each of them again.
    expect(shown.length).toBeGreaterThan(urls.distinct.size * 1.5);

    const { catalog } = editableCatalog();
    const ctx = loaderContext(ReferenceEntrySchema);
    const cold = await load(catalog, ctx);
    expect(cold.requests).toBe(urls.distinct.size);
    expect(cold.media).toMatchObject({ files: urls.distinct.size, requests: urls.distinct.size });
    // The files the CDN lost are asked once too, and left out (only 404/410 mean gone).
    const gone = urls.byReference.get(goneReference)?.size ?? 0;
    expect(gone).toBeGreaterThan(0);
    expect(cold.media?.kind === 'media' && cold.media.gone).toBe(gone);
    expect(ctx.entries.get(`de/${goneReference}`)?.data).toMatchObject({ item: { thumbnail: '' } });
    expect(ctx.lines.filter((line) => line.startsWith('media at the CDN'))).toEqual([
      `media at the CDN: ${urls.distinct.size} distinct files checked, ${urls.distinct.size} HEAD requests, ${gone} gone`,
    ]);
  });

  it('asks nothing again while a reference is unchanged, and only a changed reference’s own files', async () => {
    const urls = await catalogUrls(LANGS);
    const { catalog, edits } = editableCatalog();
    const ctx = loaderContext(ReferenceEntrySchema);
    await load(catalog, ctx);

    const unchanged = await load(catalog, ctx);
    expect(unchanged.requests).toBe(0);

    // A list entry that changed without a new dateupdated keeps its list image's verdict.
    const [first, second] = [...urls.byReference.keys()].filter((id) => id !== goneReference);
    edits.retitled.add(first ?? 0);
    expect((await load(catalog, ctx)).requests).toBe(0);

    // A changed reference is checked again, each of its files once for both languages.
    edits.touched.add(second ?? 0);
    const changed = await load(catalog, ctx);
    expect(changed.requests).toBe(urls.byReference.get(second ?? 0)?.size);
    expect(changed.requests).toBeGreaterThan(0);
  });
});
