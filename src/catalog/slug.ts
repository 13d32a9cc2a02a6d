import type { Lang } from '../catalog/lang.ts';
import { spellUmlauts } from '../lib/umlauts.ts';

/** Longest slug before a collision suffix; longer ones are cut at a word boundary. */
export const MAX_SLUG_LENGTH = 100;

const AND: Record<Lang, string> = { de: ' und ', en: ' and ' };

/**
 * ASCII URL slug the way the catalog builds its seolabels (the simulator's seolabels come from
 * here too): umlauts spelled out, other accents dropped, "&" as the language's "and". Empty when
 * nothing survives.
 */
export function slugify(text: string, lang: Lang): string {
  const slug = spellUmlauts(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, AND[lang])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const boundary = slug.lastIndexOf('-', MAX_SLUG_LENGTH);
  return slug.length <= MAX_SLUG_LENGTH ? slug : slug.slice(0, boundary > 0 ? boundary : MAX_SLUG_LENGTH);
}

/**
 * The one collision rule: the first holder keeps the slug, a later one appends `-<id>` until the
 * result is free. Once is not enough: a name ending in "7" may already own "…-7".
 */
export function claimSlug(taken: Set<string>, slug: string, id: number): string {
  let claimed = slug;
  while (taken.has(claimed)) claimed = `${claimed}-${id}`;
  taken.add(claimed);
  return claimed;
}

/** Characters that survive in a path segment without encoding (RFC 3986 unreserved). */
const URL_SAFE = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

export type SlugCandidate = { id: number; preferred?: string | undefined; name: string };

/**
 * Gives every entity of one language a unique, URL-safe slug: its preferred slug (the catalog's
 * seolabel) when usable, else one made from its name, else its ID; collisions by claimSlug.
 * Candidates are processed by ID, so the result does not depend on the catalog's delivery order.
 */
export function assignSlugs(candidates: readonly SlugCandidate[], lang: Lang): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const { id, preferred, name } of [...candidates].sort((a, b) => a.id - b.id)) {
    const label = preferred?.trim();
    const slug = label && URL_SAFE.test(label) ? label : slugify(name, lang) || String(id);
    slugs.set(id, claimSlug(taken, slug, id));
  }
  return slugs;
}
