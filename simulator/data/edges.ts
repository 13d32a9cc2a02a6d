/**
 * Edge cases real data has, assigned to reference positions deterministically and in proportion
 * to the size. Roles are exclusive, so e.g. hostile HTML always sits on a reference that the
 * catalog delivers in both languages.
 */
import { Rng } from './random.ts';

export type Role =
  /** Not published in any language (export only). */
  | 'unpublished'
  /** Published but not released to the API channel. */
  | 'nonApi'
  /** Published in German only (an English draft may exist). */
  | 'deOnly'
  /** Published in English only. */
  | 'enOnly'
  /** Description with planted attack markup. */
  | 'hostile'
  /** Title longer than 150 characters. */
  | 'long'
  /** No media, products, properties, groups, partners, awards, tags. */
  | 'minimal'
  /** Same title as another reference (forces seolabel collisions). */
  | 'duplicate';

/** [role, share of references, minimum once there are at least 100 references]. */
const PLAN: [Role, number, number][] = [
  ['hostile', 1 / 60, 3],
  ['unpublished', 0.03, 2],
  ['nonApi', 0.03, 2],
  ['deOnly', 0.05, 2],
  ['enOnly', 0.05, 2],
  ['long', 0.02, 2],
  ['minimal', 0.03, 2],
  ['duplicate', 0.01, 2],
];

export function roleCounts(n: number): Map<Role, number> {
  const counts = new Map<Role, number>();
  let left = n;
  for (const [role, share, min] of PLAN) {
    const want = Math.max(n >= 100 ? min : 0, Math.round(n * share));
    const count = Math.min(left, want);
    counts.set(role, count);
    left -= count;
  }
  return counts;
}

/** Role per position (index 0..n-1), or undefined for ordinary references. */
export function assignRoles(
  seed: number,
  company_ID: number,
  n: number,
  counts = roleCounts(n),
): (Role | undefined)[] {
  const order = Rng.of(seed, company_ID, 'roles').shuffle(Array.from({ length: n }, (_, i) => i));
  const roles: (Role | undefined)[] = new Array(n).fill(undefined);
  let at = 0;
  for (const [role, count] of counts) {
    for (let k = 0; k < count; k++) roles[order[at++] as number] = role;
  }
  return roles;
}
