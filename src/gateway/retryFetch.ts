/**
 * The fetch handed to the SDK's StreamableHTTPClientTransport: the REST client's policy (retry.ts)
 * applied to every POST of a JSON-RPC message. Per-attempt timeout (body included), retries on
 * network errors, timeouts, 5xx and 429 with full-jitter backoff, Retry-After honoured up to a cap.
 * A final non-success answer that carries a JSON-RPC error becomes a GatewayError with its code, so
 * callers see -32002 or -32005 instead of the SDK's "Error POSTing to endpoint" text.
 */
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { redactText, sanitizeCause } from '../catalog/redact.ts';
import {
  backoffDelay,
  describeNetworkError,
  isNetworkError,
  isRetryableStatus,
  parseRetryAfter,
  sleep,
} from '../catalog/retry.ts';
import { describeCode, GatewayError } from './errors.ts';

export interface RetryPolicy {
  timeoutMs: number;
  retries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  retryAfterMaxMs: number;
}

export interface RetryingFetchOptions extends RetryPolicy {
  fetch: FetchLike;
  logger: (line: string) => void;
  /** Replaced by *** in every message and log line (the token). */
  secrets: readonly string[];
  /** How the endpoint is named in messages: origin and path, never the query. */
  shownUrl: string;
}

interface Answer {
  response: Response;
  body: ArrayBuffer;
}

class TimeoutSignal {}

/** "tools/call get_reference", "initialize", "batch of 3": what a POST body asks for, never its arguments. */
export function describeBody(body: unknown): string {
  if (typeof body !== 'string') return 'request';
  try {
    const msg: unknown = JSON.parse(body);
    if (Array.isArray(msg)) return `batch of ${msg.length}`;
    const { method, params } = (msg ?? {}) as {
      method?: unknown;
      params?: { name?: unknown; uri?: unknown };
    };
    if (typeof method !== 'string') return 'request';
    const target =
      method === 'tools/call' ? params?.name : method === 'resources/read' ? params?.uri : undefined;
    return typeof target === 'string' ? `${method} ${target.slice(0, 100)}` : method;
  } catch {
    return 'request';
  }
}

/** The JSON-RPC error object of a body, if it has one. */
function rpcError(body: ArrayBuffer): { code: number; message: string; data?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const error = (Array.isArray(parsed) ? parsed[0] : parsed)?.error;
    if (error && typeof error.code === 'number' && typeof error.message === 'string') return error;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  return undefined;
}

/** Empty-body statuses cannot be constructed with a body, even an empty one. */
const NULL_BODY = new Set([101, 204, 205, 304]);

export function createRetryingFetch(o: RetryingFetchOptions): FetchLike {
  const redact = (text: string) => redactText(text, o.secrets);

  async function attemptOnce(url: string | URL, init: RequestInit): Promise<Answer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, o.timeoutMs);
    // The transport aborts its own signal on close: that must still stop this attempt.
    const outer = init.signal;
    const forward = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', forward, { once: true });
    try {
      const response = await o.fetch(url, { ...init, signal: controller.signal });
      // Read within the same timer: a stalled body is a timeout too.
      const body = await response.arrayBuffer();
      return { response, body };
    } catch (err) {
      if (timedOut) throw new TimeoutSignal();
      throw err;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  }

  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    // GET would open the server-initiated stream (the gateway answers 501): not a call to retry.
    if (method === 'GET') return o.fetch(url, init);
    // DELETE ends the session on close(): one attempt, no waiting for a server that is gone.
    const maxAttempts = method === 'POST' ? o.retries + 1 : 1;
    const operation = method === 'POST' ? describeBody(init.body) : `${method} session`;
    const at = `${operation} (${method} ${o.shownUrl})`;

    for (let attempt = 1; ; attempt++) {
      let answer: Answer | undefined;
      let failure: unknown;
      try {
        answer = await attemptOnce(url, init);
      } catch (err) {
        if (init.signal?.aborted) throw err;
        failure = err;
      }
      const exhausted = attempt >= maxAttempts;
      const tries = `${attempt} attempt${attempt === 1 ? '' : 's'}`;

      if (answer === undefined) {
        const timedOut = failure instanceof TimeoutSignal;
        if (!timedOut && !isNetworkError(failure)) {
          throw new GatewayError(
            `Assistant gateway: ${at} failed: ${redact(describeNetworkError(failure))}`,
            {
              kind: 'network',
              operation,
              attempts: attempt,
              cause: sanitizeCause(failure, o.secrets),
            },
          );
        }
        const reason = timedOut ? `timeout after ${o.timeoutMs} ms` : redact(describeNetworkError(failure));
        if (exhausted) {
          throw timedOut
            ? new GatewayError(
                `Assistant gateway: ${at}: no response within ${o.timeoutMs} ms after ${tries}`,
                {
                  kind: 'timeout',
                  operation,
                  attempts: attempt,
                },
              )
            : new GatewayError(`Assistant gateway: ${at}: network error after ${tries} (${reason})`, {
                kind: 'network',
                operation,
                attempts: attempt,
                cause: sanitizeCause(failure, o.secrets),
              });
        }
        const delay = backoffDelay(attempt, { baseMs: o.backoffBaseMs, maxMs: o.backoffMaxMs });
        o.logger(`[gateway] ${at}: ${reason}; retry ${attempt}/${o.retries} in ${delay} ms`);
        await sleep(delay);
        continue;
      }

      const { response, body } = answer;
      const { status } = response;
      const retryable = isRetryableStatus(status) && status !== 501;
      if (retryable && !exhausted) {
        const retryAfter = status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
        const delay =
          retryAfter === undefined
            ? backoffDelay(attempt, { baseMs: o.backoffBaseMs, maxMs: o.backoffMaxMs })
            : Math.min(retryAfter, o.retryAfterMaxMs);
        o.logger(`[gateway] ${at}: HTTP ${status}; retry ${attempt}/${o.retries} in ${delay} ms`);
        await sleep(delay);
        continue;
      }
      const error = response.ok ? undefined : rpcError(body);
      if (error) {
        const after = retryable ? ` after ${tries}` : '';
        throw new GatewayError(
          `Assistant gateway: ${at} failed with HTTP ${status}, ${describeCode(error.code)}: ${redact(error.message)}${after}`,
          { kind: 'rpc', code: error.code, status, operation, attempts: attempt, data: error.data },
        );
      }
      if (!response.ok && retryable) {
        throw new GatewayError(`Assistant gateway: ${at} failed with HTTP ${status} after ${tries}`, {
          kind: 'http',
          status,
          operation,
          attempts: attempt,
        });
      }
      // Success, or a status the SDK handles itself (redirects, 405 on DELETE).
      return new Response(NULL_BODY.has(status) ? null : body, {
        status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
  };
}
