/**
 * The search index's source from the site's source manifest: each reference's detail read from the
 * loader's detail store, with the trees' current names, as its own pages read it (src/site/namedDetail.ts).
 * Runs where the index is written (its process in a build, the dev server's middleware), not in
 * Astro's page rendering, which then never holds a language's details at once.
 */
import type { IndexSource, SourceManifest } from '../search/static/indexSource.ts';
import { namedDetail } from '../site/namedDetail.ts';
import { treeNamesOf } from '../site/treeNames.ts';

export function resolveSource({ ids, names, ...rest }: SourceManifest): IndexSource {
  const trees = treeNamesOf(names);
  return { ...rest, refs: ids.map((id) => ({ id, doc: namedDetail(rest.lang, id, trees) })) };
}
