/**
 * Retry policy and the one retrying fetch of the REST and the gateway client: which failures are
 * transient, how long to wait before the next attempt, and the loop itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

/** Exponential backoff with full jitter: uniform in [0, min(maxMs, baseMs * 2^attempt)). */
export function backoffDelay(attempt: number, opts: BackoffOptions): number {
  const ceiling = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor((opts.random ?? Math.random)() * ceiling);
}

/**
 * Retry-After as milliseconds: delta-seconds or an HTTP-date (RFC 9110 §10.2.3).
 * Returns undefined when absent or unparsable; never negative.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

const NETWORK_MESSAGES = ['fetch failed', 'terminated', 'socket hang up', 'other side closed'];

/** True for dropped or refused connections, as reported by undici (fetch) or node:http. */
export function isNetworkError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (NETWORK_MESSAGES.some((m) => e instanceof Error && e.message.toLowerCase().includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * "ECONNRESET" (or "socket hang up" where no code is given) from the innermost informative error of
 * a chain. The code alone: the message beside it names the host and port, which identify the
 * customer's catalog (the request's endpoint names what failed).
 */
export function describeNetworkError(err: unknown): string {
  let best = err instanceof Error ? err.message : String(err);
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    best = typeof code === 'string' ? code : e.message;
    e = (e as { cause?: unknown }).cause;
  }
  return best;
}

/** How one call is retried; the REST and the gateway client share it. */
export interface RetryPolicy {
  /** Per attempt, reading the body included. */
  timeoutMs: number;
  /** Further attempts after the first (network errors, timeouts, retryable statuses). */
  retries: number;
  /** Full-jitter exponential backoff base and cap. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Cap of a 429's Retry-After wait. */
  retryAfterMaxMs: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = {
  timeoutMs: 15_000,
  retries: 5,
  backoffBaseMs: 250,
  backoffMaxMs: 10_000,
  retryAfterMaxMs: 60_000,
};

/** The policy with the defaults where `options` leaves a value out. */
export function retryPolicy(options: { [K in keyof RetryPolicy]?: number | undefined }): RetryPolicy {
  const given = Object.entries(options).filter(
    ([key, value]) => key in DEFAULT_RETRY_POLICY && value !== undefined,
  );
  return { ...DEFAULT_RETRY_POLICY, ...Object.fromEntries(given) };
}

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface RetryOptions extends RetryPolicy {
  fetch: FetchLike;
  /** Attempts in all (default retries + 1). */
  maxAttempts?: number;
  /** Statuses worth another attempt (default isRetryableStatus). */
  isRetryable?: (status: number) => boolean;
  /** Runs each attempt, e.g. behind a concurrency limit; the attempt's time starts inside. */
  run?: <T>(attempt: () => Promise<T>) => Promise<T>;
  /** Makes error texts safe to show (removes secrets). */
  redact: (text: string) => string;
  /** Gets "<label>: HTTP 503; retry 1/5 in 180 ms" before each wait. */
  logger: (line: string) => void;
  label: string;
  /** Every attempt as it ends: its status, or the failure's text and whether it timed out. */
  onAttempt?:
    | ((attempt: {
        attempt: number;
        ms: number;
        status: number | undefined;
        error?: string;
        timedOut?: boolean;
      }) => void)
    | undefined;
}

/** The last attempt's answer: a status the caller handles, or one still retryable after the last attempt. */
export type RetryAnswer = {
  kind: 'response';
  response: Response;
  body: ArrayBuffer;
  attempts: number;
  retryable: boolean;
};
/** No answer: timeouts or network errors until the last attempt, or a failure not worth retrying; `reason` redacted. */
type Failure<K> = { kind: K; error: unknown; reason: string; attempts: number };
export type RetryFailure = Failure<'timeout'> | Failure<'network'> | Failure<'error'>;

class TimeoutSignal {}

/** "1 attempt", "3 attempts". */
export function tries(attempts: number): string {
  return `${attempts} attempt${attempts === 1 ? '' : 's'}`;
}

/** One attempt under its own timer, which covers reading the body (a stalled body is a timeout too). */
async function attemptOnce(o: RetryOptions, url: string | URL, init: RequestInit) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, o.timeoutMs);
  // A caller's own signal (the SDK aborts on close) must still stop the attempt.
  const outer = init.signal;
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    const response = await o.fetch(url, { ...init, signal: controller.signal });
    return { response, body: await response.arrayBuffer() };
  } catch (err) {
    if (timedOut) throw new TimeoutSignal();
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * One call with retries: network errors, timeouts and retryable statuses are tried again after a
 * full-jitter backoff (a 429's Retry-After instead, up to its cap) until the attempts run out.
 * What the last attempt gave is returned for the caller to turn into its own result or error;
 * an abort of the caller's own signal is thrown as it is.
 */
export async function fetchWithRetries(
  o: RetryOptions,
  url: string | URL,
  init: RequestInit = {},
): Promise<RetryAnswer | RetryFailure> {
  const maxAttempts = o.maxAttempts ?? o.retries + 1;
  const retryable = o.isRetryable ?? isRetryableStatus;
  const run = o.run ?? ((attempt) => attempt());
  for (let attempt = 1; ; attempt++) {
    let started = performance.now();
    let answer: { response: Response; body: ArrayBuffer } | undefined;
    let failure: unknown;
    try {
      answer = await run(() => {
        started = performance.now();
        return attemptOnce(o, url, init);
      });
    } catch (err) {
      if (init.signal?.aborted) throw err;
      failure = err;
    }
    const ms = Math.round(performance.now() - started);
    const exhausted = attempt >= maxAttempts;
    let reason: string;
    let delay: number | undefined;
    if (answer) {
      const { status } = answer.response;
      o.onAttempt?.({ attempt, ms, status });
      const again = retryable(status);
      if (!again || exhausted) return { kind: 'response', ...answer, attempts: attempt, retryable: again };
      reason = `HTTP ${status}`;
      const retryAfter =
        status === 429 ? parseRetryAfter(answer.response.headers.get('retry-after')) : undefined;
      if (retryAfter !== undefined) delay = Math.min(retryAfter, o.retryAfterMaxMs);
    } else {
      const timedOut = failure instanceof TimeoutSignal;
      reason = timedOut ? `timeout after ${o.timeoutMs} ms` : o.redact(describeNetworkError(failure));
      o.onAttempt?.({ attempt, ms, status: undefined, error: reason, timedOut });
      const kind = timedOut ? 'timeout' : isNetworkError(failure) ? 'network' : 'error';
      if (kind === 'error' || exhausted) return { kind, error: failure, reason, attempts: attempt };
    }
    delay ??= backoffDelay(attempt, { baseMs: o.backoffBaseMs, maxMs: o.backoffMaxMs });
    o.logger(`${o.label}: ${reason}; retry ${attempt}/${o.retries} in ${delay} ms`);
    await sleep(delay);
  }
}
