/**
 * A reference's full detail, for the pages that render it (its own routes): read from the loader's
 * detail store when asked, with the trees' current names (treeNames.ts), and not kept: no page
 * holds the catalog's details. The search index reads them the same way (resolveSource.ts).
 */

import { referenceDetails } from '../loaders/detailStore.ts';
import type { StoredDetail } from '../loaders/schemas.ts';
import { getSiteData, type RefView } from './siteData.ts';
import { withTreeNames } from './treeNames.ts';

export async function detailOf(ref: RefView): Promise<StoredDetail> {
  const { names } = (await getSiteData()).langs[ref.lang];
  return withTreeNames(referenceDetails().read(ref.lang, ref.id), names);
}
