/**
 * Test hooks beyond the spec: added latency and random faults. Faults come from their own seeded
 * generator so the data set stays identical whatever the fault settings, and a run with the same
 * fault seed and request order sees the same faults.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Rng } from '../data/random.ts';

export type FaultKind = 'error500' | 'drop' | 'rate429' | 'slow';

const FAULT_KINDS: readonly FaultKind[] = ['error500', 'drop', 'rate429', 'slow'];

export interface FaultSettings {
  latencyMs: number;
  failRate: number;
  faultSeed: number;
  /** Delay of the 'slow' fault before the normal answer. */
  slowMs: number;
}

export class Faults {
  readonly #settings: FaultSettings;
  readonly #rng: Rng;

  constructor(settings: FaultSettings) {
    this.#settings = settings;
    this.#rng = new Rng(settings.faultSeed);
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
    if (this.#rng.next() >= rate) return null;
    return FAULT_KINDS[Math.floor(this.#rng.next() * FAULT_KINDS.length)] ?? 'error500';
  }
}

/** No timer at all for 0 ms: most requests have no added latency. */
export const sleep = (ms: number): Promise<void> => (ms > 0 ? delay(ms) : Promise.resolve());
