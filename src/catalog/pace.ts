/**
 * How many requests the catalog client keeps in flight. The spec states no rate limit, so the
 * client starts at its configured most and lets the API's answers set the pace: a refusal (429,
 * 503) or no answer at all (timeout, dropped connection) halves the limit, and each run of
 * `limit` answers below 500 adds one back, up to the most (additive increase, multiplicative
 * decrease, as TCP does). Requests sent before a cut say nothing new when they are refused too,
 * so a burst of refusals halves the limit once.
 */
import type { Limiter } from '../lib/limiter.ts';

export interface Pace {
  /** Changes with every cut; an attempt notes it when it is sent. */
  readonly epoch: number;
  /** Told of every attempt's outcome: its HTTP status (undefined when none arrived) and its epoch. */
  answered(status: number | undefined, sentIn: number): void;
  readonly limit: number;
}

const OVERLOADED = new Set([429, 503]);

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
    answered(status, sentIn) {
      if (status === undefined || OVERLOADED.has(status)) {
        if (sentIn !== epoch) return;
        epoch++;
        set(Math.max(1, Math.floor(limit / 2)));
      } else if (status < 500 && limit < most && ++calm >= limit) set(limit + 1);
    },
  };
}
