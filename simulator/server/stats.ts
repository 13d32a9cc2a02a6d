/** Per-endpoint request counters since start (GET /__simulator/stats, handle.stats()). */
export class Stats {
  readonly #requests = new Map<string, number>();

  count(endpoint: string): void {
    this.#requests.set(endpoint, (this.#requests.get(endpoint) ?? 0) + 1);
  }

  /** A snapshot, keys sorted for stable output. */
  snapshot(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const key of [...this.#requests.keys()].sort()) out[key] = this.#requests.get(key) ?? 0;
    return out;
  }
}
