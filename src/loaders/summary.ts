/**
 * What the pages other than a reference's own read of its detail: branch and group membership,
 * what related references compare, the clients assistants may filter by, the map's fallback
 * coordinates, the card image and the image hosts of the CSP. A tenth of the full detail, kept in
 * Astro's data store (docs/build-performance.md, "Memory"); the detail stays on disk
 * (detailStore.ts).
 * The shapes are the catalog's own fields (picked, unknown keys dropped), so a field the schema
 * renames cannot drift here.
 */
import { z } from 'zod';
import {
  BranchRefSchema,
  ClientSchema,
  type MediaItem,
  PropertyFieldSchema,
  type ReferenceDetail,
  ReferenceDetailSchema,
  ReferenceGroupSchema,
  ServiceSchema,
  UsedProductSchema,
} from '../catalog/schemas.ts';
import { safeHttpUrl } from '../lib/safeUrl.ts';

/** An object of the catalog's fields that drops every other key (the catalog's own schemas keep them). */
const only = <T extends z.ZodRawShape>(shape: T) => z.object(shape);
const BranchSummary = only(BranchRefSchema.shape);
const PathStep = only(BranchRefSchema.pick({ branch_ID: true, seolabel: true }).shape);

const ImageSourceSchema = z.object({ src: z.string(), thumb: z.string().optional() });
export type ImageSource = z.infer<typeof ImageSourceSchema>;

export const DetailSummarySchema = z.object({
  latitude: ReferenceDetailSchema.shape.latitude,
  longitude: ReferenceDetailSchema.shape.longitude,
  /**
   * A branch's path keeps its ancestors' IDs (related references compare them) and seolabels (the
   * branch pages' slugs): their names come from the branch tree, and the last step, the branch
   * itself, is left out.
   */
  branches: z.array(BranchSummary.extend({ path: z.array(PathStep).optional() })).optional(),
  referencegroups: z.array(only(ReferenceGroupSchema.shape)).optional(),
  services: z
    .array(z.object({ workfieldservices: z.array(only(ServiceSchema.pick({ service_ID: true }).shape)) }))
    .optional(),
  usedproducts: z.array(only(UsedProductSchema.pick({ product_ID: true }).shape)).optional(),
  properties: z
    .array(
      z.object({
        fields: z.array(only(PropertyFieldSchema.pick({ field_ID: true, values: true }).shape)),
      }),
    )
    .optional(),
  client: z
    .array(
      only(ClientSchema.pick({ displayedname: true, displayedclientname: true, contact_name: true }).shape),
    )
    .optional(),
  /** The card's image (cardImage). */
  card: ImageSourceSchema.optional(),
  /** Origins of every image and logo URL the detail delivers (the CSP's img-src). */
  mediaOrigins: z.array(z.string()),
});
export type DetailSummary = z.infer<typeof DetailSummarySchema>;

/** The fields of a (stored) detail a summary is made of. */
type Detail = Pick<
  ReferenceDetail,
  | 'latitude'
  | 'longitude'
  | 'branches'
  | 'referencegroups'
  | 'services'
  | 'usedproducts'
  | 'properties'
  | 'client'
  | 'galleryimages'
  | 'widestageimages'
  | 'portraitstageimages'
  | 'partners'
>;

/** A media item's best source: the full file, else the thumbnail (http(s) only). */
export function imageSrc(item: MediaItem): string | undefined {
  return safeHttpUrl(item.file) ?? safeHttpUrl(item.thumb);
}

export function firstImage(items: readonly MediaItem[]): ImageSource | undefined {
  for (const item of items) {
    const src = imageSrc(item);
    if (src) {
      const thumb = safeHttpUrl(item.thumb);
      return thumb ? { src, thumb } : { src };
    }
  }
  return undefined;
}

/**
 * The card image of a reference: its lead gallery image (flagged as stage, else the first), else
 * the wide stage image. Full-size sources give sharp cards (the list thumbnail is small), and the
 * card then shares its encoded files with the gallery's first thumbnail.
 */
export function cardImage(
  detail: Pick<Detail, 'galleryimages' | 'widestageimages'>,
): ImageSource | undefined {
  const gallery = detail.galleryimages ?? [];
  return (
    firstImage(gallery.filter((item) => item.isstage)) ??
    firstImage(gallery) ??
    firstImage(detail.widestageimages ?? [])
  );
}

function originsOf(detail: Detail): string[] {
  const urls = [
    ...[
      ...(detail.galleryimages ?? []),
      ...(detail.widestageimages ?? []),
      ...(detail.portraitstageimages ?? []),
    ].flatMap((media) => [media.file, media.thumb]),
    ...(detail.partners ?? []).map((partner) => partner.logo),
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    const safe = safeHttpUrl(url);
    if (safe) origins.add(new URL(safe).origin);
  }
  return [...origins].sort();
}

export function summarize(detail: Detail): DetailSummary {
  const card = cardImage(detail);
  const branches = detail.branches?.map(({ path = [], ...branch }) => {
    const ancestors = path.at(-1)?.branch_ID === branch.branch_ID ? path.slice(0, -1) : path;
    return ancestors.length > 0 ? { ...branch, path: ancestors } : branch;
  });
  return DetailSummarySchema.parse({
    ...detail,
    branches,
    ...(card ? { card } : {}),
    mediaOrigins: originsOf(detail),
  });
}
