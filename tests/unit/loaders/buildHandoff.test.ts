/**
 * Astro's process starts beside the read step (scripts/build.ts): its loaders must wait for the
 * snapshot they are handed, then read it from its files, not from the catalog.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { parseSnapshot } from '../../../src/catalog/client.ts';
import { LANGS } from '../../../src/catalog/lang.ts';
import { readCatalogSnapshot, snapshotFileName } from '../../../src/catalog/snapshot.ts';
import { acceptHandoff, HANDOFF_PENDING, handoffArrived } from '../../../src/lib/buildHandoff.ts';
import { catalogFromSettings } from '../../../src/loaders/catalogSource.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
};

describe('the read step hands Astro its snapshot', () => {
  it('a loader asks for its list before the hand-over, waits, and reads the handed files', async () => {
    const sim = await startSimulator({ references: 12, seed: 5 });
    const dir = mkdtempSync(join(tmpdir(), 'handoff-'));
    try {
      const snapshot = await readCatalogSnapshot({ baseUrl: sim.url, apiKey: 'demo-key' });
      for (const lang of LANGS)
        writeFileSync(
          join(dir, snapshotFileName(lang)),
          JSON.stringify({ version: snapshot.version, answers: snapshot.langs[lang] }),
        );
      vi.stubEnv('CATALOG_API_URL', sim.url);
      vi.stubEnv('CATALOG_API_KEY', 'demo-key');
      vi.stubEnv('BUILD_CATALOG_SNAPSHOT', undefined);
      vi.stubEnv('BUILD_HANDOFF', HANDOFF_PENDING.BUILD_HANDOFF);

      const read = catalogFromSettings()().snapshot('de');
      expect(await settled(read)).toBe(false);
      // Gone before the hand-over: the loader's list can only come from the files.
      await sim.close();
      acceptHandoff({ BUILD_CATALOG_SNAPSHOT: dir });
      const view = await read;
      const ids = view.items.map((item) => item.reference_ID);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(parseSnapshot(snapshot.langs.de).items.map((item) => item.reference_ID));
      expect(process.env.BUILD_HANDOFF).toBeUndefined();
    } finally {
      await sim.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a process that awaits no hand-over goes on at once', async () => {
    vi.stubEnv('BUILD_HANDOFF', undefined);
    expect(await settled(handoffArrived())).toBe(true);
  });

  it('a hand-over without a snapshot fails the loader with a clear error', async () => {
    vi.stubEnv('CATALOG_API_URL', 'http://127.0.0.1:9/api/v1');
    vi.stubEnv('CATALOG_API_KEY', 'demo-key');
    vi.stubEnv('BUILD_CATALOG_SNAPSHOT', undefined);
    vi.stubEnv('BUILD_HANDOFF', HANDOFF_PENDING.BUILD_HANDOFF);
    const read = catalogFromSettings()().snapshot('en');
    acceptHandoff({});
    await expect(read).rejects.toThrow('the build handed Astro no catalog snapshot');
  });
});
