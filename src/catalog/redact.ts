/**
 * Secret hygiene. The API key and the export password travel in the query string (spec §5), so
 * every URL, message and wrapped cause that leaves the client goes through these helpers.
 */

// login is not a secret but an e-mail address: kept out of build logs as well.
const SECRET_PARAMS = new Set(['apikey', 'password', 'login']);

/** Query string with secret parameters replaced by ***, e.g. "?apiKey=***&lang_ID=2". */
export function redactUrl(url: URL): string {
  const parts: string[] = [];
  for (const [key, value] of url.searchParams) {
    const shown = SECRET_PARAMS.has(key.toLowerCase()) ? '***' : encodeURIComponent(value);
    parts.push(`${encodeURIComponent(key)}=${shown}`);
  }
  return `${url.pathname}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

/** Replaces every occurrence of a secret (raw and URL-encoded) with ***. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join('***');
    }
  }
  return out;
}

/**
 * A plain copy of an error chain with secrets removed from every message. Used as `cause` so
 * that util.inspect(err) cannot leak what a lower layer (fetch, JSON.parse) put into its text.
 */
export function sanitizeCause(err: unknown, secrets: readonly string[], depth = 0): Error | undefined {
  if (err === undefined || err === null || depth > 4) return undefined;
  const source = err instanceof Error ? err : new Error(String(err));
  const inner = sanitizeCause((source as { cause?: unknown }).cause, secrets, depth + 1);
  const copy = new Error(redactText(source.message, secrets), inner ? { cause: inner } : undefined);
  copy.name = source.name;
  const code = (source as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  // The copy's stack points here, not at the original frames, which may embed URLs.
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

/** Origin and path only, for naming a configured endpoint in logs and caches (no query, no credentials). */
export function originAndPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
