/**
 * The search index's source from the site's source manifest: each reference's detail read from the
 * loader's detail store, with the trees' current names, as its own pages read it (src/site/data/namedDetail.ts).
 * Runs where the index is written (its process in a build, the dev server's middleware), not in
 * Astro's page rendering, which then never holds a language's details at once.
 */
import { createHash } from 'node:crypto';
import type { IndexSource, SourceManifest } from '../search/static/indexSource.ts';
import { namedDetail } from '../site/data/namedDetail.ts';
import { treeNamesOf } from '../site/data/treeNames.ts';

export function resolveSource({ refs, names, ...rest }: SourceManifest): IndexSource {
  const trees = treeNamesOf(names);
  // A reference's words follow its stored detail and the names it is shown with: a renamed branch
  // gives every reference a new key (renames are rare; a key per reference's own names would need
  // its detail read first).
  const namesDigest = createHash('sha256').update(JSON.stringify(names)).digest('base64url');
  return {
    ...rest,
    refs: refs.map(({ id, detailDigest }) => ({
      id,
      key: createHash('sha256').update(`${detailDigest}\0${namesDigest}`).digest('base64url'),
      // Read when asked for, and again on every ask: a memo hit never reads it.
      get doc() {
        return namedDetail(rest.lang, id, trees);
      },
    })),
  };
}
