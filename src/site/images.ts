/**
 * Catalog images through astro:assets: responsive AVIF + WebP at the few widths of
 * site.config.ts, width/height always set. Sizes come from a probe cache (imageSizeCache.ts).
 * Images from hosts that are not allowed (astro.config.mjs image.remotePatterns) or that cannot be
 * probed are used as delivered, in a fixed-ratio box, rather than failing the build.
 */

import { getImage, inferRemoteSize } from 'astro:assets';
import { resolve } from 'node:path';
import { siteConfig } from '../site.config.ts';
import { createSizeCache, type Size } from './imageSizeCache.ts';
import { usableWidths } from './imageWidths.ts';

const sizeCache = createSizeCache(resolve(siteConfig.cacheDir, 'site-image-sizes.json'), (url) =>
  inferRemoteSize(url),
);

export type PictureData = {
  /** Extra <source> elements (AVIF); empty when the image could not be processed. */
  sources: { type: string; srcset: string }[];
  src: string;
  srcset?: string | undefined;
  width: number;
  height: number;
};

const { quality } = siteConfig.images;

export function imageSize(src: string): Promise<Size | undefined> {
  return sizeCache.get(src);
}

/**
 * A <picture>'s data for a remote image. `aspect` (width / height) crops to that ratio (cards,
 * gallery thumbnails, stage); without it the source's own ratio is kept (lightbox).
 */
export async function pictureData(
  src: string,
  options: { widths: readonly number[]; aspect?: number | undefined },
): Promise<PictureData> {
  const size = await sizeCache.get(src);
  if (!size) {
    const width = options.widths.at(-1) ?? 800;
    return { sources: [], src, width, height: Math.round(width / (options.aspect ?? 4 / 3)) };
  }
  const aspect = options.aspect ?? size.width / size.height;
  const widths = usableWidths(options.widths, size, aspect);
  const width = widths.at(-1) as number;
  const height = Math.round(width / aspect);
  const common = { src, width, height, widths, fit: 'cover' as const };
  const [avif, webp] = await Promise.all([
    getImage({ ...common, format: 'avif', quality: quality.avif }),
    getImage({ ...common, format: 'webp', quality: quality.webp }),
  ]);
  if (webp.src === src) return { sources: [], src, width, height };
  return {
    sources: [{ type: 'image/avif', srcset: avif.srcSet.attribute }],
    src: webp.src,
    srcset: webp.srcSet.attribute,
    width,
    height,
  };
}

/** The share image (OpenGraph/Twitter): JPEG at the configured size, absolute URL. */
export async function shareImage(src: string, site: URL | undefined): Promise<string | undefined> {
  const { width, height } = siteConfig.images.share;
  const size = await sizeCache.get(src);
  if (!size) return undefined;
  const image = await getImage({ src, width, height, fit: 'cover', format: 'jpg', quality: quality.jpeg });
  return site ? new URL(image.src, site).href : image.src;
}
