/**
 * API-channel views recorded by successful /references/referenceproject calls (spec §4.2, §6).
 * A sequence number orders views exactly even within one millisecond.
 */
export class ViewLog {
  #seq = 0;
  readonly #last = new Map<number, number>();
  readonly #counts = new Map<number, number>();

  record(reference_ID: number): void {
    this.#seq += 1;
    this.#last.set(reference_ID, this.#seq);
    this.#counts.set(reference_ID, (this.#counts.get(reference_ID) ?? 0) + 1);
  }

  /** Sequence number of the latest view since start, or 0. */
  lastSeq(reference_ID: number): number {
    return this.#last.get(reference_ID) ?? 0;
  }

  /** Views since start per reference_ID (GET /__simulator/stats → views). */
  snapshot(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const id of [...this.#counts.keys()].sort((a, b) => a - b))
      out[String(id)] = this.#counts.get(id) ?? 0;
    return out;
  }
}
