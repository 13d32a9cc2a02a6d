/**
 * What the gateway client fails with: one GatewayError carrying the JSON-RPC code (spec §7) so
 * callers branch on `code` (-32003 scope missing, -32002 token rejected, ...) instead of parsing
 * text. Messages are redacted before they get here: never a token, never a URL query.
 */
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { isNetworkError } from '../catalog/retry.ts';
import { ERROR_CODES, type ErrorName } from './schemas.ts';

export type GatewayErrorKind =
  /** The server answered with a JSON-RPC error (any HTTP status): see `code`. */
  | 'rpc'
  /** A tool result with isError: true. `code` is -32010. */
  | 'tool'
  /** A non-success HTTP status without a JSON-RPC error in the body. */
  | 'http'
  /** Connection refused, reset or dropped on every attempt. */
  | 'network'
  /** No complete answer within timeoutMs on every attempt. */
  | 'timeout'
  /** Arguments rejected by the shared zod definition before anything was sent. `code` is -32602. */
  | 'invalid_arguments'
  /** structuredContent or a resource does not match the shared zod definition. */
  | 'invalid_response'
  /** The client was closed. */
  | 'closed';

export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  /** JSON-RPC error code, where there is one. */
  code?: number | undefined;
  /** HTTP status of a non-success answer (401, 429, ...); undefined for JSON-RPC errors sent with 200. */
  status?: number | undefined;
  /** "tools/call get_statistics", "resources/read companies://me", "initialize". */
  operation?: string | undefined;
  attempts?: number | undefined;
  /** The JSON-RPC error's data (e.g. { missing: ['analytics'] } for -32003). */
  data?: unknown;
  cause?: unknown;
}

const CODE_NAMES = new Map<number, ErrorName>(
  Object.entries(ERROR_CODES).map(([name, code]) => [code, name as ErrorName]),
);

/** "scopeMissing" for -32003; undefined for codes outside the spec's table. */
export const errorName = (code: number | undefined): ErrorName | undefined =>
  code === undefined ? undefined : CODE_NAMES.get(code);

export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly operation: string | undefined;
  readonly attempts: number | undefined;
  readonly data: unknown;

  constructor(message: string, init: GatewayErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.operation = init.operation;
    this.attempts = init.attempts;
    this.data = init.data;
  }

  /** The spec's name of `code` ("tokenInvalid", "scopeMissing", ...). */
  get codeName(): ErrorName | undefined {
    return errorName(this.code);
  }
}

export const isGatewayError = (err: unknown, code?: number): err is GatewayError =>
  err instanceof GatewayError && (code === undefined || err.code === code);

/** "-32003 scopeMissing" or "-32099". */
export const describeCode = (code: number): string => {
  const name = errorName(code);
  return name ? `${code} ${name}` : String(code);
};

/** The SDK's own request timeout reuses -32001, the spec's "no token" code; its data tells them apart. */
const isSdkTimeout = (err: McpError): boolean =>
  err.code === -32001 && typeof (err.data as { timeout?: unknown } | undefined)?.timeout === 'number';

/**
 * Any failure of an SDK call as a GatewayError. Errors the retrying fetch threw pass through
 * unchanged (the transport rethrows them); JSON-RPC errors arrive from the SDK as McpError.
 */
export function toGatewayError(
  err: unknown,
  operation: string,
  redact: (text: string) => string,
): GatewayError {
  if (err instanceof GatewayError) return err;
  if (err instanceof McpError) {
    const text = redact(err.message.replace(/^MCP error -?\d+: /, ''));
    if (isSdkTimeout(err)) {
      return new GatewayError(`Assistant gateway: ${operation}: no answer in time (${text})`, {
        kind: 'timeout',
        operation,
      });
    }
    // The SDK checks structuredContent itself once listTools() has shown it the output schemas.
    if (/output schema|structured content/i.test(err.message)) {
      return new GatewayError(`Assistant gateway: ${operation}: ${text}`, {
        kind: 'invalid_response',
        operation,
      });
    }
    return new GatewayError(
      `Assistant gateway: ${operation} failed with ${describeCode(err.code)}: ${text}`,
      {
        kind: 'rpc',
        code: err.code,
        operation,
        data: err.data,
      },
    );
  }
  // A schema error (the SDK's own zod, so not instanceof ours) reads as its issues, not as JSON.
  const issues = isZodLike(err) ? `an answer in an unexpected shape (${summarizeIssues(err)})` : undefined;
  const text = redact(issues ?? (err instanceof Error ? err.message : String(err)));
  const status = err instanceof StreamableHTTPError && (err.code ?? 0) > 0 ? err.code : undefined;
  return new GatewayError(`Assistant gateway: ${operation} failed: ${text}`, {
    // Anything else the SDK throws is about what came back (unexpected content type, bad envelope).
    kind: err instanceof StreamableHTTPError ? 'http' : isNetworkError(err) ? 'network' : 'invalid_response',
    status,
    operation,
  });
}

function isZodLike(err: unknown): err is Pick<z.ZodError, 'issues'> {
  return err instanceof Error && Array.isArray((err as { issues?: unknown }).issues);
}

/** "limit: Too big ...; lang: Invalid option": paths and messages of zod issues, never the values. */
export function summarizeIssues(error: Pick<z.ZodError, 'issues'>): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
