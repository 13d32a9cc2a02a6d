/**
 * `npm run bench [-- --sizes 1000,10000 --latency-ms 20 --image-minutes 20]`: end-to-end build
 * benchmarks, each size in a throwaway copy of the project (the developer's dist/ and caches are
 * untouched). Per size: a cold build, a rebuild with nothing changed and one with 1% of the
 * references changed (`--revision 1 --changes N/100`).
 *
 * The catalog is the simulator in a process of its own, started before each build and stopped after
 * it (scripts/lib/benchSimulator.ts), as a company's catalog runs elsewhere: the build's time,
 * CPU seconds and memory are its own, the simulator's CPU seconds are reported beside them. The
 * build's memory is every process of it summed (scripts/builder/treeMemory.ts).
 *
 * Writes bench-results/build-bench.json and, from it, docs/benchmarks.md (whole: the current figures
 * with their date, commit and machine) and the README's figures table (between its bench markers).
 * Figures come from each build's .cache/build-report.json.
 *
 * A cold build whose image stage runs longer than --image-minutes is stopped there: its image
 * stage (and so its total) is then extrapolated from the measured encoding rate and marked "≈",
 * and its rebuilds are not measured. Everything before the images (fetch, pages) is measured.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CONCURRENCY } from '../src/catalog/client.ts';
import { bytesTable, distBytes } from './bench-bytes.ts';
import { benchmarksPage, type Rebuild, type Result, withReadmeFigures } from './lib/benchDoc.ts';
import { type SimulatorUsage, startBenchSimulator } from './lib/benchSimulator.ts';
import { copyContentAddressedCaches, createWorkCopy, readTree, treeDifferences } from './lib/workCopy.ts';
import { workflowCachePaths } from './lib/workflowCache.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    'latency-ms': { type: 'string', default: '20' },
    'image-minutes': { type: 'string', default: '20' },
    'image-budget': { type: 'string', default: 'default' },
    'pages-minutes': { type: 'string', default: '30' },
    /** Sizes above this skip the identity check (a second cold build of the catalog). */
    'identity-max': { type: 'string', default: '10000' },
    'table-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const BENCH_EPOCH = String(Math.floor(Date.now() / 1000));
const LATENCY_MS = Number(values['latency-ms']);
const IMAGE_BUDGET_MS = Number(values['image-minutes']) * 60_000;
const PAGES_BUDGET_MS = Number(values['pages-minutes']) * 60_000;
const CONCURRENCY = Number(process.env.CATALOG_CONCURRENCY) || DEFAULT_CONCURRENCY;
const OUT_DIR = 'bench-results';
const DOC = 'docs/benchmarks.md';
const README = 'README.md';
/**
 * The site's image budget (src/site.config.ts) decides the cold build: ~19 encodes per reference by
 * default. `minimal` (one gallery image, one 400 px width) makes a cold 1,000-reference build
 * finish in minutes on 2 cores so its rebuilds can be measured; it is named in the table.
 */
const IMAGE_BUDGETS: Record<string, Record<string, string>> = {
  default: {},
  minimal: {
    SITE_GALLERY_LIMIT: '1',
    SITE_CARD_WIDTHS: '400',
    SITE_STAGE_WIDTHS: '400',
    SITE_LIGHTBOX_WIDTHS: '400',
  },
};
const BUDGET = values['image-budget'];
const BUDGET_ENV = IMAGE_BUDGETS[BUDGET];
if (!BUDGET_ENV) throw new Error(`--image-budget must be one of ${Object.keys(IMAGE_BUDGETS).join(', ')}`);

type Report = {
  ok: boolean;
  reason?: string;
  totalMs: number;
  stages: Record<string, number>;
  details: { fetched: number; reused: number };
  images: { encoded: number; reused: number };
  pages: { rendered: number; reused: number };
  peakRssBytes: { summed?: number; astro?: number; searchIndex?: number; buildScript?: number };
  /** Every process of the build summed, most per stage; each process's own peak (treeMemory.ts). */
  summedRssByStage?: Record<string, number>;
  peakRssByProcess?: Record<string, number>;
  astroRssByStage?: Record<string, number>;
  astroHeapMb?: number;
  cpuSeconds?: number;
  media?: { files: number; requests: number };
  requests?: Record<string, number>;
};

