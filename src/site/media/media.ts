/**
 * Which of a reference's media the page shows, and how: the stage image, the (bounded) gallery,
 * and the media that are links (video, 360°, audio, documents). URLs are used as delivered
 * (spec §2.4) but only when they are http(s).
 */
import type { MediaItem } from '../../catalog/schemas.ts';
import { fileNameOf, safeHttpUrl } from '../../lib/safeUrl.ts';
import type { StoredDetail } from '../../loaders/schemas.ts';
import { firstImage, imageSrc } from '../../loaders/summary.ts';

export type ImageMedia = {
  /** Best source for processing: the full file, else the thumbnail. */
  src: string;
  /** The catalog's delivered thumbnail, shown as is when images are not processed. */
  thumb?: string | undefined;
  alt: string;
  title?: string | undefined;
  description?: string | undefined;
  /** Credit or note (display_text), e.g. "Foto: Studio Lichtblick". */
  credit?: string | undefined;
};

/**
 * Alt text: the media title, else "<reference title>, image n". Not display_text: the catalog
 * uses it for credits ("Foto: …") and file facts ("PDF, 4 MB"), which describe nothing.
 */
export function altText(item: MediaItem, fallback: string): string {
  return item.title?.trim() || fallback;
}

/**
 * The stage image: the first wide stage image, else the gallery image flagged as stage, else the
 * first gallery image. Its alt text is the reference title (stage media are titled generically,
 * e.g. "Titelbild"). Portrait stage images are not used: on a phone a 2:3 stage would push the
 * whole content below the fold.
 */
export function pickStage(detail: StoredDetail, alt: string): ImageMedia | undefined {
  const gallery = detail.galleryimages ?? [];
  const image =
    firstImage(detail.widestageimages ?? []) ??
    firstImage(gallery.filter((item) => item.isstage)) ??
    firstImage(gallery);
  return image ? { ...image, alt } : undefined;
}

export type Gallery = { images: ImageMedia[]; hidden: number };

/** Gallery images with a usable URL, at most `limit` (the rest is counted, not processed). */
export function galleryImages(
  detail: StoredDetail,
  limit: number,
  fallbackAlt: (n: number) => string,
): Gallery {
  const usable = (detail.galleryimages ?? []).flatMap((item, index) => {
    const src = imageSrc(item);
    return src
      ? [
          {
            src,
            thumb: safeHttpUrl(item.thumb),
            alt: altText(item, fallbackAlt(index + 1)),
            title: item.title?.trim() || undefined,
            description: item.description?.trim() || undefined,
            credit: item.display_text?.trim() || undefined,
          },
        ]
      : [];
  });
  return { images: usable.slice(0, limit), hidden: Math.max(0, usable.length - limit) };
}

export type LinkMedia = {
  href: string;
  label: string;
  description?: string | undefined;
  /** display_text: the platform ("Vimeo") or file facts ("PDF, 4,1 MB"). */
  note?: string | undefined;
};

export type LinkMediaKind =
  | 'video'
  | 'panorama360'
  | 'audio'
  | 'presentation_document'
  | 'press_document'
  | 'download_document';

export const LINK_MEDIA_KINDS: readonly LinkMediaKind[] = [
  'video',
  'panorama360',
  'audio',
  'presentation_document',
  'press_document',
  'download_document',
];

/** Media shown as links: the external link (video platforms) or the file, labelled by its title. */
export function linkMedia(items: readonly MediaItem[] | undefined): LinkMedia[] {
  return (items ?? []).flatMap((item) => {
    const href = safeHttpUrl(item.medialink) ?? safeHttpUrl(item.file);
    if (!href) return [];
    const note = item.display_text?.trim() || undefined;
    const label = item.title?.trim() || note || fileNameOf(href) || href;
    return [
      {
        href,
        label,
        description: item.description?.trim() || undefined,
        note: note === label ? undefined : note,
      },
    ];
  });
}
