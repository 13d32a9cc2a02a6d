/** Contract test: the client and its schemas against the embedded API simulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import {
  CatalogAuthError,
  CatalogSchemaError,
  createCatalogClient,
  LANGS,
  type Lang,
  ListItemSchema,
  langId,
  ReferenceDetailSchema,
} from '../../../src/catalog/index.ts';

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ references: 120, seed: 3 });
});
afterAll(() => sim?.close());

const demo = () => createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key', retries: 0 });

describe.each(LANGS.map((lang) => [lang]))('demo-key, %s', (lang: Lang) => {
  it('lists every reference in its snapshot, each valid, matching countonly', async () => {
    const c = demo();
    const [{ items, rejected }, count] = await Promise.all([c.snapshot(lang), c.countReferences(lang)]);
    expect(rejected).toEqual([]);
    expect(count).toBeGreaterThan(0);
    expect(items).toHaveLength(count);
    expect(new Set(items.map((i) => i.reference_ID)).size).toBe(count);
    for (const item of items) expect(ListItemSchema.safeParse(item).success).toBe(true);
    // The snapshot asks for client details and admin info.
    expect(items.every((i) => typeof i.dateupdated === 'string')).toBe(true);
    expect(items.some((i) => i.client !== undefined)).toBe(true);
    expect((await c.listReferenceIds(lang)).sort((a, b) => a - b)).toEqual(
      items.map((i) => i.reference_ID).sort((a, b) => a - b),
    );
  });

  it('delivers valid details in the requested language', async () => {
    const c = demo();
    const { items } = await c.snapshot(lang);
    const sample = [...items.slice(0, 4), items.at(-1)].filter((i) => i !== undefined);
    for (const item of sample) {
      const ref = await c.getReference(lang, { id: item.reference_ID });
      expect(ref && ReferenceDetailSchema.safeParse(ref).success).toBe(true);
      expect(ref?.reference_ID).toBe(item.reference_ID);
      expect(ref?.lang_ID).toBe(langId(lang));
      expect(ref?.projecttitle).toBe(item.projecttitle);
    }
  });

  it('filters, branches and facet membership agree', async () => {
    const c = demo();
    const [filters, branches] = await Promise.all([c.getFilters(lang), c.getBranches(lang)]);
    expect(filters.map((f) => f.name)).toEqual(
      expect.arrayContaining(['sinceyear', 'referencetype_ID', 'mediatype']),
    );
    expect(branches.length).toBeGreaterThan(0);
    const option = filters.find((f) => f.name === 'workfield_ID')?.options.find((o) => (o.c ?? 0) > 0);
    expect(option).toBeDefined();
    if (!option) return;
    const ids = await c.searchAllIds(lang, { filters: { workfield_ID: option.v } });
    expect(ids).toHaveLength(option.c ?? -1);
  });
});

it('a revoked key fails with the auth error, without the key', async () => {
  const c = createCatalogClient({ baseUrl: sim.url, apiKey: 'revoked-key', retries: 0 });
  const err = await c.snapshot('de').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(CatalogAuthError);
  expect((err as Error).message).toMatch(
    /^Catalog API rejected the API key \(missing, invalid or revoked\) on GET \/[a-z]+\/[a-z]+$/,
  );
});

it('a filter matching nothing is an empty result, not an error', async () => {
  const c = demo();
  expect(await c.listReferenceIds('de', { workfield_ID: 987654 })).toEqual([]);
  expect(await c.countReferences('de', { workfield_ID: 987654 })).toBe(0);
  const res = await c.search('de', { query: 'qqxxzzyy' });
  expect(res.total).toBe(0);
  expect(res.references).toEqual([]);
  expect(await c.searchAllIds('en', { filters: { city: 'Atlantis-Nowhere' } })).toEqual([]);
});

it('reports a drifted reference with endpoint, ID and field', async () => {
  // Same seed, same data: pick a reference that is delivered, then serve it drifted.
  const [first] = await demo().listReferenceIds('de');
  expect(first).toBeDefined();
  const drifted = await startSimulator({ references: 120, seed: 3, driftReference: first ?? 0 });
  try {
    const c = createCatalogClient({ baseUrl: drifted.url, apiKey: 'demo-key', retries: 0 });
    const err = await c.getReference('de', { id: first ?? 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogSchemaError);
    expect((err as Error).message).toBe(
      `GET /references/referenceproject reference_ID=${first}: projecttitle: expected string, received object`,
    );
  } finally {
    await drifted.close();
  }
});

it('completes a snapshot through random 500s, drops, 429s and slow answers', async () => {
  const flaky = await startSimulator({ references: 60, seed: 3, failRate: 0.3, faultSeed: 11, slowMs: 20 });
  try {
    const retried: number[] = [];
    const c = createCatalogClient({
      baseUrl: flaky.url,
      apiKey: 'demo-key',
      retries: 8,
      backoffBaseMs: 5,
      onRequest: (e) => e.attempt > 1 && retried.push(e.attempt),
    });
    // Both languages' snapshots, each question in turn: enough requests for faults to happen.
    for (const lang of LANGS) {
      const { items, filters, branches } = await c.snapshot(lang);
      expect(items).toHaveLength(await c.countReferences(lang));
      expect(filters.length).toBeGreaterThan(0);
      expect(branches.length).toBeGreaterThan(0);
    }
    // The faults really happened and were absorbed by retries.
    expect(retried.length).toBeGreaterThan(0);
  } finally {
    await flaky.close();
  }
});