type Run = {
  report: Report | undefined;
  wallMs: number;
  /** Set when the image stage was stopped at the budget: what was left and at which rate. */
  stoppedImages?: { done: number; total: number; perSecond: number };
  /** Set when the pages stage was stopped at its budget. */
  stoppedPages?: { done: number; perSecond: number };
  load: [number, number];
  /** What the simulator cost while it served this build (its own process). */
  simulator: SimulatorUsage;
};

/**
 * The port of the run's simulators: the first one's, kept for every later one (the media URLs in
 * a work copy's caches carry it, and the identity check compares pages that show them).
 */
let simulatorPort = 0;

/**
 * Runs one build in `dir` against a simulator started with `simulatorArgs`, streaming both logs to
 * `logFile`; stops it in the image stage past the budget.
 */
async function build(
  dir: string,
  simulatorArgs: string[],
  logFile: string,
  budgetMs = Number.POSITIVE_INFINITY,
  pagesBudgetMs = Number.POSITIVE_INFINITY,
) {
  const log = createWriteStream(logFile);
  // Listening and warm before the clock starts: a company's catalog is up before its build.
  const simulator = await startBenchSimulator(dir, simulatorArgs, simulatorPort, (chunk) => log.write(chunk));
  simulatorPort = simulator.port;
  await simulator.warm();
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  const child = spawn(process.execPath, ['scripts/build.ts'], {
    cwd: dir,
    // No loopback media mirror: it exists for the simulator's demo links only (see site.config.ts).
    env: {
      ...process.env,
      ...BUDGET_ENV,
      SITE_MIRROR_LOOPBACK_MEDIA: '0',
      // One clock for every build of the run (the home page's "Stand", /build.json): the identity
      // check compares a rebuild with a cold build made minutes later.
      SOURCE_DATE_EPOCH: BENCH_EPOCH,
      ...simulator.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let imagesStarted: number | undefined;
  let pagesStarted: number | undefined;
  let progress: Run['stoppedImages'];
  let pages: Run['stoppedPages'];
  let stopped: 'images' | 'pages' | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('generating static routes')) pagesStarted = performance.now();
      if (line.includes('generating optimized images')) imagesStarted = performance.now();
      const match = /\[build\] images: (\d+)\/(\d+) \(\d+%\) ([\d.]+)\/s/.exec(line);
      if (match) progress = { done: Number(match[1]), total: Number(match[2]), perSecond: Number(match[3]) };
      const page = /\[build\] pages: (\d+) rendered/.exec(line);
      if (page && pagesStarted) {
        const done = Number(page[1]);
        pages = { done, perSecond: done / ((performance.now() - pagesStarted) / 1000) };
      }
      if (stopped) continue;
      if (imagesStarted && progress && performance.now() - imagesStarted > budgetMs) stopped = 'images';
      else if (!imagesStarted && pagesStarted && performance.now() - pagesStarted > pagesBudgetMs)
        stopped = 'pages';
      if (stopped) child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  const wallMs = performance.now() - started;
  const requests = await simulator.requests().catch(() => undefined);
  const usage = await simulator.stop();
  log.end();
  const report = await readFile(join(dir, '.cache/build-report.json'), 'utf8')
    .then((text) => JSON.parse(text) as Report)
    .catch(() => undefined);
  // The simulator counts the requests now (the build's own count is the embedded simulator's).
  if (report && requests) report.requests = requests;
  const run: Run = { report, wallMs, load: [loadBefore, loadavg()[0] ?? 0], simulator: usage };
  if (stopped === 'images' && progress) run.stoppedImages = progress;
  if (stopped === 'pages' && pages) run.stoppedPages = pages;
  return run;
}

async function sitemapUrls(dist: string): Promise<number> {
  let urls = 0;
  for (const name of await readdir(dist)) {
    if (/^sitemap-\d+\.xml$/.test(name))
      urls += (await readFile(join(dist, name), 'utf8')).split('<loc>').length - 1;
  }
  return urls;
}

async function treeBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Bytes of each path the deploy workflow caches, as it would save them after this build. */
async function cacheBytes(dir: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const path of await workflowCachePaths(process.cwd())) {
    const at = join(dir, path);
    const info = await stat(at).catch(() => undefined);
    sizes[path] = !info ? 0 : info.isDirectory() ? await treeBytes(at) : info.size;
  }
  return sizes;
}

function apiRequests(report: Report | undefined): number {
  return Object.entries(report?.requests ?? {})
    .filter(([path]) => path !== '/media')
    .reduce((sum, [, n]) => sum + n, 0);
}

type WorkCopy = Awaited<ReturnType<typeof createWorkCopy>>;

async function benchSize(references: number): Promise<Result> {
  // Both copies now, so the identity check compares the same code even if the tree changes meanwhile.
  const [work, coldCopy] = await Promise.all([createWorkCopy(), createWorkCopy()]);
  const logs = join(OUT_DIR, 'tmp');
  await mkdir(logs, { recursive: true });
  // The simulator's flags: the data set, its latency, and for the 1 % rebuild its next revision.
  const base = ['--references', String(references), '--latency-ms', String(LATENCY_MS)];
  console.log(`[bench] ${references} references: cold build (log ${logs}/${references}-cold.log)`);
  const cold = await build(
    work.dir,
    base,
    join(logs, `${references}-cold.log`),
    IMAGE_BUDGET_MS,
    PAGES_BUDGET_MS,
  );
  const report = cold.report;
  const requests = apiRequests(report);
  const fetchMs = report?.stages.content ?? Number.NaN;
  const fetchLimitMs = (requests * LATENCY_MS) / CONCURRENCY;
  const result: Result = {
    references,
    imageBudget: BUDGET,
    languages: 2,
    latencyMs: LATENCY_MS,
    concurrency: CONCURRENCY,
    cpus: cpus().length,
    date: new Date().toISOString().slice(0, 10),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.versions.node,
    },
    ...(Number(process.env.BUILD_HEAP_MB) ? { buildHeapMb: Number(process.env.BUILD_HEAP_MB) } : {}),
    loadAverage: cold.load,
    cold: {
      completed: Boolean(report?.ok),
      totalMs: cold.wallMs,
      stagesMs: report?.stages,
      detailsFetched: report?.details.fetched,
      apiRequests: requests,
      fetchMs,
      fetchLimitMs,
      fetchRatio: fetchMs / fetchLimitMs,
      pages: report?.pages.rendered,
      pagesPerSecond: report
        ? report.pages.rendered / ((report.stages.pages ?? Number.NaN) / 1000)
        : undefined,
      imagesEncoded: report?.images.encoded,
      // Every process of the build at once, the simulator's apart.
      peakRssBytes: report?.peakRssBytes.summed ?? 0,
      peakRssSummed: true,
      cpuSeconds: { build: report?.cpuSeconds, simulator: cold.simulator.cpuSeconds },
      simulatorPeakRssBytes: cold.simulator.peakRssBytes,
      cdn: report?.media && { files: report.media.files, requests: report.media.requests },
      ...(report && {
        peakRssByProcess: report.peakRssByProcess,
        summedRssByStage: report.summedRssByStage,
        astroRssByStage: report.astroRssByStage,
        heapMb: report.astroHeapMb,
      }),
    },
  };
  if (cold.stoppedImages) {
    const { done, total, perSecond } = cold.stoppedImages;
    const remainingMs = ((total - done) / perSecond) * 1000;
    result.cold.imagesStoppedAt = `${done}/${total}`;
    result.cold.imagesPerSecond = perSecond;
    result.cold.totalMsExtrapolated = cold.wallMs + remainingMs;
  }
  if (cold.stoppedPages) {
    result.cold.pagesStoppedAt = cold.stoppedPages.done;
    result.cold.pagesPerSecond = cold.stoppedPages.perSecond;
  }
  if (report?.ok) {
    result.cold.distBytes = await treeBytes(join(work.dir, 'dist'));
    result.cold.distByType = await distBytes(join(work.dir, 'dist'));
    result.cold.sitemapUrls = await sitemapUrls(join(work.dir, 'dist'));
    console.log(`[bench] ${references} references:\n${bytesTable(result.cold.distByType)}`);
    console.log(
      `[bench] ${references} references: ${result.cold.sitemapUrls.toLocaleString('en')} sitemap URLs`,
    );
    console.log(`[bench] ${references} references: rebuild, nothing changed`);
    const unchanged = await build(work.dir, base, join(logs, `${references}-unchanged.log`));
    const changes = Math.max(1, Math.round(references / 100));
    console.log(`[bench] ${references} references: rebuild, ${changes} changed`);
    const changed = await build(
      work.dir,
      [...base, '--revision', '1', '--changes', String(changes)],
      join(logs, `${references}-changed.log`),
    );
    const summary = (run: Run): Rebuild => ({
      completed: Boolean(run.report?.ok),
      totalMs: run.wallMs,
      detailsFetched: run.report?.details.fetched,
      imagesEncoded: run.report?.images.encoded,
      pagesRendered: run.report ? run.report.pages.rendered - run.report.pages.reused : undefined,
      pagesTotal: run.report?.pages.rendered,
      stagesMs: run.report?.stages,
      loadAverage: run.load,
      cpuSeconds: { build: run.report?.cpuSeconds, simulator: run.simulator.cpuSeconds },
      peakRssBytes: run.report?.peakRssBytes.summed,
      cdnRequests: run.report?.media?.requests,
    });
    result.unchanged = summary(unchanged);
    result.changed = { changes, ...summary(changed), workflowCacheBytes: await cacheBytes(work.dir) };
    if (changed.report?.ok && references <= Number(values['identity-max'])) {
      console.log(`[bench] ${references} references: cold rendering of the changed catalog (identity check)`);
      result.identity = await coldRenderingDiffers(
        work.dir,
        coldCopy,
        [...base, '--revision', '1', '--changes', String(changes)],
        join(logs, `${references}-cold-rendering.log`),
      );
    }
  }
  if (!values.keep) await work.dispose();
  await coldCopy.dispose();
  return result;
}

