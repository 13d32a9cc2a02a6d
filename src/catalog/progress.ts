/**
 * Progress lines for long loader stages.
 * "[catalog] details de: 120/240 (50%) 38.2/s ETA 3s", then a single summary line.
 */

export interface Progress {
  /** Records `n` finished items; prints at most once per interval, and the summary at the total. */
  tick(n?: number): void;
  /** Prints the summary line (once), also when stopping short of the total. */
  done(): void;
  readonly count: number;
}

export interface ProgressOptions {
  intervalMs?: number;
  now?: () => number;
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return `${m}m${String(s % 60).padStart(2, '0')}s`;
}

export function createProgress(
  label: string,
  total: number,
  logger: (line: string) => void,
  opts: ProgressOptions = {},
): Progress {
  const now = opts.now ?? (() => performance.now());
  const intervalMs = opts.intervalMs ?? 1000;
  const started = now();
  let count = 0;
  let lastPrint = Number.NEGATIVE_INFINITY;
  let finished = false;

  const rate = (): number => {
    const seconds = (now() - started) / 1000;
    return seconds > 0 ? count / seconds : 0;
  };

  const done = (): void => {
    if (finished) return;
    finished = true;
    const elapsed = ((now() - started) / 1000).toFixed(1);
    logger(`[catalog] ${label}: ${count}/${total} done in ${elapsed}s (${rate().toFixed(1)}/s)`);
  };

  return {
    get count() {
      return count;
    },
    tick(n = 1) {
      if (finished) return;
      count += n;
      if (count >= total) return done();
      const t = now();
      if (t - lastPrint < intervalMs) return;
      lastPrint = t;
      const r = rate();
      const pct = total > 0 ? Math.floor((count / total) * 100) : 100;
      const eta = r > 0 ? ` ETA ${formatDuration(((total - count) / r) * 1000)}` : '';
      logger(`[catalog] ${label}: ${count}/${total} (${pct}%) ${r.toFixed(1)}/s${eta}`);
    },
    done,
  };
}
