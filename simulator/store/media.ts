/**
 * Media URLs. The real service hands out CDN URLs; the simulator is its own CDN, so URLs are
 * absolute on the simulator's origin: `{origin}/media/{file_ID}/{variant}/{filename}` for
 * reference media and `{origin}/media/logos/{company|partner}-{id}/{variant}/logo.jpg` for logos.
 */
import type { SimImage, SimMedia, SimReference } from '../data/model.ts';

/** Width of each image variant; `original` keeps the stored size. Heights keep the aspect ratio. */
const IMAGE_VARIANTS: Readonly<Record<string, number | null>> = {
  original: null,
  large: 1200,
  tiles: 600,
  thumb: 400,
  list: 240,
};

/** Non-image files (documents, audio) are served under this variant name. */
export const FILE_VARIANT = 'file';

/** Pixel size of a variant, never upscaled. */
export function variantSize(image: SimImage, variant: string): { width: number; height: number } | null {
  if (!(variant in IMAGE_VARIANTS)) return null;
  const target = IMAGE_VARIANTS[variant] ?? null;
  if (target === null || target >= image.width) return { width: image.width, height: image.height };
  return { width: target, height: Math.max(1, Math.round((image.height * target) / image.width)) };
}

export function mediaUrl(origin: string, media: SimMedia, variant: string): string {
  return `${origin}/media/${media.file_ID}/${media.image ? variant : FILE_VARIANT}/${encodeURIComponent(media.filename)}`;
}

export function logoUrl(origin: string, owner: 'company' | 'partner', id: number, variant = 'thumb'): string {
  return `${origin}/media/logos/${owner}-${id}/${variant}/logo.jpg`;
}

/** Image kinds in the order a list thumbnail is picked from. */
const THUMB_SOURCES = ['widestageimages', 'galleryimages', 'portraitstageimages', 'panorama360'] as const;

/** The list image: the first stage image, else the first gallery/portrait/panorama image. */
export function listImage(ref: SimReference): SimMedia | undefined {
  for (const kind of THUMB_SOURCES) {
    const found = (ref.media[kind] ?? []).find((m) => m.image !== null);
    if (found) return found;
  }
  return undefined;
}

/** Images counted by the export's imagecount (documents, audio and video links are not images). */
export function imageCount(ref: SimReference): number {
  let n = 0;
  for (const kind of THUMB_SOURCES) n += (ref.media[kind] ?? []).filter((m) => m.image !== null).length;
  return n;
}
