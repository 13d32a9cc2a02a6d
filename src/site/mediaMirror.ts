/**
 * Media on a loopback host (the embedded simulator's /media/) cannot be reached by any visitor.
 * After the build, every such URL in the pages is replaced by a copy under /_media/ in dist/:
 * root-relative in links and images, absolute (on the site URL) where crawlers read it (meta
 * content, JSON-LD). Processed images never hit this (they are in /_astro/); what remains are
 * documents, audio, 360° files and the delivered images of references outside the image budget.
 * Real catalogs deliver CDN URLs, which stay as they are.
 */
import { createHash } from 'node:crypto';

const LOOPBACK_URL = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?\/[^\s"'<>()\\]*/g;

/** Every distinct loopback URL in a page, as written (entity-encoded `&amp;` decoded). */
export function loopbackUrls(html: string): string[] {
  return [...new Set([...html.matchAll(LOOPBACK_URL)].map((match) => match[0].replace(/&amp;/g, '&')))];
}

/** The file name of a mirrored URL: a short hash (unique per URL) plus the original file name. */
export function mirrorName(url: string): string {
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 12);
  const base = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'file';
  const safe =
    decodeURIComponent(base)
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .slice(-80) || 'file';
  return `${hash}-${safe}`;
}

export const MIRROR_DIR = '_media';

/**
 * Rewrites the loopback URLs of a page to their mirrored paths: absolute on `site` inside meta
 * content attributes and JSON-LD, root-relative everywhere else. `mirrored` maps URL → file
 * name; URLs without a copy (download failed) are left alone.
 */
export function rewritePage(html: string, mirrored: ReadonlyMap<string, string>, site: string): string {
  const local = (url: string) => {
    const name = mirrored.get(url.replace(/&amp;/g, '&'));
    return name ? `/${MIRROR_DIR}/${name}` : undefined;
  };
  const absolute = (url: string) => {
    const path = local(url);
    return path ? new URL(path, site).href : url;
  };
  return html
    .replace(/(<meta\b[^>]*\bcontent=")([^"]*)"/gi, (_m, head: string, value: string) => {
      return `${head}${value.replace(LOOPBACK_URL, absolute)}"`;
    })
    .replace(
      /(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/gi,
      (_m, open: string, json: string, close: string) => {
        return `${open}${json.replace(LOOPBACK_URL, absolute)}${close}`;
      },
    )
    .replace(LOOPBACK_URL, (url) => local(url) ?? url);
}
