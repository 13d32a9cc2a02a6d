/** A reference's place as its fact box names it: the displayed location, else its parts. */
import type { StoredDetail } from '../../loaders/schemas.ts';

export const placeOf = (detail: StoredDetail): string =>
  detail.displayedlocation?.trim() ||
  [detail.location, detail.city, detail.region, detail.country].filter(Boolean).join(', ');
