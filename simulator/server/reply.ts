/**
 * What an endpoint hands back. Endpoints never touch the socket: http.ts turns a Reply into bytes
 * and adds CORS, JSONP and charset handling in one place.
 */
export type Reply =
  /** 200 (or `status`) with a JSON payload; JSONP-wrapped when the request has a callback. */
  | { kind: 'json'; value: unknown; status?: number }
  /** A status with an empty body (204 nothing matched, 401, 404, 500, ...). */
  | { kind: 'empty'; status: number; headers?: Record<string, string> }
  /** Binary or pre-encoded body (xlsx, images, documents). */
  | {
      kind: 'bytes';
      status?: number;
      body: Uint8Array;
      contentType: string;
      headers?: Record<string, string>;
    };

export const json = (value: unknown, status?: number): Reply =>
  status === undefined ? { kind: 'json', value } : { kind: 'json', value, status };

export const empty = (status: number, headers?: Record<string, string>): Reply =>
  headers ? { kind: 'empty', status, headers } : { kind: 'empty', status };

/** 204: the spec's "nothing matched" answer; the body stays empty (never `[]`). */
export const noContent = (): Reply => empty(204);
export const unauthorized = (): Reply => empty(401);
export const notFound = (): Reply => empty(404);
export const badRequest = (): Reply => empty(400);
