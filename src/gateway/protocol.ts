/** The gateway's protocol constants, scopes, error codes and limits (spec §4.1, §5, §7, §8). */
export const PROTOCOL_VERSION = '2024-11-05';
/** Path of the gateway endpoint on its origin. */
export const GATEWAY_PATH = '/mcp/v1';
/** The query-parameter alternative to `Authorization: Bearer <token>` (spec §5.3). */
export const TOKEN_QUERY_PARAM = 'token';
/** Header that carries the session identifier (spec §3). */
export const SESSION_HEADER = 'Mcp-Session-Id';

// ---------------------------------------------------------------------------------------------
// Scopes and errors
// ---------------------------------------------------------------------------------------------

export const SCOPES = ['read', 'search', 'media', 'client_details', 'analytics', 'internal_fields'] as const;
export type Scope = (typeof SCOPES)[number];
/** Scopes a token gets when the admin changes nothing (spec §5). */
export const DEFAULT_SCOPES: readonly Scope[] = ['read', 'search', 'media'];

/** JSON-RPC error codes of spec §7. */
export const ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  authRequired: -32001,
  tokenInvalid: -32002,
  scopeMissing: -32003,
  referenceNotAccessible: -32004,
  rateLimited: -32005,
  toolExecution: -32010,
} as const;
export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

/** HTTP status that goes with each error code (spec §7). */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  [-32700]: 400,
  [-32600]: 200,
  [-32601]: 200,
  [-32602]: 200,
  [-32603]: 200,
  [-32001]: 401,
  [-32002]: 401,
  [-32003]: 200,
  [-32004]: 200,
  [-32005]: 429,
  [-32010]: 200,
};

/** Spec §8. */
export const LIMITS = {
  ratePerMinute: 60,
  retryAfterSeconds: 60,
  listLimitDefault: 10,
  listLimitMax: 50,
  clientsLimitDefault: 50,
  clientsLimitMax: 100,
  topCountDefault: 10,
  topCountMax: 50,
  matchCountDefault: 5,
  matchCountMax: 20,
  /** 200 KB of UTF-8. */
  matchTextMaxBytes: 200 * 1024,
  yearMin: 1900,
  yearMax: 2100,
  /** Longest get_statistics period in days (spec silent; keeps the answer fast). */
  statisticsMaxDays: 366,
  /** Default get_statistics period: the 30 days up to today. */
  statisticsDefaultDays: 30,
} as const;
