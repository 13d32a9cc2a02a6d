/**
 * The hosts the site may show catalog images from as delivered (img-src of the CSP, csp.ts):
 * list thumbnails, stage and gallery files of references outside the image budget, and partner
 * logos on hosts astro:assets does not process. One list for the whole site, so every page (and
 * the search page's cards of any reference) carries the same policy.
 */
import { siteConfig } from '../../site.config.ts';
import type { SiteData } from '../data/siteData.ts';
import { mediaOrigins } from './csp.ts';

const cache = new WeakMap<SiteData, string[]>();

export function catalogImageOrigins(data: SiteData): string[] {
  let origins = cache.get(data);
  if (!origins) {
    const urls: (string | undefined)[] = [];
    for (const { refs } of Object.values(data.langs)) {
      for (const { item, summary } of refs) urls.push(item.thumbnail, ...summary.mediaOrigins);
    }
    origins = mediaOrigins(urls, siteConfig().media.mirrorLoopback);
    cache.set(data, origins);
  }
  return origins;
}
