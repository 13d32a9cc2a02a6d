/**
 * End to end: `node scripts/build.ts` against the embedded simulator, in a throwaway copy of the
 * project. One small data set (12 references, both languages), one cold build whose caches the
 * later cases reuse, so the suite stays at a couple of minutes on a 2-core machine.
 */
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuildRun,
  createWorkCopy,
  forgetDataStore,
  readTree,
  runBuild,
  treeDifferences,
} from '../../../scripts/lib/workCopy.ts';
import { startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient } from '../../../src/catalog/client.ts';

const REFS = ['--references', '12'];
const LANGS = ['de', 'en'] as const;
/** Two references' images are processed: enough to see encoding and reuse, without seconds of AVIF per build. */
const IMAGES = { SITE_IMAGE_PROCESS_LIMIT: '2' };
/** `npm run build` in the work copy, with the same image budget in every case (a setting change renders again). */
const build = (args: string[], env: Record<string, string> = {}) =>
  runBuild(work.dir, args, { ...IMAGES, ...env });
let work: { dir: string; dispose(): Promise<void> };
let published: Map<string, Buffer>;

const dist = () => readTree(join(work.dir, 'dist'));
/** Without the record of the published build, an unchanged catalog is rendered again, not kept. */
const forgetPublished = () => rm(join(work.dir, '.cache/published.json'), { force: true });
const report = async () => JSON.parse(await readFile(join(work.dir, '.cache/build-report.json'), 'utf8'));

type Counts = { listed: number; fetched: number; reused: number };
/** The last build's detail counts in `lang`, from its report (every language is always there). */
async function perLanguage(lang: string): Promise<Counts> {
  const counts = (await report()).details.byLang[lang] as Counts | undefined;
  expect(counts, `no detail counts for ${lang}`).toBeDefined();
  return counts ?? { listed: -1, fetched: -1, reused: -1 };
}

/** The build clock of runBuild (scripts/lib/workCopy.ts): 6 December 2026, 08:00 UTC. */
const EPOCH = 1796544000;
const buildInfo = async () => JSON.parse(await readFile(join(work.dir, 'dist/build.json'), 'utf8'));
/** `node scripts/watch.ts --published dist` in the work copy against a catalog. */
const watchAgainst = async (url: string) =>
  promisify(execFile)(process.execPath, ['scripts/watch.ts', '--published', 'dist'], {
    cwd: work.dir,
    env: { PATH: process.env.PATH ?? '', CATALOG_API_URL: url, CATALOG_API_KEY: 'demo-key' },
  }).then(
    ({ stdout }) => ({ status: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ status: error.code ?? 1, stdout: error.stdout ?? '' }),
  );

const imageCounts = async (): Promise<{ encoded: number; reused: number }> => (await report()).images;

