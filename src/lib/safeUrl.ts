/**
 * Catalog fields other than the (sanitized) description are plain strings that end up in href
 * and src attributes. Only absolute http(s) URLs pass: a `javascript:` or `data:` link in a
 * partner or product field must never become clickable.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The last path segment of a URL, decoded: a readable fallback label for an untitled file. */
export function fileNameOf(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}
