/** docs/benchmarks.md as `npm run bench` writes it: current figures only, each with date, commit and machine. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  benchmarksPage,
  type Result,
  readmeFigures,
  withReadmeFigures,
} from '../../../scripts/lib/benchDoc.ts';

const rebuild = (totalMs: number, rendered: number) => ({
  completed: true,
  totalMs,
  detailsFetched: 20,
  imagesEncoded: 0,
  pagesRendered: rendered,
  pagesTotal: 5748,
  stagesMs: {},
  loadAverage: [1, 1] as [number, number],
});

const result = (references: number, extra: Partial<Result> = {}): Result => ({
  references,
  imageBudget: 'minimal',
  languages: 2,
  latencyMs: 20,
  concurrency: 6,
  cpus: 2,
  date: '2026-11-25',
  commit: 'abc1234',
  machine: { cpus: 2, model: 'Some CPU', memoryGiB: 8, node: '24.9.0' },
  loadAverage: [2.5, 2.2],
  cold: {
    completed: true,
    totalMs: 41_000,
    stagesMs: {},
    detailsFetched: references * 2,
    apiRequests: 2400,
    fetchMs: 11_000,
    fetchLimitMs: 8000,
    fetchRatio: 1.375,
    pages: 5748,
    pagesPerSecond: 484,
    imagesEncoded: 580,
    peakRssBytes: 1180 * 2 ** 20,
    peakRssSummed: true,
    cpuSeconds: { build: 61.4, simulator: 12.6 },
    cdn: { files: 10_120, requests: 10_120 },
    distBytes: 52 * 2 ** 20,
  },
  unchanged: rebuild(1400, 0),
  changed: { changes: 10, ...rebuild(15_000, 477) },
  identity: { files: 20_646, differing: [] },
  ...extra,
});

describe('benchmarksPage', () => {
  it('lists every size in order with its figures, date, commit and machine', () => {
    const page = benchmarksPage([result(10_000, { commit: 'def5678', buildHeapMb: 6144 }), result(1000)], {
      imageMinutes: '20',
    });
    const rows = page.split('\n').filter((line) => /^\| \d/.test(line));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(
      /^\| 1,000 \(minimal images\) \| 41 s \| 11 s \/ 8 s \(1\.38×\) \| 484 \| 580 \| 1,180 MiB \| 61 s \/ 13 s \| 10,120 \/ 10,120 \| 52 MiB \| 1\.4 s \| 15 s \(20 details, 0 images, 477 of 5,748 pages rendered\) \| – \| identical \(20,646 files\) \|$/,
    );
    expect(rows[1]).toMatch(/^\| 10,000 /);
    expect(rows[2]).toBe(
      '| 1,000 | 2026-11-25 | abc1234 | 2 cores, Some CPU, 8 GiB, Node 24.9.0 | default | 2.5 → 2.2 | Astro only: – | – |',
    );
    expect(rows[3]).toContain('| def5678 |');
    expect(rows[3]).toContain('| BUILD_HEAP_MB=6144 |');
    expect(page).not.toContain('¹');
    expect(page).toContain('Simulator latency 20 ms per request, catalog concurrency at most 6.');
  });

  it('names the requests in flight of each size when the sizes were measured with different ones', () => {
    const page = benchmarksPage([result(1000), result(10_000, { concurrency: 16 }), result(25_000)], {
      imageMinutes: '20',
    });
    expect(page).toContain('catalog concurrency at most 6 (1,000, 25,000), 16 (10,000).');
  });

  it('shows the heap cap, the memory of all processes per stage (peak in bold) and each process’s own peak', () => {
    const large = result(50_000);
    const mb = 2 ** 20;
    large.cold = {
      ...large.cold,
      heapMb: 4096,
      summedRssByStage: { sync: 1900 * mb, pages: 2900 * mb, 'done hooks': 4100 * mb },
      peakRssByProcess: { buildScript: 300 * mb, astro: 2580 * mb, 'searchIndex de': 1700 * mb },
    };
    const runs = benchmarksPage([large], { imageMinutes: '20' })
      .split('\n')
      .filter((line) => line.startsWith('| 50,000 | '));
    expect(runs).toEqual([
      '| 50,000 | 2026-11-25 | abc1234 | 2 cores, Some CPU, 8 GiB, Node 24.9.0 | default (4,096 MB) | 2.5 → 2.2 | sync 1,900 · pages 2,900 · **done hooks 4,100** | astro 2,580 · searchIndex de 1,700 · buildScript 300 |',
    ]);
  });

  it("marks an older run's peak as one process's, with Astro's memory per stage", () => {
    const old = result(10_000);
    old.cold = {
      ...old.cold,
      peakRssBytes: 1295 * 2 ** 20,
      astroRssByStage: { sync: 900 * 2 ** 20, pages: 1295 * 2 ** 20 },
    };
    delete old.cold.peakRssSummed;
    delete old.cold.cpuSeconds;
    delete old.cold.cdn;
    const page = benchmarksPage([old], { imageMinutes: '20' });
    expect(page).toContain('| 1,295 MiB (one process) | – | – |');
    expect(page).toContain('| Astro only: sync 900 · **pages 1,295** | – |');
    expect(readmeFigures([old])).toContain('| 1,295 MiB (one process) |');
  });

  it('marks a cold build whose image stage was cut short as extrapolated', () => {
    const stopped = result(25_000);
    stopped.cold = {
      ...stopped.cold,
      completed: false,
      imagesStoppedAt: '100/500',
      imagesPerSecond: 5,
      totalMsExtrapolated: 900_000,
    };
    const page = benchmarksPage([stopped], { imageMinutes: '20' });
    expect(page).toContain('| ≈ 900 s¹ |');
    expect(page).toContain('¹ Image stage stopped after 20 min');
  });

  it('shows what the deploy workflow caches after the 1 % rebuild, per path of a MiB or more', () => {
    const cached = result(10_000);
    if (cached.changed)
      cached.changed.workflowCacheBytes = {
        '.cache/astro': 700 * 2 ** 20,
        '.cache/published.json': 2048,
        dist: 470 * 2 ** 20,
      };
    const page = benchmarksPage([cached], { imageMinutes: '20' });
    expect(page).toContain('| 1,170 MiB (.cache/astro 700 MiB, dist 470 MiB) |');
  });
});

describe("the README's figures", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
  const saved = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../bench-results/build-bench.json'), 'utf8'),
  ) as { results: Result[] };

  it('are the raw figures npm run bench saved, not numbers typed by hand', () => {
    expect(withReadmeFigures(readme, saved.results)).toBe(readme);
    expect(readmeFigures(saved.results)).toContain(
      `| ${saved.results[0]?.references.toLocaleString('en')} |`,
    );
  });

  it('replace only the block between the markers, and name the markers when they are missing', () => {
    const before = readme.slice(0, readme.indexOf('<!-- bench:start'));
    const after = readme.slice(readme.indexOf('<!-- bench:end -->'));
    const written = withReadmeFigures(readme, [result(1000, { date: '2026-12-01' })]);
    expect(written.startsWith(before)).toBe(true);
    expect(written.endsWith(after)).toBe(true);
    expect(written).toContain('measured 2026-12-01:');
    expect(written).toContain('| 1,000 | 41 s | 1.4 s | 15 s | 1,180 MiB | 52 MiB |');
    expect(() => withReadmeFigures('# A README\n', [result(1000)])).toThrow(/bench:start/);
  });
});
