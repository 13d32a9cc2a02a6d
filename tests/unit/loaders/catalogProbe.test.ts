/**
 * The probe that lets an unchanged rebuild keep dist/ without starting Astro: equal answers for an
 * unchanged catalog, different ones after any change a sync would store, and no answer (not an
 * error) when it cannot vouch. The build tests drive it end to end; here it meets the simulator.
 */
import { describe, expect, it } from 'vitest';
import { readBuildSnapshot } from '../../../scripts/builder/snapshotFile.ts';
import { DEMO_WIDGET_UUID } from '../../../simulator/data/apps.ts';
import { generateDataset } from '../../../simulator/data/index.ts';
import { startSimulator } from '../../../simulator/index.ts';
import { LANGS } from '../../../src/catalog/lang.ts';
import { probeCatalog } from '../../../src/loaders/catalogProbe.ts';

const TODAY = new Date('2026-11-25T03:00:00Z');
/** The catalog's media URLs carry the simulator's port: every probe asks a simulator on this one. */
let port = 0;

/** Probes a simulator started with `options` (on the shared port) and stops it. */
async function probe(
  options: Parameters<typeof startSimulator>[0] = {},
  token = 'full-mcp-token',
  extra: Record<string, string> = {},
) {
  const sim = await startSimulator({ references: 12, port, ...options });
  port = Number(new URL(sim.url).port);
  try {
    const env = {
      CATALOG_API_URL: sim.url,
      CATALOG_API_KEY: 'demo-key',
      ASSISTANT_GATEWAY_URL: sim.gatewayUrl,
      ASSISTANT_GATEWAY_TOKEN: token,
      ...extra,
    };
    return await probeCatalog(env, await readBuildSnapshot(env), LANGS, TODAY);
  } finally {
    await sim.close();
  }
}

describe('the catalog probe', () => {
  it('gives the same answer for the same catalog, and counts its listed references', async () => {
    const [a, b] = [await probe(), await probe()];
    expect(a?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toEqual(a);
    expect(a?.listed).toBeGreaterThan(12);
  });

  it('answers differently after a change in the lists, the company profile, a renamed branch or group (no dateupdated moves) or the token’s scope', async () => {
    const base = await probe();
    const changed = await probe({ revision: 1, changes: 2 });
    const company = await probe({ edits: ['company'] });
    const branch = await probe({ edits: ['rename-branch:1'] });
    const group = await probe({ edits: ['rename-group:1'] });
    const noAnalytics = await probe({}, 'demo-mcp-token');
    const digests = [base, changed, company, branch, group, noAnalytics].map((answer) => answer?.digest);
    expect(digests.every((digest) => digest !== undefined)).toBe(true);
    expect(new Set(digests).size).toBe(6);
  });

  it('answers differently when the settings of a widget published as a preset differ', async () => {
    // Two registered widgets of company 1 under the same preset name: only their settings differ.
    const other = generateDataset({ references: 12 }).apps.find(
      (app) => app.company_ID === 1 && app.app_UUID !== DEMO_WIDGET_UUID,
    )?.app_UUID;
    const widget = (uuid: string) => ({ SITE_EMBED_WIDGETS: `showcase=${uuid}` });
    const none = await probe();
    const demo = await probe({}, undefined, widget(DEMO_WIDGET_UUID));
    const again = await probe({}, undefined, widget(DEMO_WIDGET_UUID));
    const changed = await probe({}, undefined, widget(String(other)));
    expect(again).toEqual(demo);
    expect(new Set([none, demo, changed].map((answer) => answer?.digest)).size).toBe(3);
  });

  it('gives no answer, and throws nothing, when the gateway cannot be asked', async () => {
    const answer = await probe({ gatewayFault: 'down' });
    expect(answer).toBeUndefined();
  });

  it('gives no answer for a list item it cannot vouch for (one the schema rejects)', async () => {
    expect(await probe({ driftReference: 1003 })).toBeUndefined();
  });
});
