/**
 * SEO labels as the real service derives them from titles (the rule: src/catalog/slug.ts). Uniqueness
 * is per company and language; on a collision the reference_ID is appended (claimSlug).
 */
import type { Lang } from '../../src/catalog/lang.ts';
import { claimSlug, slugify } from '../../src/catalog/slug.ts';

/** Assigns unique labels in the given order: the first holder keeps the plain slug. */
export class SeolabelRegistry {
  readonly #taken = new Set<string>();
  readonly #lang: Lang;

  constructor(lang: Lang = 'de') {
    this.#lang = lang;
  }

  claim(title: string, id: number): string {
    return claimSlug(this.#taken, slugify(title, this.#lang) || 'referenz', id);
  }
}
