/**
 * How many requests the catalog client keeps in flight. The spec states no rate limit, so the
 * client starts at its configured most and lets the API's answers set the pace: a sign of
 * overload (429, 502, 503, 504, or no answer in time) halves the limit, and each run of `limit`
 * answers below 500 adds one back, up to the most (additive increase, multiplicative decrease,
 * as TCP does). Only requests sent since the last cut count either way: one sent before it says
 * nothing about the new limit, so a burst of refusals halves the limit once. A dropped
 * connection is not counted: reused keep-alive connections drop without any load.
 */
import type { Limiter } from '../lib/limiter.ts';

/** An attempt's outcome: its HTTP status, or how it failed without one. */
export type Outcome = number | 'timeout' | 'failed';

export interface Pace {
  /** Changes with every cut; an attempt notes it when it is sent. */
  readonly epoch: number;
  /** Told of every attempt's outcome and the epoch it was sent in. */
  answered(outcome: Outcome, sentIn: number): void;
  readonly limit: number;
}

const OVERLOADED = new Set<Outcome>([429, 502, 503, 504, 'timeout']);

export function createPace(limiter: Pick<Limiter, 'resize'>, most: number): Pace {
  let limit = most;
  let calm = 0;
  let epoch = 0;
  const set = (next: number): void => {
    limit = next;
    calm = 0;
    limiter.resize(limit);
  };
  return {
    get epoch() {
      return epoch;
    },
    get limit() {
      return limit;
    },
    answered(outcome, sentIn) {
      if (sentIn !== epoch) return;
      if (OVERLOADED.has(outcome)) {
        epoch++;
        set(Math.max(1, Math.floor(limit / 2)));
      } else if (typeof outcome === 'number' && outcome < 500 && limit < most && ++calm >= limit)
        set(limit + 1);
    },
  };
}
