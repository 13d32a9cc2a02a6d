import { slugify } from '../lib/slug.ts';

/** Characters that survive in a path segment without encoding (RFC 3986 unreserved). */
const URL_SAFE = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

export type SlugCandidate = { id: number; preferred?: string | undefined; name: string };

/**
 * Assigns every entity a unique, URL-safe slug: its preferred slug (the catalog's seolabel) when
 * usable, else one made from its name, else its ID; a collision gets `-<id>` appended. Candidates
 * are processed by ID, so the result does not depend on the order the catalog delivered them in.
 */
export function assignSlugs(candidates: readonly SlugCandidate[]): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const candidate of [...candidates].sort((a, b) => a.id - b.id)) {
    const preferred = candidate.preferred?.trim();
    let slug =
      preferred && URL_SAFE.test(preferred) ? preferred : slugify(candidate.name) || String(candidate.id);
    if (taken.has(slug)) slug = `${slug}-${candidate.id}`;
    taken.add(slug);
    slugs.set(candidate.id, slug);
  }
  return slugs;
}
