/** Retry policy: which failures are transient and how long to wait before the next attempt. */

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

/** "ECONNRESET: socket hang up" from the innermost informative error of a chain. */
export function describeNetworkError(err: unknown): string {
  let best = err instanceof Error ? err.message : String(err);
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    best = typeof code === 'string' ? `${code}: ${e.message}` : e.message;
    e = (e as { cause?: unknown }).cause;
  }
  return best;
}

/** Node's own promise timer; the name the catalog and gateway clients wait with between tries. */
export { setTimeout as sleep } from 'node:timers/promises';
