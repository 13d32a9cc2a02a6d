/**
 * HTTP transport for the catalog API: query building with the API key, per-attempt timeout,
 * retries (5xx, 429, network, timeout) with exponential backoff + full jitter, a concurrency
 * limit shared by every call of one client, and secret-free errors and log entries.
 */
import { createLimiter } from '../lib/limiter.ts';
import {
  CatalogAuthError,
  CatalogError,
  CatalogHttpError,
  CatalogMalformedResponseError,
  CatalogNetworkError,
  CatalogTimeoutError,
  where,
} from './errors.ts';
import { redactText, redactUrl, sanitizeCause } from './redact.ts';
import {
  backoffDelay,
  describeNetworkError,
  isNetworkError,
  isRetryableStatus,
  parseRetryAfter,
  sleep,
} from './retry.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** One line of the request log: one entry per attempt, secrets already redacted from `path`. */
export interface RequestLogEntry {
  method: 'GET';
  /** Path and query relative to the host, apiKey/password shown as ***. */
  path: string;
  /** Undefined when no response arrived (network error or timeout). */
  status: number | undefined;
  ms: number;
  attempt: number;
  error?: string;
}

export interface HttpOptions {
  baseUrl: string;
  apiKey: string;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  retryAfterMaxMs: number;
  fetch: typeof fetch;
  logger: (line: string) => void;
  onRequest: ((entry: RequestLogEntry) => void) | undefined;
}

export interface RequestContext {
  /** Named in error messages when the call concerns one reference. */
  referenceId?: number | undefined;
  /** Further secrets sent with this request (export password). */
  secrets?: readonly string[];
  /** Statuses that mean "nothing there" for this call, like 204 (e.g. 404 for a detail). */
  emptyStatuses?: readonly number[];
  /** Replaces the default 401 message. */
  authMessage?: string;
  /** One of many queued at once (details): waits behind the other calls for a slot. */
  bulk?: boolean;
}

export interface HttpClient {
  /** Parsed JSON, or undefined for 204 and `emptyStatuses`. */
  getJson(path: string, query: Query, ctx?: RequestContext): Promise<unknown>;
  /** Raw bytes (Excel export), or undefined for 204 and `emptyStatuses`. */
  getBytes(path: string, query: Query, ctx?: RequestContext): Promise<Uint8Array | undefined>;
}

interface AttemptResult {
  status: number;
  retryAfter: string | null;
  body: Uint8Array;
}

class TimeoutSignal {}

function buildUrl(baseUrl: string, path: string, query: Query, apiKey: string): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  url.searchParams.set('apiKey', apiKey);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url;
}

