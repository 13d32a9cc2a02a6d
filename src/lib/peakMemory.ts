import { readFileSync } from 'node:fs';

/**
 * Samples a child's peak resident memory (VmHWM, Linux) while it runs. VmHWM is itself a
 * high-water mark, so sampling once a second misses at most the growth of the last second.
 * Elsewhere it reports undefined rather than a wrong figure.
 *
 * With stages (the child says which one it is in, `enter()`), each stage keeps the most memory seen
 * in it: the resident memory of every sample, and the high-water mark when it rose during the stage.
 * A peak the child reaches while its event loop is blocked (and cannot say it moved on) still
 * lands in the stage it was in: VmHWM keeps it until the next sample.
 */
export function watchPeakMemory(pid: number | undefined, intervalMs = 1000) {
  let peak: number | undefined;
  let stage: string | undefined;
  const byStage: Record<string, number> = {};
  const note = (bytes: number) => {
    if (stage !== undefined) byStage[stage] = Math.max(byStage[stage] ?? 0, bytes);
  };
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const hwm = kilobytes(status, 'VmHWM') * 1024;
      const rss = kilobytes(status, 'VmRSS') * 1024;
      if (hwm > (peak ?? 0)) {
        peak = hwm;
        note(hwm);
      }
      if (rss > 0) note(rss);
    } catch {
      // Process gone or no /proc: keep the last sample.
    }
  };
  const timer = pid === undefined ? undefined : setInterval(sample, intervalMs);
  timer?.unref();
  if (pid !== undefined) sample();
  return {
    /** The child entered `name`: what it reached until now belongs to the stage it leaves. */
    enter(name: string): void {
      if (pid !== undefined) sample();
      stage = name;
    },
    /** Stops sampling; call before the child has been reaped to catch its last figure. */
    stop(): number | undefined {
      if (timer) clearInterval(timer);
      if (pid !== undefined) sample();
      return peak;
    },
    /** The most memory seen in each stage entered, in bytes, in the order entered. */
    byStage: (): Record<string, number> => ({ ...byStage }),
  };
}

/** A `/proc/<pid>/status` field in kilobytes (VmRSS, VmHWM); 0 when it has none. */
export const kilobytes = (status: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1]) || 0;
