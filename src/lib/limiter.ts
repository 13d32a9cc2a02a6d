/**
 * A semaphore: at most `max` tasks run at once (the catalog client shares one across all its
 * calls; the build steps use one per batch of files or downloads). Tasks marked
 * `bulk` (thousands queued at once, e.g. every detail of a catalog) wait behind the others, so
 * the few list, search and filter calls of other loaders are not stuck behind a whole catalog's
 * details. Each lane is FIFO.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, options?: { bulk?: boolean }): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`concurrency must be an integer >= 1, got ${max}`);
  let active = 0;
  const queue: Array<() => void> = [];
  const bulkQueue: Array<() => void> = [];

  const release = (): void => {
    const next = queue.shift() ?? bulkQueue.shift();
    if (next) next();
    else active--;
  };

  return {
    get active() {
      return active;
    },
    get pending() {
      return queue.length + bulkQueue.length;
    },
    async run<T>(task: () => Promise<T>, options: { bulk?: boolean } = {}): Promise<T> {
      if (active < max) active++;
      // The slot is handed over directly by release(), so `active` stays constant.
      else await new Promise<void>((resolve) => (options.bulk ? bulkQueue : queue).push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
