import { spellUmlauts } from './umlauts.ts';

/** ASCII URL slug the way the catalog builds its seolabels: umlauts spelled out, other accents dropped. */
export function slugify(text: string): string {
  return spellUmlauts(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
