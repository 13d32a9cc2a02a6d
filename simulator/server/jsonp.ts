/**
 * Browser access: CORS for every response, JSONP for legacy clients (spec §1). The JSONP shape is
 * not shown in the spec; we answer `name(<json>);` as application/javascript, the common form.
 */

/** A JS identifier path such as `cb`, `jQuery123_456`, `app.widgets.render` (max 128 chars). */
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

export function isValidCallback(name: string): boolean {
  return name.length <= 128 && CALLBACK.test(name);
}

export function wrapJsonp(callback: string, json: string): string {
  return `${callback}(${json});`;
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, ETag, Content-Disposition',
};

/** Answer to an OPTIONS preflight: every endpoint is a GET without credentials. */
export function preflightHeaders(requestedHeaders: string | undefined): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': requestedHeaders?.trim() || '*',
    'Access-Control-Max-Age': '86400',
  };
}
