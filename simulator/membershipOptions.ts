/** Option universes that are pure arithmetic or vocabulary (used by membership.ts only). */
import type { Lang, MediaKind } from './data/model.ts';

/** `sinceyear` thresholds relative to the data set's current year (newest first). */
export function sinceYearThresholds(currentYear: number): number[] {
  return [1, 2, 3, 5, 10, 15, 20].map((back) => currentYear - back);
}

export interface RangeOption {
  min: number;
  max: number;
}

/** Two significant digits, rounded down / up. */
function nice(x: number, up: boolean): number {
  if (x === 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(x))) - 1);
  const r = (up ? Math.ceil(x / step) : Math.floor(x / step)) * step;
  return Number(r.toPrecision(12));
}

/**
 * Up to five [min, max) buckets at quintiles of the values, with round boundaries; the last
 * boundary lies above the largest value so every value falls into exactly one bucket.
 */
export function rangeBuckets(values: readonly number[]): RangeOption[] {
  if (values.length === 0) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  const bounds: number[] = [nice(first, false)];
  for (const q of [0.2, 0.4, 0.6, 0.8]) {
    const b = nice(sorted[Math.floor(q * (sorted.length - 1))] ?? first, false);
    if (b > (bounds[bounds.length - 1] ?? 0)) bounds.push(b);
  }
  let top = nice(last, true);
  if (top <= last) top = nice(last * 1.01 + 1, true);
  if (top > (bounds[bounds.length - 1] ?? 0)) bounds.push(top);
  const out: RangeOption[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) out.push({ min: bounds[i] ?? 0, max: bounds[i + 1] ?? 0 });
  return out;
}

const MEDIA_LABELS: Record<MediaKind, [de: string, en: string]> = {
  galleryimages: ['Bildergalerie', 'Image gallery'],
  video: ['Video', 'Video'],
  panorama360: ['360°-Panorama', '360° panorama'],
  presentation_document: ['Präsentation', 'Presentation'],
  press_document: ['Pressebericht', 'Press report'],
  audio: ['Audio', 'Audio'],
  widestageimages: ['Bühnenbild (quer)', 'Stage image (landscape)'],
  portraitstageimages: ['Bühnenbild (hoch)', 'Stage image (portrait)'],
  download_document: ['Download', 'Download'],
};

export const optionLabelsFor = {
  mediatype: (kind: MediaKind, lang: Lang): string => MEDIA_LABELS[kind][lang === 'de' ? 0 : 1],
};
