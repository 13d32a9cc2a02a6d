/**
 * Every UI string of the site, per language. English must provide every key German has (the
 * type enforces it). Catalog content (titles, names, dates) is never translated here.
 */
import { de, type Ui } from './de.ts';
import { en } from './en.ts';
import type { Lang } from './routes.ts';

export type { Ui };

export const ui: Record<Lang, Ui> = { de, en };

export function t(lang: Lang): Ui {
  return ui[lang];
}