export function createHttpClient(opts: HttpOptions): HttpClient {
  const limiter = createLimiter(opts.concurrency);
  const maxAttempts = opts.retries + 1;

  async function attemptOnce(url: URL): Promise<AttemptResult> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs);
    try {
      // The signal also covers reading the body, so a stalled body counts as a timeout.
      const res = await opts.fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    } catch (err) {
      if (timedOut) throw new TimeoutSignal();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(path: string, query: Query, ctx: RequestContext): Promise<Uint8Array | undefined> {
    const url = buildUrl(opts.baseUrl, path, query, opts.apiKey);
    const shownPath = redactUrl(url);
    const endpoint = `GET ${path}`;
    const at = where(endpoint, ctx.referenceId);
    const secrets = [opts.apiKey, ...(ctx.secrets ?? [])];
    const base = { endpoint, referenceId: ctx.referenceId };

    for (let attempt = 1; ; attempt++) {
      // Timed from slot acquisition: queueing behind the concurrency limit is not latency.
      let started = performance.now();
      let result: AttemptResult | undefined;
      let failure: unknown;
      try {
        result = await limiter.run(
          () => {
            started = performance.now();
            return attemptOnce(url);
          },
          { bulk: ctx.bulk ?? false },
        );
      } catch (err) {
        failure = err;
      }
      const ms = Math.round(performance.now() - started);
      const timedOut = failure instanceof TimeoutSignal;
      const failureText = timedOut
        ? `timeout after ${opts.timeoutMs} ms`
        : failure === undefined
          ? undefined
          : redactText(describeNetworkError(failure), secrets);
      opts.onRequest?.({
        method: 'GET',
        path: shownPath,
        status: result?.status,
        ms,
        attempt,
        ...(failureText === undefined ? {} : { error: failureText }),
      });
      const exhausted = attempt >= maxAttempts;
      const tries = `${attempt} attempt${attempt === 1 ? '' : 's'}`;

      if (result === undefined) {
        if (!timedOut && !isNetworkError(failure)) {
          throw new CatalogError(`${at}: request failed (${failureText})`, {
            ...base,
            attempts: attempt,
            cause: sanitizeCause(failure, secrets),
          });
        }
        if (exhausted) {
          if (timedOut) {
            throw new CatalogTimeoutError(`${at}: no response within ${opts.timeoutMs} ms after ${tries}`, {
              ...base,
              attempts: attempt,
            });
          }
          throw new CatalogNetworkError(`${at}: network error after ${tries} (${failureText})`, {
            ...base,
            attempts: attempt,
            cause: sanitizeCause(failure, secrets),
          });
        }
        const delay = backoffDelay(attempt, { baseMs: opts.backoffBaseMs, maxMs: opts.backoffMaxMs });
        opts.logger(
          `[catalog] ${shownPath}: ${failureText}; retry ${attempt}/${opts.retries} in ${delay} ms`,
        );
        await sleep(delay);
        continue;
      }

      const { status } = result;
      if (status === 204 || ctx.emptyStatuses?.includes(status)) return undefined;
      if (status >= 200 && status < 300) return result.body;
      if (status === 401) {
        const detail = serverMessage(result.body);
        const message =
          ctx.authMessage ?? `Catalog API rejected the API key (missing, invalid or revoked) on ${endpoint}`;
        throw new CatalogAuthError(redactText(detail ? `${message} (server: ${detail})` : message, secrets), {
          ...base,
          status,
          attempts: attempt,
        });
      }
      if (!isRetryableStatus(status)) {
        throw new CatalogHttpError(`${at} failed with HTTP ${status} (client error, not retried)`, {
          ...base,
          status,
          attempts: attempt,
        });
      }
      if (exhausted) {
        throw new CatalogHttpError(`${at} failed with HTTP ${status} after ${tries}`, {
          ...base,
          status,
          attempts: attempt,
        });
      }
      const retryAfter = status === 429 ? parseRetryAfter(result.retryAfter) : undefined;
      const delay =
        retryAfter === undefined
          ? backoffDelay(attempt, { baseMs: opts.backoffBaseMs, maxMs: opts.backoffMaxMs })
          : Math.min(retryAfter, opts.retryAfterMaxMs);
      opts.logger(`[catalog] ${shownPath}: HTTP ${status}; retry ${attempt}/${opts.retries} in ${delay} ms`);
      await sleep(delay);
    }
  }

  return {
    async getJson(path, query, ctx = {}) {
      const body = await request(path, query, ctx);
      if (body === undefined) return undefined;
      const at = where(`GET ${path}`, ctx.referenceId);
      const text = new TextDecoder().decode(body);
      if (text.trim() === '') {
        throw new CatalogMalformedResponseError(
          `${at}: response is not valid JSON (empty body with HTTP 200)`,
          {
            endpoint: `GET ${path}`,
            referenceId: ctx.referenceId,
          },
        );
      }
      try {
        return JSON.parse(text);
      } catch (err) {
        const secrets = [opts.apiKey, ...(ctx.secrets ?? [])];
        const reason = redactText(err instanceof Error ? err.message : String(err), secrets);
        throw new CatalogMalformedResponseError(`${at}: response is not valid JSON (${reason})`, {
          endpoint: `GET ${path}`,
          referenceId: ctx.referenceId,
          cause: sanitizeCause(err, secrets),
        });
      }
    },
    getBytes(path, query, ctx = {}) {
      return request(path, query, ctx);
    },
  };
}

/** The export's 401 carries {error, message, code}; other 401s have an empty body. */
function serverMessage(body: Uint8Array): string | undefined {
  if (body.length === 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message.slice(0, 200);
    }
  } catch {
    // Not JSON: nothing worth quoting.
  }
  return undefined;
}
