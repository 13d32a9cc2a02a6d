/**
 * Test hooks beyond the spec: added latency and random faults. Faults come from their own seeded
 * generator so the data set stays identical whatever the fault settings, and a run with the same
 * fault seed and request order sees the same faults.
 */
export type FaultKind = 'error500' | 'drop' | 'rate429' | 'slow';

export const FAULT_KINDS: readonly FaultKind[] = ['error500', 'drop', 'rate429', 'slow'];

export interface FaultSettings {
  latencyMs: number;
  failRate: number;
  faultSeed: number;
  /** Delay of the 'slow' fault before the normal answer. */
  slowMs: number;
}

export class Faults {
  readonly #settings: FaultSettings;
  readonly #next: () => number;

  constructor(settings: FaultSettings) {
    this.#settings = settings;
    this.#next = mulberry32(settings.faultSeed);
  }

  get latencyMs(): number {
    return this.#settings.latencyMs;
  }

  get slowMs(): number {
    return this.#settings.slowMs;
  }

  /** Draws the fault for the next request, or null. Draws nothing when the rate is 0. */
  draw(): FaultKind | null {
    const rate = this.#settings.failRate;
    if (rate <= 0) return null;
    if (this.#next() >= rate) return null;
    return FAULT_KINDS[Math.floor(this.#next() * FAULT_KINDS.length)] ?? 'error500';
  }
}

/** Small, fast, seedable PRNG in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
