/** The media URLs inside a get_reference detail, rewritten by one function (mirror, absolute). */
import type { ReferenceDetailResult } from '../gateway/schemas.ts';

export function mapMediaUrls(
  detail: ReferenceDetailResult,
  map: (url: string) => string,
): ReferenceDetailResult {
  const image = (i: { title: string; file: string; thumb: string }) => ({
    ...i,
    file: i.file && map(i.file),
    thumb: i.thumb && map(i.thumb),
  });
  const out: ReferenceDetailResult = { ...detail };
  if (detail.gallery) out.gallery = detail.gallery.map(image);
  if (detail.widestageimages) out.widestageimages = detail.widestageimages.map(image);
  if (detail.portraitstageimages) out.portraitstageimages = detail.portraitstageimages.map(image);
  if (detail.documents) out.documents = detail.documents.map((d) => ({ ...d, file: d.file && map(d.file) }));
  if (detail.videos)
    out.videos = detail.videos.map((v) => ({ ...v, medialink: v.medialink && map(v.medialink) }));
  return out;
}
