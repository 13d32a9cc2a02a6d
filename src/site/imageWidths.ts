import type { Size } from './imageSizeCache.ts';

/**
 * The widths that can actually be produced from a source: the configured ones the source (cropped
 * to `aspect`) can fill, plus the source's own usable width in place of those it cannot, so a
 * 1200 px original with widths [800, 1600] yields [800, 1200]. Never upscales.
 */
export function usableWidths(widths: readonly number[], source: Size, aspect: number): number[] {
  const max = Math.floor(Math.min(source.width, source.height * aspect));
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const fitting = sorted.filter((width) => width <= max);
  return fitting.length < sorted.length && fitting.at(-1) !== max ? [...fitting, max] : fitting;
}
