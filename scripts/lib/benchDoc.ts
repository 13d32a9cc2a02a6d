/**
 * What `npm run bench` measures per catalog size (bench-results/build-bench.json) and the page it
 * writes from it, docs/benchmarks.md: the current figures only, each row with its date, commit and
 * machine. The analysis of those figures lives in docs/build-performance.md, not here.
 */
import type { DistBytes } from '../bench-bytes.ts';

export type Cold = {
  completed: boolean;
  totalMs: number;
  stagesMs: Record<string, number> | undefined;
  detailsFetched: number | undefined;
  apiRequests: number;
  fetchMs: number;
  fetchLimitMs: number;
  fetchRatio: number;
  pages: number | undefined;
  pagesPerSecond: number | undefined;
  imagesEncoded: number | undefined;
  /** With `peakRssSummed`, every process of the build at once; without (older runs), the largest one's. */
  peakRssBytes: number;
  peakRssSummed?: boolean;
  /**
   * Each process's own peak: buildScript, astro, searchIndex de / en (scripts/builder/treeMemory.ts);
   * in older runs astro, searchIndex (both together), buildScript (with the simulator).
   */
  peakRssByProcess?: Record<string, number>;
  /** Every process of the build summed, the most per stage (read, probe, Astro's stages, publish). */
  summedRssByStage?: Record<string, number>;
  /** The most memory Astro's process held in each stage of the build (scripts/builder/buildLog.ts). */
  astroRssByStage?: Record<string, number>;
  /** CPU seconds of the build (all its processes) and of the simulator, in its own process. */
  cpuSeconds?: CpuSeconds;
  simulatorPeakRssBytes?: number | undefined;
  /** The media CDN: distinct files the build checked and the HEAD requests it sent (goneMedia.ts). */
  cdn?: { files: number; requests: number } | undefined;
  /** Astro's heap cap in MB, BUILD_HEAP_MB's or the one sized for the catalog (0: V8's own). */
  heapMb?: number;
  distBytes?: number;
  /** Bytes per page type and what a second detail page transfers (scripts/bench-bytes.ts). */
  distByType?: DistBytes;
  /** URLs in the sitemap: every indexable page (a count far below the pages says facts were lost). */
  sitemapUrls?: number;
  imagesStoppedAt?: string;
  pagesStoppedAt?: number;
  imagesPerSecond?: number;
  totalMsExtrapolated?: number;
};
export type Rebuild = {
  completed: boolean;
  totalMs: number;
  detailsFetched: number | undefined;
  imagesEncoded: number | undefined;
  /** Pages rendered again, and all pages (the rest kept from the last build). */
  pagesRendered: number | undefined;
  pagesTotal: number | undefined;
  stagesMs: Record<string, number> | undefined;
  loadAverage: [number, number];
  cpuSeconds?: CpuSeconds;
  /** Every process of the build summed. */
  peakRssBytes?: number | undefined;
  cdnRequests?: number | undefined;
};
export type CpuSeconds = { build: number | undefined; simulator: number | undefined };
/** Bytes per path the deploy workflow caches (scripts/lib/workflowCache.ts), after the 1 % rebuild. */
export type CacheBytes = Record<string, number>;
export type Machine = { cpus: number; model?: string; memoryGiB?: number; node?: string };
export type Result = {
  references: number;
  imageBudget: string;
  languages: number;
  latencyMs: number;
  concurrency: number;
  cpus: number;
  /** When and on what each size was measured (sizes are measured by separate invocations). */
  date?: string;
  commit?: string;
  machine?: Machine;
  /** BUILD_HEAP_MB when it was set (a catalog past ~20,000 references needs more than the default). */
  buildHeapMb?: number;
  loadAverage: [number, number];
  cold: Cold;
  unchanged?: Rebuild;
  changed?: Rebuild & { changes: number; workflowCacheBytes?: CacheBytes };
  /** The 1 % changed rebuild's dist/ against a cold rendering of the same catalog: differing files. */
  identity?: { files: number; differing: string[] };
};

