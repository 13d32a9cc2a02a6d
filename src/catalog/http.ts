/**
 * HTTP transport for the catalog API: query building with the API key, per-attempt timeout,
 * retries (5xx, 429, network, timeout) with exponential backoff + full jitter, a concurrency
 * limit shared by every call of one client and paced by the API's answers (pace.ts), and
 * secret-free errors and log entries.
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
import { createPace, type Outcome } from './pace.ts';
import { redactText, redactUrl, sanitizeCause } from './redact.ts';
import { type FetchLike, fetchWithRetries, type RetryPolicy, tries } from './retry.ts';

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

export interface HttpOptions extends RetryPolicy {
  baseUrl: string;
  apiKey: string;
  concurrency: number;
  fetch: FetchLike;
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
  const pace = createPace(limiter, opts.concurrency);
  const answered = (outcome: Outcome, sentIn: number): void => {
    const before = pace.limit;
    pace.answered(outcome, sentIn);
    if (pace.limit < before)
      opts.logger(
        `[catalog] ${outcome === 'timeout' ? 'no answer in time' : `HTTP ${outcome}`}: at most ${pace.limit} of ${opts.concurrency} requests in flight now`,
      );
  };

  async function request(path: string, query: Query, ctx: RequestContext): Promise<Uint8Array | undefined> {
    const url = buildUrl(opts.baseUrl, path, query, opts.apiKey);
    const shownPath = redactUrl(url);
    const endpoint = `GET ${path}`;
    const at = where(endpoint, ctx.referenceId);
    const secrets = [opts.apiKey, ...(ctx.secrets ?? [])];
    const base = { endpoint, referenceId: ctx.referenceId };
    const onRequest = opts.onRequest;
    // Attempts of one request run one after another: each notes the pace's epoch as it is sent.
    let sentIn = pace.epoch;

    const last = await fetchWithRetries(
      {
        ...opts,
        // Timed from slot acquisition: queueing behind the concurrency limit is not latency.
        run: (attempt) =>
          limiter.run(
            () => {
              sentIn = pace.epoch;
              return attempt();
            },
            { bulk: ctx.bulk ?? false },
          ),
        redact: (text) => redactText(text, secrets),
        label: `[catalog] ${shownPath}`,
        onAttempt: ({ timedOut, ...entry }) => {
          answered(entry.status ?? (timedOut ? 'timeout' : 'failed'), sentIn);
          onRequest?.({ method: 'GET', path: shownPath, ...entry });
        },
      },
      url,
      { headers: { accept: 'application/json' } },
    );
    const attempts = last.attempts;
    if (last.kind === 'error') {
      throw new CatalogError(`${at}: request failed (${last.reason})`, {
        ...base,
        attempts,
        cause: sanitizeCause(last.error, secrets),
      });
    }
    if (last.kind === 'timeout') {
      throw new CatalogTimeoutError(
        `${at}: no response within ${opts.timeoutMs} ms after ${tries(attempts)}`,
        {
          ...base,
          attempts,
        },
      );
    }
    if (last.kind === 'network') {
      throw new CatalogNetworkError(`${at}: network error after ${tries(attempts)} (${last.reason})`, {
        ...base,
        attempts,
        cause: sanitizeCause(last.error, secrets),
      });
    }
    const { status } = last.response;
    const body = new Uint8Array(last.body);
    if (status === 204 || ctx.emptyStatuses?.includes(status)) return undefined;
    if (status >= 200 && status < 300) return body;
    if (status === 401) {
      const detail = serverMessage(body);
      const message =
        ctx.authMessage ?? `Catalog API rejected the API key (missing, invalid or revoked) on ${endpoint}`;
      throw new CatalogAuthError(redactText(detail ? `${message} (server: ${detail})` : message, secrets), {
        ...base,
        status,
        attempts,
      });
    }
    const why = last.retryable ? `after ${tries(attempts)}` : '(client error, not retried)';
    throw new CatalogHttpError(`${at} failed with HTTP ${status} ${why}`, { ...base, status, attempts });
  }

  return {
    async getJson(path, query, ctx = {}) {
      const body = await request(path, query, ctx);
      if (body === undefined) return undefined;
      const at = where(`GET ${path}`, ctx.referenceId);
      const text = new TextDecoder().decode(body);
      const base = { endpoint: `GET ${path}`, referenceId: ctx.referenceId };
      if (text.trim() === '') {
        throw new CatalogMalformedResponseError(
          `${at}: response is not valid JSON (empty body with HTTP 200)`,
          base,
        );
      }
      try {
        return JSON.parse(text);
      } catch (err) {
        const secrets = [opts.apiKey, ...(ctx.secrets ?? [])];
        const reason = redactText(err instanceof Error ? err.message : String(err), secrets);
        throw new CatalogMalformedResponseError(`${at}: response is not valid JSON (${reason})`, {
          ...base,
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
