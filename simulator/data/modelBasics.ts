/**
 * The model's basic types, used by both model.ts and catalogModel.ts (here so neither imports the
 * other). Re-exported by model.ts; import from there.
 */

import { type Lang, langId } from '../../src/catalog/lang.ts';

export { LANGS } from '../../src/catalog/lang.ts';
/** Site language (one definition: src/catalog/lang.ts); the API's lang_ID is 1 = en, 2 = de. */
export type { Lang };

/** Maps a language to the API's lang_ID. */
export const LANG_ID = { de: langId('de'), en: langId('en') } as const;

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
