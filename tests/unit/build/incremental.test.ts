/**
 * Incremental rendering (astro.config experimental.incrementalBuild, src/site/pageKeys.ts): after
 * each kind of upstream change, a build that starts from the previous build's caches publishes a
 * dist/ byte-identical to a cold build (`--force`, no caches) of the same catalog, served at the same
 * URL, from the same code, and it renders only the pages the change shows on. Two throwaway copies
 * of the project: one only ever builds incrementally, the other only cold.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkCopy,
  exists,
  readTree,
  runBuild,
  treeDifferences,
} from '../../../scripts/lib/workCopy.ts';
import { generateDataset } from '../../../simulator/data/index.ts';

const REFERENCES = 16;
// Two references' images are processed (so a changed image goes through the image pipeline), the rest delivered.
const ENV = { SITE_IMAGE_PROCESS_LIMIT: '2' };
const PORT_FILE = '.cache/simulator-port';

type Work = Awaited<ReturnType<typeof createWorkCopy>>;
let inc: Work;
let cold: Work;

type Report = { pages: { rendered: number; reused: number } };
const report = async (work: Work): Promise<Report> =>
  JSON.parse(await readFile(join(work.dir, '.cache/build-report.json'), 'utf8'));

/** Company 1's references published in both languages, in ID order: the ones each step edits. */
const bilingual = generateDataset({ references: REFERENCES }).references.filter(
  (r) => r.company_ID === 1 && r.published && r.apiChannel && r.texts.de && r.texts.en,
);

/** The German detail page of a reference in the incremental copy's dist/. */
const germanPage = (id: number) => {
  const seolabel = bilingual.find((r) => r.reference_ID === id)?.texts.de?.seolabel;
  return exists(join(inc.dir, 'dist/de/referenzen', String(seolabel), 'index.html'));
};

/** Both copies build the catalog with `edits`; returns the incremental build's page counts. */
async function buildBoth(edits: string[]): Promise<{ fresh: number; total: number }> {
  const args = ['--references', String(REFERENCES), ...edits.flatMap((edit) => ['--edit', edit])];
  // The catalog's media URLs carry the simulator's port: both copies serve it at the same one.
  const incremental = await runBuild(inc.dir, args, ENV);
  expect(incremental.code, incremental.output).toBe(0);
  await mkdir(join(cold.dir, '.cache'), { recursive: true });
  await writeFile(join(cold.dir, PORT_FILE), await readFile(join(inc.dir, PORT_FILE)));
  const full = await runBuild(cold.dir, [...args, '--force'], ENV);
  expect(full.code, full.output).toBe(0);
  const [a, b] = await Promise.all([readTree(join(inc.dir, 'dist')), readTree(join(cold.dir, 'dist'))]);
  expect(treeDifferences(a, b)).toEqual([]);
  const { pages } = await report(inc);
  return { fresh: pages.rendered - pages.reused, total: pages.rendered };
}

describe('an incremental build after each kind of change equals a cold build', () => {
  const ids = bilingual.map((r) => r.reference_ID);
  const [textId, removedId, unpublishedId, slugId, movedId, imageId, placeId] = ids as number[];
  // A branch and a group that published references carry (a rename saves none of them).
  const renamedBranch = bilingual[0]?.branch_IDs[0];
  const renamedGroup = bilingual.find((r) => r.group_IDs.length > 0)?.group_IDs[0];
  const edits: string[] = [];

  beforeAll(async () => {
    [inc, cold] = await Promise.all([createWorkCopy(), createWorkCopy()]);
    const first = await runBuild(inc.dir, ['--references', String(REFERENCES)], ENV);
    expect(first.code, first.output).toBe(0);
  }, 600_000);
  afterAll(async () => {
    await Promise.all([inc?.dispose(), cold?.dispose()]);
  });

  it('has references to edit', () => {
    expect(ids.length).toBeGreaterThanOrEqual(7);
    expect([renamedBranch, renamedGroup]).not.toContain(undefined);
  });

  // Data changes: only the pages showing the change render again (own pages, cards, lists, and the
  // pages without a cache key: home, indexes, search, 404).
  const dataChanges: [string, () => string | undefined, number][] = [
    ['a changed detail', () => `text:${textId}`, 0.25],
    ['a removed reference', () => `remove:${removedId}`, 1],
    ['an unpublished reference', () => `unpublish:${unpublishedId}`, 1],
    ['a renamed slug', () => `slug:${slugId}`, 0.5],
    [
      'a reference moved to another branch and group (other pages’ related references change)',
      () => `move:${movedId}`,
      1,
    ],
    ['a changed image', () => `image:${imageId}`, 0.25],
    ['a new location (related references and the map)', () => `place:${placeId}`, 1],
    // Stored details keep the old name: every page must take it from the tree by ID.
    ['a renamed branch (no dateupdated moves)', () => `rename-branch:${renamedBranch}`, 1],
    ['a renamed group (no dateupdated moves)', () => `rename-group:${renamedGroup}`, 1],
  ];
  for (const [name, edit, share] of dataChanges) {
    it(name, async () => {
      edits.push(edit() as string);
      const { fresh, total } = await buildBoth(edits);
      expect(fresh).toBeGreaterThan(0);
      if (share < 1) expect(fresh, `${fresh} of ${total} pages rendered`).toBeLessThan(total * share);
    }, 600_000);
  }

  it('an added reference (the removed one is back)', async () => {
    expect(await germanPage(removedId as number)).toBe(false);
    edits.splice(edits.indexOf(`remove:${removedId}`), 1);
    await buildBoth(edits);
    expect(await germanPage(removedId as number)).toBe(true);
  }, 600_000);

  it('a changed company profile', async () => {
    edits.push('company');
    await buildBoth(edits);
  }, 600_000);

  it('a changed UI string renders every page using it again', async () => {
    for (const work of [inc, cold]) {
      const file = join(work.dir, 'src/i18n/de.ts');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        text.replace("siteTitleSuffix: 'Referenzen'", "siteTitleSuffix: 'Unsere Referenzen'"),
      );
    }
    const { fresh, total } = await buildBoth(edits);
    expect(fresh).toBeGreaterThan(total / 2);
  }, 600_000);

  it('nothing changed: every page with a cache key is restored', async () => {
    // Without the record of the published build, Astro runs instead of the build keeping dist/.
    await rm(join(inc.dir, '.cache/published.json'));
    const { fresh, total } = await buildBoth(edits);
    expect(fresh).toBeLessThan(total * 0.1);
  }, 600_000);
});
