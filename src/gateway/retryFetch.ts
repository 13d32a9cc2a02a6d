/**
 * The fetch handed to the SDK's StreamableHTTPClientTransport: the REST client's policy (retry.ts)
 * applied to every POST of a JSON-RPC message. Per-attempt timeout (body included), retries on
 * network errors, timeouts, 5xx and 429 with full-jitter backoff, Retry-After honoured up to a cap.
 * A final non-success answer that carries a JSON-RPC error becomes a GatewayError with its code, so
 * callers see -32002 or -32005 instead of the SDK's "Error POSTing to endpoint" text.
 */
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { redactText, sanitizeCause } from '../catalog/redact.ts';
import { fetchWithRetries, isRetryableStatus, type RetryPolicy, tries } from '../catalog/retry.ts';
import { describeCode, GatewayError } from './errors.ts';

export interface RetryingFetchOptions extends RetryPolicy {
  fetch: FetchLike;
  logger: (line: string) => void;
  /** Replaced by *** in every message and log line (the token). */
  secrets: readonly string[];
  /** How the endpoint is named in messages: origin and path, never the query. */
  shownUrl: string;
}

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

  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    // GET would open the server-initiated stream (the gateway answers 501): not a call to retry.
    if (method === 'GET') return o.fetch(url, init);
    const operation = method === 'POST' ? describeBody(init.body) : `${method} session`;
    const at = `${operation} (${method} ${o.shownUrl})`;
    const last = await fetchWithRetries(
      {
        ...o,
        // DELETE ends the session on close(): one attempt, no waiting for a server that is gone.
        maxAttempts: method === 'POST' ? o.retries + 1 : 1,
        isRetryable: (status) => isRetryableStatus(status) && status !== 501,
        redact,
        label: `[gateway] ${at}`,
      },
      url,
      init,
    );
    const { attempts } = last;
    if (last.kind === 'timeout') {
      throw new GatewayError(
        `Assistant gateway: ${at}: no response within ${o.timeoutMs} ms after ${tries(attempts)}`,
        { kind: 'timeout', operation, attempts },
      );
    }
    if (last.kind !== 'response') {
      // Exhausted network errors, or a failure not worth retrying.
      const what =
        last.kind === 'network'
          ? `: network error after ${tries(attempts)} (${last.reason})`
          : ` failed: ${last.reason}`;
      const cause = sanitizeCause(last.error, o.secrets);
      throw new GatewayError(`Assistant gateway: ${at}${what}`, {
        kind: 'network',
        operation,
        attempts,
        cause,
      });
    }
    const { response, body, retryable } = last;
    const { status } = response;
    const error = response.ok ? undefined : rpcError(body);
    if (error) {
      const after = retryable ? ` after ${tries(attempts)}` : '';
      throw new GatewayError(
        `Assistant gateway: ${at} failed with HTTP ${status}, ${describeCode(error.code)}: ${redact(error.message)}${after}`,
        { kind: 'rpc', code: error.code, status, operation, attempts, data: error.data },
      );
    }
    if (!response.ok && retryable) {
      throw new GatewayError(`Assistant gateway: ${at} failed with HTTP ${status} after ${tries(attempts)}`, {
        kind: 'http',
        status,
        operation,
        attempts,
      });
    }
    // Success, or a status the SDK handles itself (redirects, 405 on DELETE).
    return new Response(NULL_BODY.has(status) ? null : body, {
      status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
