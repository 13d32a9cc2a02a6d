/**
 * Incremental rendering (astro.config experimental.incrementalBuild, src/site/pageKeys.ts), the pair
 * of throwaway copies its identity tests build in: one only ever builds incrementally, the other
 * only cold (`--force`, no caches). After each step both build the same catalog, served at the same
 * URL, from the same code, and their dist/ must be byte-identical. Each test file is one chain of
 * steps in its own pair, so the chains run side by side.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  copyContentAddressedCaches,
  createWorkCopy,
  exists,
  readTree,
  runBuild,
  treeDifferences,
} from '../../../scripts/lib/workCopy.ts';
import { generateDataset } from '../../../simulator/data/index.ts';

export const REFERENCES = 16;
// Two references' images are processed (so a changed image goes through the image pipeline), the rest delivered.
const ENV = { SITE_IMAGE_PROCESS_LIMIT: '2' };
const PORT_FILE = '.cache/simulator-port';

type Work = Awaited<ReturnType<typeof createWorkCopy>>;
type Report = { pages: { rendered: number; reused: number } };
const report = async (work: Work): Promise<Report> =>
  JSON.parse(await readFile(join(work.dir, '.cache/build-report.json'), 'utf8'));

/** Company 1's references published in both languages, in ID order: the ones the steps edit. */
export const bilingual = generateDataset({ references: REFERENCES }).references.filter(
  (r) => r.company_ID === 1 && r.published && r.apiChannel && r.texts.de && r.texts.en,
);

const args = (edits: string[]) => [
  '--references',
  String(REFERENCES),
  ...edits.flatMap((edit) => ['--edit', edit]),
];

export async function createPair() {
  const [inc, cold] = await Promise.all([createWorkCopy(), createWorkCopy()]);
  /** Whether `cold` holds the cold build of `edits` already (a step that changes nothing upstream). */
  let coldEdits: string | undefined;
  return {
    inc,
    cold,
    /** The first, incremental-only build: the state every later step starts from. */
    async start(): Promise<void> {
      const first = await runBuild(inc.dir, args([]), ENV);
      expect(first.code, first.output).toBe(0);
      // The cold copy starts with the processed images and mirrored media (kept by --force in every
      // later step anyway): its builds then differ only in what is cold.
      await copyContentAddressedCaches(inc.dir, cold.dir);
    },
    /**
     * Both copies build the catalog with `edits`; returns the incremental build's page counts and
     * how many search index files it linked from the last build (its log lines).
     */
    async buildBoth(edits: string[]): Promise<{ fresh: number; total: number; linked: number }> {
      const incremental = await runBuild(inc.dir, args(edits), ENV);
      expect(incremental.code, incremental.output).toBe(0);
      // Same catalog, same code as the cold build already there: building it again would prove nothing new.
      if (coldEdits !== JSON.stringify(edits)) {
        // The catalog's media URLs carry the simulator's port: both copies serve it at the same one.
        await mkdir(join(cold.dir, '.cache'), { recursive: true });
        await writeFile(join(cold.dir, PORT_FILE), await readFile(join(inc.dir, PORT_FILE)));
        const full = await runBuild(cold.dir, [...args(edits), '--force'], ENV);
        expect(full.code, full.output).toBe(0);
        coldEdits = JSON.stringify(edits);
      }
      const [a, b] = await Promise.all([readTree(join(inc.dir, 'dist')), readTree(join(cold.dir, 'dist'))]);
      expect(treeDifferences(a, b)).toEqual([]);
      const { pages } = await report(inc);
      const linked = [...incremental.output.matchAll(/(\d+) linked as it published them/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
      return { fresh: pages.rendered - pages.reused, total: pages.rendered, linked };
    },
    /** Changes the code of both copies (a cold build of the old code no longer says anything). */
    async editBoth(file: string, edit: (text: string) => string): Promise<void> {
      for (const work of [inc, cold]) {
        const path = join(work.dir, file);
        await writeFile(path, edit(await readFile(path, 'utf8')));
      }
      coldEdits = undefined;
    },
    /** The German detail page of a reference in the incremental copy's dist/. */
    germanPage(id: number): Promise<boolean> {
      const seolabel = bilingual.find((r) => r.reference_ID === id)?.texts.de?.seolabel;
      return exists(join(inc.dir, 'dist/de/referenzen', String(seolabel), 'index.html'));
    },
    dispose: () => Promise.all([inc.dispose(), cold.dispose()]),
  };
}