function expectPublished(run: BuildRun): void {
  expect(run.code, run.output.slice(-3000)).toBe(0);
  expect(run.lastLine).toMatch(/^\[build\] published dist\//);
}

function expectFailedWithOneLine(run: BuildRun, reason: RegExp): void {
  expect(run.code).not.toBe(0);
  expect(run.lastLine).toMatch(/^\[build\] FAILED: .+ — dist\/ left unchanged$/);
  expect(run.lastLine).toMatch(reason);
}

/** References whose dateupdated differs between two simulator data revisions, per language. */
async function changedBetweenRevisions(
  revision: number,
  changes: number,
): Promise<Record<string, number | undefined>> {
  const lists = async (options: { revision?: number; changes?: number }) => {
    const sim = await startSimulator({ references: 12, ...options });
    try {
      const client = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key' });
      return Object.fromEntries(
        await Promise.all(LANGS.map(async (lang) => [lang, (await client.snapshot(lang)).items] as const)),
      );
    } finally {
      await sim.close();
    }
  };
  const [before, after] = await Promise.all([lists({}), lists({ revision, changes })]);
  return Object.fromEntries(
    LANGS.map((lang) => {
      const old = new Map(before[lang]?.map((item) => [item.reference_ID, item.dateupdated]));
      return [lang, after[lang]?.filter((item) => old.get(item.reference_ID) !== item.dateupdated).length];
    }),
  );
}

describe('scheduled build from the embedded simulator', () => {
  beforeAll(async () => {
    work = await createWorkCopy();
  });
  afterAll(async () => {
    await work?.dispose();
  });

  it('a cold build fetches every detail, encodes the images and publishes dist/', async () => {
    const run = await build(REFS);
    expectPublished(run);
    for (const lang of LANGS) {
      const counts = await perLanguage(lang);
      expect(counts.listed).toBeGreaterThan(0);
      expect(counts).toMatchObject({ fetched: counts.listed, reused: 0 });
      // Progress of the fetch: n/N with rate and ETA while running, a summary at the end.
      expect(run.output).toMatch(new RegExp(`details ${lang}: ${counts.listed}/${counts.listed} done in`));
    }
    const images = await imageCounts();
    expect(images.encoded).toBeGreaterThan(0);
    expect(images.reused).toBe(0);
    const { pages, astroRssByStage, astroHeapMb, peakRssBytes, requests } = await report();
    expect(pages.rendered).toBeGreaterThan(20);
    // One read of the catalog: each language's definitions and tree asked once (the probe, the
    // sync and /build.json share the build's snapshot), never the count the whole list holds.
    expect(requests['/references/filters']).toBe(LANGS.length);
    expect(requests['/branches/branches']).toBe(LANGS.length);
    // Where Astro's memory went: every stage of a cold build, in order, the peak among them.
    expect(Object.keys(astroRssByStage)).toEqual([
      'start',
      'sync',
      'bundle',
      'routes',
      'pages',
      'done hooks',
    ]);
    expect(Math.max(...(Object.values(astroRssByStage) as number[]))).toBe(peakRssBytes.astro);
    // A small catalog, no BUILD_HEAP_MB: the heap cap every catalog up to 25,000 references had.
    expect(astroHeapMb).toBe(2048);
    published = await dist();
    expect([...published.keys()].filter((path) => path.endsWith('.html')).length).toBeGreaterThan(20);
  });

  it('a rebuild with nothing changed upstream asks for the lists only and keeps dist/ without starting Astro', async () => {
    const run = await build(REFS);
    expect(run.code, run.output.slice(-3000)).toBe(0);
    expect(run.lastLine).toMatch(
      /^\[build\] catalog and site unchanged since the published build: dist\/ kept/,
    );
    // Astro never started: no stage ran, nothing was rendered or encoded.
    const { stages, pages, images, requests } = await report();
    expect({ stages, pages, images }).toEqual({
      stages: {},
      pages: { rendered: 0, reused: 0 },
      images: { encoded: 0, reused: 0 },
    });
    expect(requests['/references/referenceproject']).toBeUndefined();
    // The probe's one reading of each language's tree: /build.json's view of the catalog is read
    // only when Astro runs (it listed the catalog a second time in every kept build).
    expect(requests['/branches/branches']).toBe(2);
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('without a probe on record (an older build) Astro runs once, renders nothing new and records the probe', async () => {
    const file = join(work.dir, '.cache/published.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { probe: string | null };
    expect(record.probe).toMatch(/^[0-9a-f]{64}$/);
    await writeFile(file, JSON.stringify({ ...record, probe: null }));
    const before = await buildInfo();
    // An hour later: the home pages render again, but the catalog they show is the same, so their
    // "Stand" (the build that published it) and every byte stay; only build.json's time moves.
    const rendered = await build(REFS, { SOURCE_DATE_EPOCH: String(EPOCH + 3600) });
    expectPublished(rendered);
    expect(treeDifferences(published, await dist())).toEqual(['build.json']);
    expect(await buildInfo()).toEqual({ ...before, builtAt: new Date((EPOCH + 3600) * 1000).toISOString() });
    const { pages, details } = await report();
    expect(details.fetched).toBe(0);
    // Only the pages without a cache key (home, indexes, search, 404) render again.
    expect(pages.rendered - pages.reused, `${pages.reused} of ${pages.rendered} reused`).toBeLessThan(
      pages.rendered * 0.1,
    );
    expect(JSON.parse(await readFile(file, 'utf8')).probe).toBe(record.probe);
    const probed = await build(REFS);
    expect(probed.lastLine).toMatch(/dist\/ kept/);
    expect((await report()).stages).toEqual({});
    expect(treeDifferences(published, await dist())).toEqual(['build.json']);
  });

  it('an unchanged catalog with a changed setting renders the site again', async () => {
    const run = await build(REFS, { SITE_URL: 'https://portfolio.example.org' });
    // (Astro itself empties its data store when its config, here `site`, changes: details are refetched.)
    expectPublished(run);
    expect(String(await readFile(join(work.dir, 'dist/sitemap-0.xml')))).toContain(
      'https://portfolio.example.org/de/',
    );
  });

  it('with 20% transient faults the build completes and publishes the same files as without', async () => {
    await forgetDataStore(work.dir); // refetch every detail through the faults
    await forgetPublished(); // and render them: identical data alone would keep dist/
    const run = await build([...REFS, '--fail-rate', '0.2', '--slow-ms', '1000']);
    expectPublished(run);
    expect(run.output).toMatch(/retry \d+\/10 /); // faults did happen and were retried
    for (const lang of LANGS) {
      const counts = await perLanguage(lang);
      expect(counts.fetched).toBe(counts.listed);
    }
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('with K references changed upstream it fetches exactly those K details per language', async () => {
    const expected = await changedBetweenRevisions(1, 3);
    expect(Object.values(expected).some((k) => (k ?? 0) > 0)).toBe(true);
    const run = await build([...REFS, '--revision', '1', '--changes', '3'], {
      SOURCE_DATE_EPOCH: String(EPOCH + 900),
    });
    expectPublished(run);
    for (const lang of LANGS) {
      const counts = await perLanguage(lang);
      expect(counts.fetched, lang).toBe(expected[lang]);
      expect(counts.reused).toBe(counts.listed - counts.fetched);
    }
    const requests = (await report()).requests['/references/referenceproject'];
    expect(requests).toBe((expected.de ?? 0) + (expected.en ?? 0));
    expect((await imageCounts()).encoded).toBe(0);
    published = await dist();
  });

  it('the home page says since when the published catalog is current; the detector agrees with the build', async () => {
    // The last build published the changed references at EPOCH + 15 min (its clock): 09:15 in Berlin.
    const home = String(await readFile(join(work.dir, 'dist/de/index.html')));
    expect(home).toMatch(
      /Stand: <time datetime="2026-12-06T08:15:00.000Z"[^>]*>6\. Dezember 2026, 09:15<\/time>/,
    );
    const en = String(await readFile(join(work.dir, 'dist/en/index.html')));
    expect(en).toMatch(/As of <time [^>]*>6 December 2026, 09:15<\/time>/);
    expect((await buildInfo()).dataAsOf).toBe('2026-12-06T08:15:00.000Z');
    // The same catalog, asked by the detector against the dist/ the build published. On the build's
    // own port: the list's media URLs carry it, and the detector compares every byte of the list.
    const port = Number(await readFile(join(work.dir, '.cache/simulator-port'), 'utf8'));
    const sim = await startSimulator({ references: 12, revision: 1, changes: 3, warmSearch: false, port });
    try {
      const same = await watchAgainst(sim.url);
      expect(same).toMatchObject({ status: 0, stdout: 'unchanged\n' });
    } finally {
      await sim.close();
    }
    const later = await startSimulator({ references: 12, revision: 2, changes: 3, warmSearch: false, port });
    try {
      expect((await watchAgainst(later.url)).stdout).toMatch(/^changed: 3 references updated \(de\)/);
    } finally {
      await later.close();
    }
  });

  // Right after a published build: its data store holds the counts the guard compares with (the
  // cases below forget the store).
  it('a list that shrinks by more than 20% stops the build unless confirmed with --allow-shrink', async () => {
    const listed = (await perLanguage('de')).listed;
    const shrunk = await build(['--references', '8']);
    expectFailedWithOneLine(
      shrunk,
      new RegExp(`fewer than the ${listed} of the last successful build .*--allow-shrink`),
    );
    expect(treeDifferences(published, await dist())).toEqual([]);

    const confirmed = await build(['--references', '8', '--allow-shrink']);
    expectPublished(confirmed);
    expect((await perLanguage('de')).listed).toBeLessThan(listed * 0.8);
    published = await dist();
  });

  it('a search index step that fails stops the build with one line and leaves dist/ untouched', async () => {
    // The index is written by its own process after Astro; a stats file below a file cannot be written.
    await forgetPublished();
    const run = await build(REFS, { SEARCH_INDEX_STATS: 'package.json/stats.json' });
    expectFailedWithOneLine(run, /search index: .*package\.json/);
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('a second build while one runs is refused before it starts anything: dist/ and the simulator port stay', async () => {
    const portFile = join(work.dir, '.cache/simulator-port');
    const port = await readFile(portFile, 'utf8');
    // The running build: its pid (the test runner's) in the lock, its simulator on the port.
    await writeFile(join(work.dir, '.cache/build.lock'), String(process.pid));
    const simulator = createServer();
    await new Promise<void>((listening) => simulator.listen(Number(port), '127.0.0.1', listening));
    try {
      const run = await build(REFS);
      expectFailedWithOneLine(run, new RegExp(`another build \\(pid ${process.pid}\\) is running`));
      expect(await readFile(portFile, 'utf8')).toBe(port);
      expect(treeDifferences(published, await dist())).toEqual([]);
    } finally {
      simulator.close();
      await rm(join(work.dir, '.cache/build.lock'), { force: true });
    }
  });

  it('a build past its heap limit stops with one line naming the setting and leaves dist/ untouched', async () => {
    await forgetPublished();
    const run = await build(REFS, { BUILD_HEAP_MB: '40' });
    expectFailedWithOneLine(
      run,
      /Astro ran out of memory at its heap limit \(BUILD_HEAP_MB=40\): raise BUILD_HEAP_MB/,
    );
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it("a bad simulator flag stops the build with one line naming it, as the simulator's own command line does", async () => {
    const run = await build(['--references', 'many']);
    expectFailedWithOneLine(run, /--references needs a whole number, got "many"/);
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('a detail that keeps failing stops the build with one line and leaves dist/ untouched', async () => {
    await forgetDataStore(work.dir);
    const started = Date.now();
    const run = await build([...REFS, '--revision', '1', '--changes', '3', '--fail-reference', '1005']);
    expectFailedWithOneLine(
      run,
      /GET \/references\/referenceproject reference_ID=1005 failed with HTTP 500 after 11 attempts/,
    );
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('schema drift past CATALOG_MAX_QUARANTINE stops the build with one line, naming the reference and the field', async () => {
    await forgetDataStore(work.dir);
    const run = await build([...REFS, '--revision', '1', '--changes', '3', '--drift-reference', '1012']);
    // One of 12 is past the default 5 %: drift of the catalog as a whole, not an odd value.
    expectFailedWithOneLine(
      run,
      /references (de|en): 1 of 1[12] references quarantined \(\d+%, limit 5% set by CATALOG_MAX_QUARANTINE\)/,
    );
    expect(run.output).toMatch(
      /quarantined GET \/references\/referenceprojects reference_ID=1012 lang=(de|en): projecttitle: expected string, received object/,
    );
    expect((await report()).quarantined).toContainEqual(expect.objectContaining({ referenceId: 1012 }));
    expect(treeDifferences(published, await dist())).toEqual([]);
  });

  it('a rejected API key stops the build without printing the key and leaves dist/ untouched', async () => {
    const sim = await startSimulator({ references: 12 });
    try {
      const key = 'not-a-valid-key-4711';
      const run = await build([], { CATALOG_API_URL: sim.url, CATALOG_API_KEY: key });
      expectFailedWithOneLine(run, /rejected the API key .*on GET \/[a-z]+\/[a-z]+/);
      expect(run.output).not.toContain(key);
    } finally {
      await sim.close();
    }
    expect(treeDifferences(published, await dist())).toEqual([]);
  });
});
