/**
 * Catalog images through astro:assets: responsive AVIF + WebP at the few widths of
 * site.config.ts, width/height always set. No size probing: every in-page role crops to a fixed
 * ratio (cover), and the lightbox fits into a square box (inside), so the source size is never
 * needed and pages render without a request per image.
 * An image is used as delivered (no processing) when its reference is outside the processing
 * limit, or when its host is not allowed (astro.config.mjs image.remotePatterns); a loopback URL
 * is then linked as its mirrored copy (mediaMirror.ts).
 */
import { getImage } from 'astro:assets';
import { publish } from '../../loaders/buildEvents.ts';
import { type ImageFormat, siteConfig } from '../../site.config.ts';
import { publicMediaUrl } from './mediaMirror.ts';

export type PictureData = {
  /** <source> elements (the better formats); empty when the image is used as delivered. */
  sources: { type: string; srcset: string }[];
  src: string;
  srcset?: string | undefined;
  width: number;
  height: number;
};

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

type Options = {
  widths: readonly number[];
  /** width / height of the crop. */
  aspect: number;
  /** False: use the URL as delivered. */
  process?: boolean;
  formats?: readonly ImageFormat[] | undefined;
};

/** getImage, telling the build the image files a rendered page needs (its image progress line). */
async function processed(options: Parameters<typeof getImage>[0]) {
  const image = await getImage(options);
  if (image.src !== options.src)
    publish({ kind: 'images', files: [image.src, ...image.srcSet.values.map((value) => value.url)] });
  return image;
}

/** The <picture> data of a remote image cropped to `aspect`, one encode per width and format. */
export async function pictureData(src: string, options: Options): Promise<PictureData> {
  const widths = [...new Set(options.widths)].sort((a, b) => a - b);
  const width = widths.at(-1) ?? 800;
  const height = Math.round(width / options.aspect);
  if (options.process === false) return { sources: [], src: publicMediaUrl(src), width, height };
  const { formats: defaultFormats, quality } = siteConfig().images;
  const formats = options.formats ?? defaultFormats;
  const results = await Promise.all(
    formats.map((format) =>
      processed({ src, width, height, widths, fit: 'cover', format, quality: quality[format] }),
    ),
  );
  const fallback = results.at(-1);
  if (!fallback || fallback.src === src) return { sources: [], src: publicMediaUrl(src), width, height };
  return {
    sources: results.slice(0, -1).map((result, index) => ({
      type: MIME[formats[index] as ImageFormat],
      srcset: result.srcSet.attribute,
    })),
    src: fallback.src,
    srcset: fallback.srcSet.attribute,
    width,
    height,
  };
}

export type LightboxData = { src: string; srcset?: string | undefined; avif?: string | undefined };

/** The lightbox's full view: the source's own ratio, fitted into a square of each width. */
export async function lightboxData(src: string, process: boolean): Promise<LightboxData> {
  if (!process) return { src: publicMediaUrl(src) };
  const { lightboxWidths, lightboxFormats, quality } = siteConfig().images;
  const widths = [...lightboxWidths];
  const box = widths.at(-1) ?? 1200;
  const results = await Promise.all(
    lightboxFormats.map((format) =>
      processed({ src, width: box, height: box, widths, fit: 'inside', format, quality: quality[format] }),
    ),
  );
  const fallback = results.at(-1);
  if (!fallback || fallback.src === src) return { src: publicMediaUrl(src) };
  const avifIndex = lightboxFormats.indexOf('avif');
  const avif =
    avifIndex >= 0 && avifIndex < results.length - 1 ? results[avifIndex]?.srcSet.attribute : undefined;
  return { src: fallback.src, srcset: fallback.srcSet.attribute, avif };
}

/** The share image (OpenGraph/Twitter): JPEG at the configured size, absolute URL. */
export async function shareImage(src: string, site: URL | undefined, process: boolean): Promise<string> {
  if (!process) return publicMediaUrl(src, site);
  const { share, quality } = siteConfig().images;
  const { width, height } = share;
  const image = await processed({ src, width, height, fit: 'cover', format: 'jpg', quality: quality.jpeg });
  return site ? new URL(image.src, site).href : image.src;
}
