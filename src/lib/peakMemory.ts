import { readFileSync } from 'node:fs';

/**
 * Samples a child's peak resident memory (VmHWM, Linux) while it runs. VmHWM is itself a
 * high-water mark, so sampling once a second misses at most the growth of the last second.
 * Elsewhere it reports undefined rather than a wrong figure.
 */
export function watchPeakMemory(pid: number | undefined, intervalMs = 1000) {
  let peak: number | undefined;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1]);
      if (kb > 0) peak = Math.max(peak ?? 0, kb * 1024);
    } catch {
      // Process gone or no /proc: keep the last sample.
    }
  };
  const timer = pid === undefined ? undefined : setInterval(sample, intervalMs);
  timer?.unref();
  if (pid !== undefined) sample();
  return {
    /** Stops sampling; call before the child has been reaped to catch its last figure. */
    stop(): number | undefined {
      if (timer) clearInterval(timer);
      if (pid !== undefined) sample();
      return peak;
    },
  };
}
