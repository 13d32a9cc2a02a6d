/**
 * `.cache/build-report.json`: one summary per `npm run build` (counts, stage times, peak memory,
 * requests, quarantined references, degraded sections), read by the benchmarks and the tests. Written
 * by the build script, not by an integration: it holds what only the script sees (Astro's peak
 * memory sampled from outside, the simulator's request counts, a build Astro never reported on, a
 * build Astro never started because the probe kept dist/).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { LANGS } from '../../src/i18n/routes.ts';
import type { AstroRun } from './astroProcess.ts';
import { emptyCounts } from './buildLog.ts';
import type { DataSource } from './dataSource.ts';
import { indexRole, type SearchIndexRun } from './searchIndex.ts';
import type { TreeMemory } from './treeMemory.ts';

export const REPORT_FILE = '.cache/build-report.json';

/**
 * Times the run from its start; each report says when it started and how long it took, the CPU
 * seconds the build spent (the simulator's with it when it is embedded) and the memory of all its
 * processes together (`memory`, sampled since the start: treeMemory.ts).
 */
export function createBuildReport(
  source: DataSource,
  started = performance.now(),
  memory?: { stop(): TreeMemory },
) {
  const elapsedMs = () => performance.now() - started;
  const base = () => ({
    startedAt: new Date(Date.now() - elapsedMs()).toISOString(),
    totalMs: elapsedMs(),
    cpuSeconds: cpuSeconds(),
    // True: the simulator ran in this script, its CPU and memory counted with the build's.
    embeddedSimulator: source.embedded,
    requests: source.stats?.(),
  });
  const scriptRss = () => process.resourceUsage().maxRSS * 1024;
  return {
    elapsedMs,
    /** Astro ran, and the search index after it: counts, findings, why the build failed if it did. */
    astro: (run: AstroRun, failure?: string, index?: SearchIndexRun) => {
      const tree = memory?.stop();
      return write(
        withTree(tree, {
          ok: failure === undefined,
          ...(failure === undefined ? {} : { reason: failure }),
          ...base(),
          ...run.counts,
          stages: index ? { ...run.counts.stages, searchIndex: index.ms } : run.counts.stages,
          peakRssBytes: {
            astro: run.peakRssBytes,
            searchIndex: index && searchIndexPeak(tree),
            buildScript: scriptRss(),
          },
          astroRssByStage: run.rssByStage,
          astroHeapMb: run.heapMb,
          quarantined: run.quarantined,
          degraded: run.degraded,
        }),
      );
    },
    /** The probe found the published build current: Astro never started. */
    kept: () =>
      write(
        withTree(memory?.stop(), {
          ok: true,
          skipped: true,
          ...base(),
          ...emptyCounts(),
          peakRssBytes: { buildScript: scriptRss() },
          quarantined: [],
          degraded: [],
        }),
      ),
  };
}

/**
 * The summed peak beside the processes' own (`peakRssBytes.summed`), the sum per stage and each
 * process's peak as the tree's sampling saw it.
 */
function withTree(
  tree: TreeMemory | undefined,
  report: Record<string, unknown> & { peakRssBytes: Record<string, number | undefined> },
) {
  return {
    ...report,
    peakRssBytes: { summed: tree?.summedPeakBytes, ...report.peakRssBytes },
    summedRssByStage: tree?.summedByStage,
    peakRssByProcess: tree?.byProcess,
  };
}

/** The index's processes run side by side: the step's peak is the sum of theirs. */
function searchIndexPeak(tree: TreeMemory | undefined): number | undefined {
  const peaks = LANGS.flatMap((lang) => tree?.byProcess[indexRole(lang)] ?? []);
  return peaks.length ? peaks.reduce((sum, bytes) => sum + bytes, 0) : undefined;
}

/**
 * CPU seconds of this script and of every process it waited for (Astro's, the search index's:
 * /proc/self/stat's cutime and cstime, in clock ticks of 1/100 s on Linux).
 */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = (() => {
    try {
      return readFileSync('/proc/self/stat', 'utf8');
    } catch {
      return '';
    }
  })();
  // Fields after the command name (which may hold spaces), from the 3rd: cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const children = (Number(fields[13]) || 0) + (Number(fields[14]) || 0);
  return (own.user + own.system) / 1e6 + children / 100;
}

async function write(report: Record<string, unknown>): Promise<void> {
  await mkdir('.cache', { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
