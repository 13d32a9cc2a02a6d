/**
 * Media on a loopback host (the embedded simulator's /media/) cannot be reached by any visitor.
 * When a build mirrors them (siteConfig().media.mirrorLoopback), pages link such a URL as its copy
 * under /_media/ the moment they render it, and record it with the page's facts
 * (incremental/pageFacts.ts); the post-build step copies exactly the recorded files
 * (src/integrations/postBuild.ts). Processed images never hit this (Astro fetches them into
 * /_astro/); what remains are documents, audio, 360° files and the delivered images of references
 * outside the image budget. Real catalogs deliver CDN URLs, which stay as they are.
 */
import { createHash } from 'node:crypto';
import { recordMirroredMedia } from '../incremental/pageFacts.ts';

export const MIRROR_DIR = '_media';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopback(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
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

/**
 * The URL a page links for the catalog media URL `url`: its mirrored copy when the build mirrors
 * and `url` is on a loopback host (recorded for copying), else `url` as delivered. Root-relative,
 * or absolute on `site` where crawlers read it (meta content, JSON-LD).
 */
export function publicMediaUrl(url: string, site?: URL | string): string {
  if (!isLoopback(url) || !recordMirroredMedia(url)) return url;
  const path = `/${MIRROR_DIR}/${mirrorName(url)}`;
  return site ? new URL(path, site).href : path;
}
