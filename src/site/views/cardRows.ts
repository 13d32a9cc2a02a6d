/**
 * The home page's card sections fill whole rows of the card grid (styles/global.css `.grid`, at
 * most GRID_COLUMNS columns on wide screens) and lead with references that have an image.
 */
import { cardImageSource } from './referenceView.ts';

type CardRef = Parameters<typeof cardImageSource>[0];

/** The most columns `.grid` shows (keep in step with its max-column rule in global.css). */
export const GRID_COLUMNS = 4;

const hasCardImage = (ref: CardRef): boolean => cardImageSource(ref) !== undefined;

/** References with an image first, each part in its own order. */
export function imagesFirst<T extends CardRef>(refs: readonly T[]): T[] {
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
