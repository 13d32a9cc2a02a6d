/**
 * A stored detail as every reader shows it: read from the loader's detail store, with the trees'
 * current names (treeNames.ts). Without Astro imports, so the search index's process
 * (src/integrations/resolveSource.ts) reads a detail exactly as its pages do (details.ts).
 */
import type { Lang } from '../../catalog/lang.ts';
import { referenceDetails } from '../../loaders/detailStore.ts';
import type { StoredDetail } from '../../loaders/schemas.ts';
import { type TreeNames, withTreeNames } from './treeNames.ts';

export function namedDetail(lang: Lang, id: number, names: TreeNames): StoredDetail {
  return withTreeNames(referenceDetails().read(lang, id), names);
}