/** "sync 1,210 · bundle 2,200 · **pages 2,580**": each stage's most, the peak in bold. */
function byStage(stages: Record<string, number> | undefined): string {
  const entries = Object.entries(stages ?? {});
  if (entries.length === 0) return '–';
  const peak = Math.max(...entries.map(([, bytes]) => bytes));
  return entries
    .map(([stage, bytes]) => {
      const figure = `${stage} ${n(Math.round(bytes / 2 ** 20))}`;
      return bytes === peak ? `**${figure}**` : figure;
    })
    .join(' · ');
}

const s = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '–' : `${Math.round(ms / 1000).toLocaleString('en')} s`;
/** Seconds to a tenth: an unchanged rebuild takes seconds, not minutes. */
const tenths = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number | undefined) =>
  bytes ? `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MiB` : '–';
const n = (value: number) => value.toLocaleString('en');
/** The cold build's peak: all processes summed, or marked as one process's (runs before the sum). */
const peak = (c: Cold) => (c.peakRssSummed ? mib(c.peakRssBytes) : `${mib(c.peakRssBytes)} (one process)`);
const cpu = (seconds: CpuSeconds | undefined) =>
  seconds?.build === undefined
    ? '–'
    : `${s(seconds.build * 1000)} / ${s(seconds.simulator === undefined ? undefined : seconds.simulator * 1000)}`;
/** "astro 1,290 · buildScript 210 · …": each process's own peak, largest first. */
const processPeaks = (peaks: Record<string, number> | undefined) =>
  Object.entries(peaks ?? {})
    .sort(([, a], [, b]) => b - a)
    .map(([name, bytes]) => `${name} ${n(Math.round(bytes / 2 ** 20))}`)
    .join(' · ') || '–';

const pagesRendered = (run: Rebuild) =>
  run.pagesTotal === undefined
    ? 'pages –'
    : `${n(run.pagesRendered ?? 0)} of ${n(run.pagesTotal)} pages rendered`;

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][], align = '---') => [
  line(head),
  line(head.map(() => align)),
  ...rows.map(line),
];

function row(r: Result): string[] {
  const c = r.cold;
  const total = c.completed
    ? s(c.totalMs)
    : c.totalMsExtrapolated
      ? `≈ ${s(c.totalMsExtrapolated)}¹`
      : c.pagesStoppedAt
        ? `> ${s(c.totalMs)}²`
        : 'failed';
  return [
    `${n(r.references)}${r.imageBudget === 'default' ? '' : ` (${r.imageBudget} images)`}`,
    total,
    `${s(c.fetchMs)} / ${s(c.fetchLimitMs)} (${c.fetchRatio.toFixed(2)}×)`,
    c.pagesPerSecond
      ? `${c.pagesPerSecond.toFixed(0)}${c.pagesStoppedAt ? ` (${c.pagesStoppedAt} pages)²` : ''}`
      : '–',
    c.completed
      ? String(c.imagesEncoded)
      : c.imagesStoppedAt
        ? `${c.imagesStoppedAt} at ${c.imagesPerSecond}/s¹`
        : 'not reached',
    peak(c),
    cpu(c.cpuSeconds),
    c.cdn ? `${n(c.cdn.requests)} / ${n(c.cdn.files)}` : '–',
    mib(c.distBytes),
    r.unchanged ? tenths(r.unchanged.totalMs) : '–',
    r.changed
      ? `${s(r.changed.totalMs)} (${r.changed.detailsFetched} details, ${r.changed.imagesEncoded} images, ${pagesRendered(r.changed)})`
      : '–',
    cacheSize(r),
    r.identity
      ? r.identity.differing.length === 0
        ? `identical (${n(r.identity.files)} files)`
        : `${r.identity.differing.length} files differ`
      : '–',
  ];
}

