/** A FIFO semaphore: at most `max` tasks run at once; shared by all calls of one client. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`concurrency must be an integer >= 1, got ${max}`);
  let active = 0;
  const queue: Array<() => void> = [];

  const release = (): void => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active++;
      // The slot is handed over directly by release(), so `active` stays constant.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
