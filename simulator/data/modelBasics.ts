/**
 * The model's basic types, used by both model.ts and catalogModel.ts (here so neither imports the
 * other). Re-exported by model.ts; import from there.
 */

/** Site language; the API's lang_ID is 1 = en, 2 = de. */
export type Lang = 'de' | 'en';

/** Maps a language to the API's lang_ID. */
export const LANG_ID: { readonly de: 2; readonly en: 1 } = { de: 2, en: 1 };

/** Text present in both languages (taxonomy names, labels). */
export type Localized = { de: string; en: string };

/** Deterministic drawing instructions; images.ts renders real bytes from it. */
export interface ImageRecipe {
  /** Per-image seed for shapes. */
  seed: number;
  /** Sky gradient top/bottom, building color (CSS hex). */
  colors: [string, string, string];
  motif: 'building' | 'bridge' | 'tower' | 'water' | 'road' | 'logo';
  /** Short text drawn onto the image (≤ 40 chars). */
  label: string;
}

export interface SimImage {
  width: number;
  height: number;
  recipe: ImageRecipe;
}
