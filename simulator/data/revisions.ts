/**
 * Revisions for incremental-build tests. Revision r is cumulative: revisions 1..r are applied in
 * turn. Each picks K references deterministically from (seed, r) among company 1's catalog-visible
 * ones (published, released to the API), so every change is observable through the catalog; it
 * sets their dateupdated after every other timestamp in the data set and marks their titles
 * " (Rev. r)" in every language. SEO labels stay as they were, like a real service's slugs.
 */
import { addSeconds } from './format.ts';
import type { SimReference } from './model.ts';
import { Rng } from './random.ts';

const REV_SUFFIX = / \(Rev\. \d+\)$/;
/** Each revision's timestamps lie in their own window after the previous one. */
const WINDOW_SECONDS = 1_000_000;

/** Mutates `references`; returns the reference_IDs changed by revision `revision` (empty at 0). */
export function applyRevisions(
  references: SimReference[],
  seed: number,
  revision: number,
  changes: number,
): number[] {
  if (revision === 0) return [];
  let latest = '';
  for (const r of references) if (r.dateupdated > latest) latest = r.dateupdated;
  const eligible = references.filter((r) => r.company_ID === 1 && r.published && r.apiChannel);
  let changed: number[] = [];
  for (let rev = 1; rev <= revision; rev++) {
    const picks = Rng.of(seed, 'revision', rev).sample(eligible, Math.min(changes, eligible.length));
    picks.forEach((ref, k) => {
      ref.dateupdated = addSeconds(latest, rev * WINDOW_SECONDS + k);
      for (const texts of [ref.texts, ref.draftTexts]) {
        for (const t of Object.values(texts)) {
          t.projecttitle = `${t.projecttitle.replace(REV_SUFFIX, '')} (Rev. ${rev})`;
        }
      }
    });
    changed = picks.map((r) => r.reference_ID);
  }
  return changed;
}
