/**
 * A semaphore: at most `max` tasks run at once (the catalog client shares one across all its
 * calls; the build steps use one per batch of files or downloads). Tasks marked `bulk`
 * (thousands queued at once, e.g. every detail of a catalog) get half the slots, rounded down
 * (none at a limit of 1), while other tasks wait too, and the rest after them: the list, search
 * and filter calls of other loaders are not stuck behind a whole catalog's details, and the
 * details do not wait for hundreds of facet searches that the API answers more slowly. Each lane
 * is FIFO.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, options?: { bulk?: boolean }): Promise<T>;
  /** A new limit: a higher one starts queued tasks at once, a lower one lets running tasks finish. */
  resize(max: number): void;
  readonly active: number;
  readonly pending: number;
}

function checked(max: number): number {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`concurrency must be an integer >= 1, got ${max}`);
  return max;
}

export function createLimiter(initialMax: number): Limiter {
  let max = checked(initialMax);
  let active = 0;
  let bulkActive = 0;
  const queue = fifo<() => void>();
  const bulkQueue = fifo<() => void>();
  const takeBulk = (): (() => void) | undefined => {
    const waiting = bulkQueue.take();
    if (waiting) bulkActive++;
    return waiting;
  };
  /** The waiting task that gets a free slot, counted in its lane. */
  const next = (): (() => void) | undefined =>
    (bulkActive < Math.floor(max / 2) ? takeBulk() : undefined) ?? queue.take() ?? takeBulk();

  const release = (): void => {
    const waiting = active > max ? undefined : next();
    if (waiting) waiting();
    else active--;
  };

  return {
    resize(newMax: number): void {
      max = checked(newMax);
      while (active < max) {
        const waiting = next();
        if (!waiting) break;
        active++;
        waiting();
      }
    },
    get active() {
      return active;
    },
    get pending() {
      return queue.size() + bulkQueue.size();
    },
    async run<T>(task: () => Promise<T>, options: { bulk?: boolean } = {}): Promise<T> {
      const bulk = options.bulk ?? false;
      if (active < max) {
        active++;
        if (bulk) bulkActive++;
      }
      // The slot is handed over directly by release() (next() counts it), so `active` stays constant.
      else await new Promise<void>((resolve) => (bulk ? bulkQueue : queue).put(resolve));
      try {
        return await task();
      } finally {
        if (bulk) bulkActive--;
        release();
      }
    },
  };
}

/**
 * A first-in-first-out queue. Array.shift() moves every element of a large array (tens of
 * thousands of queued file reads took ~1 s of a build in it); this reads from a moving head.
 */
function fifo<T>() {
  let items: (T | undefined)[] = [];
  let head = 0;
  return {
    put(item: T): void {
      items.push(item);
    },
    take(): T | undefined {
      if (head === items.length) return undefined;
      const item = items[head];
      items[head++] = undefined;
      // Drop the taken part now and then, so a queue that never drains does not grow forever.
      if (head === items.length || (head > 4096 && head * 2 > items.length)) {
        items = items.slice(head);
        head = 0;
      }
      return item;
    },
    size: () => items.length - head,
  };
}
