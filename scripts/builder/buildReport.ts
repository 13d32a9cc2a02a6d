/**
 * `.cache/build-report.json`: one summary per `npm run build` (counts, stage times, peak memory,
 * requests, quarantined references, degraded sections), read by the benchmarks and the tests. Written
 * by the build script, not by an integration: it holds what only the script sees (Astro's peak
 * memory sampled from outside, the simulator's request counts, a build Astro never reported on, a
 * build Astro never started because the probe kept dist/).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroRun } from './astroProcess.ts';
import { emptyCounts } from './buildLog.ts';
import type { DataSource } from './dataSource.ts';

export const REPORT_FILE = '.cache/build-report.json';

/** Times the run from its start; each report says when it started and how long it took. */
export function createBuildReport(source: DataSource, started = performance.now()) {
  const elapsedMs = () => performance.now() - started;
  const base = () => ({
    startedAt: new Date(Date.now() - elapsedMs()).toISOString(),
    totalMs: elapsedMs(),
    requests: source.stats?.(),
  });
  const scriptRss = () => process.resourceUsage().maxRSS * 1024;
  return {
    elapsedMs,
    /** Astro ran: its counts and findings, and why it failed if it did. */
    astro: (run: AstroRun, failure?: string) =>
      write({
        ok: failure === undefined,
        ...(failure === undefined ? {} : { reason: failure }),
        ...base(),
        ...run.counts,
        peakRssBytes: {
          astro: run.peakRssBytes,
          searchIndex: run.searchIndexPeakRssBytes,
          buildScript: scriptRss(),
        },
        astroRssByStage: run.rssByStage,
        astroHeapMb: run.heapMb,
        quarantined: run.quarantined,
        degraded: run.degraded,
      }),
    /** The probe found the published build current: Astro never started. */
    kept: () =>
      write({
        ok: true,
        skipped: true,
        ...base(),
        ...emptyCounts(),
        peakRssBytes: { buildScript: scriptRss() },
        quarantined: [],
        degraded: [],
      }),
  };
}

async function write(report: Record<string, unknown>): Promise<void> {
  await mkdir('.cache', { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