/**
 * Builds the catalog of `args` in a second copy that has only the first copy's content-addressed
 * caches (processed images: keeping them saves minutes without touching rendering), from a
 * simulator on the same port (the media URLs carry it): no data store, no incremental cache, every
 * page rendered. Returns the files whose bytes differ from the first copy's dist/.
 */
async function coldRenderingDiffers(dir: string, cold: WorkCopy, args: string[], logFile: string) {
  try {
    await copyContentAddressedCaches(dir, cold.dir);
    const run = await build(cold.dir, args, logFile);
    if (!run.report?.ok) return { files: 0, differing: ['(cold build failed)'] };
    const [a, b] = await Promise.all([readTree(join(dir, 'dist')), readTree(join(cold.dir, 'dist'))]);
    return { files: a.size, differing: treeDifferences(a, b) };
  } finally {
    await cold.dispose();
  }
}

/** docs/benchmarks.md, and the README's figures table from the same results. */
async function writeDoc(results: Result[]): Promise<void> {
  await writeFile(DOC, benchmarksPage(results, { imageMinutes: values['image-minutes'] }));
  await writeFile(README, withReadmeFigures(await readFile(README, 'utf8'), results));
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  if (values['table-only']) {
    const saved = JSON.parse(await readFile(join(OUT_DIR, 'build-bench.json'), 'utf8'));
    await writeDoc(saved.results);
    return;
  }
  // Sizes measured by an earlier invocation stay in the file and the page, with their own date.
  const previous = await readFile(join(OUT_DIR, 'build-bench.json'), 'utf8')
    .then((text) => JSON.parse(text).results as Result[])
    .catch(() => []);
  const results = previous.filter((r) => !(SIZES.includes(r.references) && r.imageBudget === BUDGET));
  // Written after every size: a long run that is interrupted keeps what it measured.
  for (const size of SIZES) {
    results.push(await benchSize(size));
    results.sort((a, b) => a.references - b.references);
    await writeFile(
      join(OUT_DIR, 'build-bench.json'),
      `${JSON.stringify({ latencyMs: LATENCY_MS, results }, null, 2)}\n`,
    );
    await writeDoc(results);
  }
  console.log(`[bench] ${DOC} written`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
