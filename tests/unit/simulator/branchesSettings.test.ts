/** GET /branches/branches (spec §4.5, §2.7) and GET /apps/settings (spec §4.7). */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../simulator/data/model.ts';
import { AppSettingsSchema, type BranchNode, BranchNodeSchema } from '../../../src/catalog/schemas.ts';
import { api, expectSchema, OTHER_KEY } from './helpers.ts';
import { isDelivered, useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 130, seed: 51 });

const tree = async (query: Record<string, string | number> = {}): Promise<BranchNode[]> => {
  const a = await api(sim.url, '/branches/branches', query);
  expect(a.status).toBe(200);
  return a.json<unknown[]>().map((n) => expectSchema(BranchNodeSchema, n));
};

describe('branches', () => {
  it('is a valid nested set in lft order, with exactly the spec’s fields', async () => {
    const nodes = await tree();
    expect(nodes.length).toBeGreaterThan(5);
    const bounds = nodes.flatMap((n) => [n.lft, n.rgt]).sort((a, b) => a - b);
    expect(bounds).toEqual(Array.from({ length: nodes.length * 2 }, (_, i) => i + 1));
    for (const [i, n] of nodes.entries()) {
      expect(Object.keys(n)).toEqual(['branch_ID', 'branchname', 'lft', 'rgt', 'referencecount']);
      expect(n.lft).toBeLessThan(n.rgt);
      if (i > 0) expect(n.lft).toBeGreaterThan(nodes[i - 1]?.lft ?? 0);
      // Ranges nest or are disjoint.
      for (const m of nodes)
        expect(
          m.rgt < n.lft ||
            m.lft > n.rgt ||
            (m.lft >= n.lft && m.rgt <= n.rgt) ||
            (n.lft >= m.lft && n.rgt <= m.rgt),
        ).toBe(true);
    }
  });

  it.each<[Lang, number]>([
    ['de', 2],
    ['en', 1],
  ])('counts distinct delivered references of the sub-tree (%s)', async (lang, lang_ID) => {
    const nodes = await tree({ lang_ID });
    const refs = sim.data.references.filter((r) => isDelivered(r, lang));
    for (const n of nodes) {
      const inside = new Set(
        sim.data.branches
          .filter((b) => b.company_ID === 1 && b.lft >= n.lft && b.rgt <= n.rgt)
          .map((b) => b.branch_ID),
      );
      const expected = refs.filter((r) => r.branch_IDs.some((id) => inside.has(id))).length;
      expect(n.referencecount, n.branchname).toBe(expected);
      const viaList = await api(sim.url, '/references/referenceprojects', {
        lang_ID,
        mode: 'countonly',
        branch_lft: n.lft,
        branch_rgt: n.rgt,
      });
      expect(viaList.status === 204 ? 0 : viaList.json<number>()).toBe(expected);
      const names = sim.data.branches.find((b) => b.branch_ID === n.branch_ID)?.name;
      expect(n.branchname).toBe(names?.[lang]);
    }
  });

  it('is the key’s company’s own tree', async () => {
    const mine = (await tree()).map((n) => n.branch_ID);
    const theirs = (await tree({ apiKey: OTHER_KEY })).map((n) => n.branch_ID);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('apps/settings', () => {
  it('returns the settings object of the company’s own apps', async () => {
    for (const app of sim.data.apps) {
      const apiKey = app.company_ID === 1 ? undefined : OTHER_KEY;
      const a = await api(sim.url, '/apps/settings', {
        app_UUID: app.app_UUID,
        ...(apiKey ? { apiKey } : {}),
      });
      expect(a.status).toBe(200);
      const body = expectSchema(AppSettingsSchema, a.json()) as Record<string, unknown>;
      expect(body.app_UUID).toBe(app.app_UUID);
      expect(body.apptype).toBe(app.apptype);
      for (const [k, v] of Object.entries(app.settings)) expect(body[k]).toEqual(v);
    }
  });

  it('answers 401 for another company’s app, 404 for an unknown one, 400 without a UUID', async () => {
    const foreign = sim.data.apps.find((a) => a.company_ID === 2);
    const a = await api(sim.url, '/apps/settings', { app_UUID: foreign?.app_UUID ?? '' });
    expect(a.status).toBe(401);
    expect(a.text).toBe('');
    const b = await api(sim.url, '/apps/settings', { app_UUID: '00000000-0000-4000-a000-000000000000' });
    expect(b.status).toBe(404);
    expect(b.text).toBe('');
    expect((await api(sim.url, '/apps/settings', {})).status).toBe(400);
  });
});
