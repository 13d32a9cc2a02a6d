/**
 * JSON-RPC errors of the gateway (spec §7). Handlers throw RpcError; the transport turns it into
 * the error object and the HTTP status of the spec's table. Messages never carry a token.
 */
import { ERROR_CODES, ERROR_HTTP_STATUS, type ErrorCode, type ErrorName } from '../../src/gateway/schemas.ts';

export class RpcError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;

  constructor(name: ErrorName, message: string, data?: unknown) {
    super(message);
    this.code = ERROR_CODES[name];
    this.data = data;
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

export type RpcId = string | number | null;

export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export function errorResponse(
  id: RpcId,
  err: RpcError,
): {
  jsonrpc: '2.0';
  id: RpcId;
  error: RpcErrorObject;
} {
  const error: RpcErrorObject = { code: err.code, message: err.message };
  if (err.data !== undefined) error.data = err.data;
  return { jsonrpc: '2.0', id, error };
}

/** Any thrown value as an RpcError; unexpected ones become `fallback` (internal or tool error). */
export function asRpcError(err: unknown, fallback: 'internalError' | 'toolExecution'): RpcError {
  if (err instanceof RpcError) return err;
  return new RpcError(fallback, fallback === 'toolExecution' ? 'Tool execution failed' : 'Internal error');
}