function cacheSize(r: Result): string {
  const bytes = r.changed?.workflowCacheBytes;
  if (!bytes) return '–';
  const parts = Object.entries(bytes).filter(([, size]) => size >= 2 ** 20);
  const total = Object.values(bytes).reduce((sum, size) => sum + size, 0);
  return `${mib(total)} (${parts.map(([path, size]) => `${path} ${mib(size)}`).join(', ')})`;
}

function machine(r: Result): string {
  const m = r.machine;
  const parts = [`${m?.cpus ?? r.cpus} cores`, m?.model, m?.memoryGiB ? `${m.memoryGiB} GiB` : undefined];
  return [...parts.filter(Boolean), m?.node ? `Node ${m.node}` : undefined].filter(Boolean).join(', ');
}

/** The simulator's latency and the client's most requests in flight, per size when sizes differ. */
function settingsLine(first: Result, sorted: Result[]): string {
  const sizesBy = new Map<number, string[]>();
  for (const r of sorted)
    sizesBy.set(r.concurrency, [...(sizesBy.get(r.concurrency) ?? []), r.references.toLocaleString('en-US')]);
  const concurrency =
    sizesBy.size === 1
      ? String(first.concurrency)
      : [...sizesBy].map(([most, sizes]) => `${most} (${sizes.join(', ')})`).join(', ');
  return `Simulator latency ${first.latencyMs} ms per request, catalog concurrency at most ${concurrency}.`;
}

/** docs/benchmarks.md, whole. */
export function benchmarksPage(results: readonly Result[], options: { imageMinutes: string }): string {
  const sorted = [...results].sort((a, b) => a.references - b.references);
  const first = sorted[0];
  return [
    '# Benchmarks',
    '',
    '<!-- Written by `npm run bench` from bench-results/build-bench.json; edits here are overwritten. -->',
    '',
    'End-to-end builds, two languages, each size in a throwaway copy of the project: a cold build, a',
    'rebuild with nothing changed, a rebuild after 1 % of the references changed, and that',
    "rebuild's `dist/` compared byte for byte with a cold rendering of the same catalog. The catalog is",
    'the simulator in a process of its own, as a real catalog runs elsewhere: its CPU seconds are',
    "counted apart from the build's, its memory is not the build's. What the figures mean and where",
    'the time goes: [build-performance.md](build-performance.md).',
    '',
    '```sh',
    'npm run bench                                            # 1,000 and 10,000 references',
    'npm run bench -- --sizes 25000 --image-budget minimal    # one more size (kept beside the others)',
    'npm run bench -- --table-only                            # rewrite this page from the raw figures',
    '```',
    '',
    '## Builds',
    '',
    first ? settingsLine(first, sorted) : 'No sizes measured yet.',
    '',
    ...table(
      [
        'references × 2 langs',
        'cold build',
        'fetch / limit',
        'pages/s',
        'images encoded',
        'peak memory, all processes',
        'CPU build / simulator',
        'CDN requests / files',
        'dist/',
        'unchanged rebuild',
        '1 % changed rebuild',
        'deploy cache',
        '1 % changed = cold?',
      ],
      sorted.map(row),
    ),
    '',
    'Peak memory: the resident memory of every process of the build (the build script, its read',
    "step, Astro, the search index's two) summed at one instant, sampled twice a second. *One process*: a row from an",
    "older bench, the largest process only, with the simulator inside the build script's process (its",
    "time and CPU counted as the build's). CPU: seconds of the build's processes and of the",
    "simulator's, cold build. CDN requests / files: HEAD requests the cold build sent to the media",
    'CDN, and the distinct media files it checked.',
    'Fetch limit: API requests × latency / concurrency. Pages rendered: the rest were kept in place',
    'from the last build. Deploy cache: what the deploy workflow saves after that rebuild (its',
    '`actions/cache` paths; GitHub keeps 10 GB of caches per repository). *Minimal images*: one',
    'gallery image and one 400 px width per processed reference (the default budget adds ~19 encodes',
    'per processed reference; images are encoded once and reused by every rebuild).',
    ...(sorted.some((r) => r.cold.imagesStoppedAt)
      ? [
          `¹ Image stage stopped after ${options.imageMinutes} min; the rest is extrapolated from the measured encoding rate.`,
        ]
      : []),
    ...(sorted.some((r) => r.cold.pagesStoppedAt)
      ? ['² Stopped in the pages stage (`--pages-minutes`); rate over the pages rendered until then.']
      : []),
    '',
    '## Runs',
    '',
    ...table(
      [
        'references',
        'measured',
        'commit',
        'machine',
        'heap cap',
        'load average (cold build)',
        'memory by stage, all processes summed (cold build, MiB)',
        "each process's peak (cold build, MiB)",
      ],
      sorted.map((r) => [
        n(r.references),
        r.date ?? '–',
        r.commit ?? '–',
        machine(r),
        r.buildHeapMb
          ? `BUILD_HEAP_MB=${r.buildHeapMb}`
          : r.cold.heapMb
            ? `default (${n(r.cold.heapMb)} MB)`
            : 'default',
        r.loadAverage.map((l) => l.toFixed(1)).join(' → '),
        r.cold.summedRssByStage
          ? byStage(r.cold.summedRssByStage)
          : `Astro only: ${byStage(r.cold.astroRssByStage)}`,
        processPeaks(r.cold.peakRssByProcess),
      ]),
    ),
    '',
    'Memory by stage: the most all processes of the cold build held together in each stage (reading',
    "the catalog, the probe, Astro's start, content sync, Vite bundling, the routes’ paths, pages and",
    'images, the `astro:build:done` hooks, the search index, publishing), the peak in bold; older',
    "runs show Astro's process only. Each process's peak: its own high-water mark, which it may reach",
    'while the others hold less.',
    '',
    'Raw figures, stage times and bytes per page type: `bench-results/build-bench.json`.',
    '',
  ].join('\n');
}

