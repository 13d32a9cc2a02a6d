/**
 * Which image a card shows, and the home page's card sections fill whole rows of the card grid (styles/global.css `.grid`, at
 * most GRID_COLUMNS columns on wide screens) and lead with references that have an image.
 */

import { safeHttpUrl } from '../../lib/safeUrl.ts';
import type { StoredItem } from '../../loaders/schemas.ts';
import type { DetailSummary } from '../../loaders/summary.ts';

/** The most columns `.grid` shows (keep in step with its max-column rule in global.css). */
export const GRID_COLUMNS = 4;

/**
 * The image a card shows: the lead image when the reference is processed (its thumbnail otherwise,
 * the catalog's smaller file), else the list thumbnail; undefined: the branch placeholder.
 */
export function cardImageSource(ref: {
  item: StoredItem;
  summary: DetailSummary;
  processImages: boolean;
}): string | undefined {
  const lead = ref.summary.card;
  const listThumbnail = safeHttpUrl(ref.item.thumbnail);
  return ref.processImages ? (lead?.src ?? listThumbnail) : (lead?.thumb ?? listThumbnail ?? lead?.src);
}

/** Whether a card shows an image (the lead image or the list thumbnail, as ReferenceCard picks it). */
export function hasCardImage(ref: { item: StoredItem; summary: DetailSummary }): boolean {
  return Boolean(ref.summary.card || safeHttpUrl(ref.item.thumbnail));
}

/** References with an image first, each part in its own order. */
export function imagesFirst<T extends { item: StoredItem; summary: DetailSummary }>(refs: readonly T[]): T[] {
  return [...refs.filter(hasCardImage), ...refs.filter((ref) => !hasCardImage(ref))];
}

/**
 * About `wanted` references in whole rows of `columns`: the wanted count rounded to the nearest
 * whole number of rows (at least one), fewer rows when there are not enough references; a list
 * shorter than one row is shown as it is.
 */
export function wholeRows<T>(refs: readonly T[], wanted: number, columns = GRID_COLUMNS): T[] {
  const rows = Math.max(1, Math.round(wanted / columns));
  const count = Math.min(rows * columns, refs.length);
  return refs.slice(0, count >= columns ? count - (count % columns) : count);
}
