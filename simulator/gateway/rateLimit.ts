/** Requests per minute per token (spec §8): a sliding one-minute window of request times. */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #hits = new Map<string, number[]>();

  constructor(limit: number, windowMs = 60_000) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one request; false when it is over the limit (it is then not counted). */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > now - this.#windowMs);
    const ok = recent.length < this.#limit;
    if (ok) recent.push(now);
    this.#hits.set(key, recent);
    return ok;
  }
}