const README_START = '<!-- bench:start (written by `npm run bench` from bench-results/build-bench.json) -->';
const README_END = '<!-- bench:end -->';

/** The README's short figures table: the front door's view of the same results. */
export function readmeFigures(results: readonly Result[]): string {
  const sorted = [...results].sort((a, b) => a.references - b.references);
  // The date most sizes share, and the sizes measured on another day.
  const count = (date: string | undefined) => sorted.filter((r) => r.date === date).length;
  const usual = [...sorted].sort((a, b) => count(b.date) - count(a.date))[0]?.date ?? '–';
  const others = sorted.filter((r) => r.date !== usual).map((r) => `${n(r.references)}: ${r.date ?? '–'}`);
  return [
    `\`npm run bench\` (simulator in a process of its own with ${sorted[0]?.latencyMs ?? 20} ms latency per request, minimal image budget, ${sorted[0]?.cpus ?? 2} cores;`,
    'peak memory: every process of the build summed; *one process*: an older run, largest process only),',
    `measured ${usual}${others.length ? ` (${others.join(', ')})` : ''}:`,
    '',
    ...table(
      [
        'references × 2 languages',
        'cold build',
        'unchanged',
        '1 % changed',
        'peak memory, all processes',
        'dist/',
      ],
      sorted.map((r) => [
        `${n(r.references)}${r.buildHeapMb ? ` (\`BUILD_HEAP_MB=${r.buildHeapMb}\`)` : ''}`,
        r.cold.completed ? s(r.cold.totalMs) : '–',
        r.unchanged ? tenths(r.unchanged.totalMs) : '–',
        r.changed ? s(r.changed.totalMs) : '–',
        peak(r.cold),
        mib(r.cold.distBytes),
      ]),
      '--:',
    ),
  ].join('\n');
}

/** `readme` with the text between its bench markers replaced by readmeFigures(results). */
export function withReadmeFigures(readme: string, results: readonly Result[]): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start)
    throw new Error(`README.md: no "${README_START}" … "${README_END}" block for the figures`);
  return `${readme.slice(0, start + README_START.length)}\n${readmeFigures(results)}\n${readme.slice(end)}`;
}
