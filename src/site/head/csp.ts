/**
 * The site's Content Security Policy, in one place. Astro's `security.csp` (astro.config.mjs)
 * writes it into every page's <meta http-equiv="content-security-policy">: these directives plus
 * `script-src` / `style-src` with 'self' and the hashes of every script and style Astro bundles or
 * inlines. No 'unsafe-inline', no 'unsafe-eval': an injected <script>, on* handler or style=""
 * attribute does not run. What Astro does not see, the pages add through `Astro.csp`: the hashes
 * of their few `is:inline` elements (cspHash) and the image hosts of the catalog (mediaOrigins).
 *
 * A <meta> policy cannot carry frame-ancestors (nor report-to or sandbox); those go in the
 * `Content-Security-Policy` header of public/_headers, which browsers enforce alongside it.
 */
import { createHash } from 'node:crypto';

/** Directives besides script-src/style-src (those Astro writes). No-hash sources only. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  // Catalog image hosts are added per build by BaseLayout (mediaOrigins); data: for inline SVG/CSS images.
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

export type CspHash = `sha256-${string}`;

/** The CSP source hash of an inline element's exact text (what the browser hashes). */
export function cspHash(text: string): CspHash {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origins of the image URLs a build links as delivered (list thumbnails, gallery and stage
 * files of references outside the image budget), for img-src. Loopback media are left out when
 * the build mirrors them to /_media/ (same origin); anything not http(s) is never linked.
 */
export function mediaOrigins(urls: Iterable<string | undefined>, mirrorLoopback: boolean): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') continue;
      if (mirrorLoopback && LOOPBACK.has(parsed.hostname)) continue;
      origins.add(parsed.origin);
    } catch {
      // Not a URL: pages never link it either (safeHttpUrl).
    }
  }
  return [...origins].sort();
}
