/**
 * A reference's full detail, for the pages that render it (its own routes): read from the loader's
 * detail store when asked, with the trees' current names (treeNames.ts), and not kept: no page
 * holds the catalog's details. The search index reads them through the same namedDetail.ts.
 */

import type { StoredDetail } from '../../loaders/schemas.ts';
import { namedDetail } from '../data/namedDetail.ts';
import type { RefView } from '../data/siteData.ts';
import { sharedTrees } from '../shared.ts';

export async function detailOf(ref: RefView): Promise<StoredDetail> {
  const { names } = await sharedTrees(ref.lang);
  return namedDetail(ref.lang, ref.id, names);
}
