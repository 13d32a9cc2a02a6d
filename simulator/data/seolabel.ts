/**
 * SEO labels: ASCII URL slugs as the real service derives them from titles (ä→ae, ö→oe, ü→ue,
 * ß→ss, lowercase, hyphens). Uniqueness is per company and language; on a collision the
 * reference_ID is appended.
 */
import { spellUmlauts } from '../../src/lib/umlauts.ts';

/** Longest slug before the ID suffix; long titles are cut at a word boundary. */
export const MAX_SEOLABEL_LENGTH = 100;

export function slugify(text: string, lang: 'de' | 'en' = 'de'): string {
  let slug = spellUmlauts(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, lang === 'de' ? ' und ' : ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > MAX_SEOLABEL_LENGTH) {
    const cut = slug.slice(0, MAX_SEOLABEL_LENGTH + 1);
    const boundary = cut.lastIndexOf('-');
    slug = cut.slice(0, boundary > 0 ? boundary : MAX_SEOLABEL_LENGTH);
  }
  return slug || 'referenz';
}

/**
 * Assigns unique labels in the given order: the first holder keeps the plain slug, later
 * holders (and any label already taken by a suffixed one) get `-{id}` appended.
 */
export class SeolabelRegistry {
  readonly #taken = new Set<string>();
  readonly #lang: 'de' | 'en';

  constructor(lang: 'de' | 'en' = 'de') {
    this.#lang = lang;
  }

  claim(title: string, id: number): string {
    let label = slugify(title, this.#lang);
    // A title like "… 1234" can already own "slug-1234"; keep suffixing until free.
    while (this.#taken.has(label)) label = `${label}-${id}`;
    this.#taken.add(label);
    return label;
  }
}
