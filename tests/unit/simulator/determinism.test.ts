/** Same options → same bytes (apart from the origin in media URLs); revisions change what they say. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../../simulator/data/index.ts';
import { type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import { allIds, api, type Query } from './helpers.ts';

const OPTIONS = { references: 90, seed: 71 };
let a: SimulatorHandle;
let b: SimulatorHandle;
let other: SimulatorHandle;
beforeAll(async () => {
  [a, b, other] = await Promise.all([
    startSimulator(OPTIONS),
    startSimulator(OPTIONS),
    startSimulator({ ...OPTIONS, seed: 72 }),
  ]);
});
afterAll(() => Promise.all([a?.close(), b?.close(), other?.close()]));

/** Body with the simulator's own origin replaced by a placeholder. */
const body = async (sim: SimulatorHandle, path: string, query: Query) =>
  (await api(sim.url, path, query)).text.replaceAll(`http://127.0.0.1:${sim.port}`, 'ORIGIN');

describe('two simulators with the same seed', () => {
  it.each<[string, Query]>([
    ['/references/referenceprojects', { records: 0, getclientdetails: 1, getadmininfo: 1, format: 'tiles' }],
    ['/references/referenceprojects', { records: 0, lang_ID: 1, orderby: 'projecttitle' }],
    ['/references/search', { query: 'Neubau', getaggregations: 1, records: 100 }],
    ['/references/filters', { getunusedoptions: 1 }],
    ['/branches/branches', { lang_ID: 1 }],
    ['/references/export', { login: 'export@demo.example', password: 'demo-export' }],
  ])('answer %s %j byte-identically', async (path, query) => {
    const x = await body(a, path, query);
    expect(x.length).toBeGreaterThan(100);
    expect(await body(b, path, query)).toBe(x);
    expect(await body(other, path, query)).not.toBe(x);
  });

  it('serve byte-identical details for every reference in both languages', async () => {
    for (const lang_ID of [1, 2]) {
      const ids = await allIds(a.url, { lang_ID });
      expect(ids).toEqual(await allIds(b.url, { lang_ID }));
      for (const id of ids) {
        const x = await body(a, '/references/referenceproject', { reference_ID: id, lang_ID });
        expect(x).toContain('ORIGIN/media/');
        expect(await body(b, '/references/referenceproject', { reference_ID: id, lang_ID })).toBe(x);
      }
    }
  });

  it('shuffle orderby=random the same way call by call', async () => {
    const q = { mode: 'IDonly', records: 0, orderby: 'random' };
    const first = await body(a, '/references/referenceprojects', q);
    expect(await body(b, '/references/referenceprojects', q)).toBe(first);
    expect(await body(a, '/references/referenceprojects', q)).toBe(
      await body(b, '/references/referenceprojects', q),
    );
  });
});

describe('revisions', () => {
  it('change the announced references: newer dateupdated and a new title', async () => {
    const base = { references: 90, seed: 71 };
    const rev = { ...base, revision: 1, changes: 6 };
    const sim = await startSimulator(rev);
    try {
      type Item = { reference_ID: number; projecttitle: string; dateupdated: string };
      const before = (
        await api(a.url, '/references/referenceprojects', { records: 0, getadmininfo: 1 })
      ).json<Item[]>();
      const after = (
        await api(sim.url, '/references/referenceprojects', { records: 0, getadmininfo: 1 })
      ).json<Item[]>();
      const changed = generateDataset(rev).meta.changed_IDs;
      expect(changed).toHaveLength(6);
      const old = new Map(before.map((i) => [i.reference_ID, i]));
      const differing = after.filter((i) => {
        const o = old.get(i.reference_ID);
        return o?.projecttitle !== i.projecttitle || o?.dateupdated !== i.dateupdated;
      });
      expect(differing.length).toBeGreaterThan(0);
      for (const i of differing) {
        expect(changed).toContain(i.reference_ID);
        expect(i.dateupdated > (old.get(i.reference_ID)?.dateupdated ?? '')).toBe(true);
        expect(i.projecttitle).not.toBe(old.get(i.reference_ID)?.projecttitle);
      }
    } finally {
      await sim.close();
    }
  });
});
