/** Internal build input of the static search index (see src/components/search/searchSource.ts). */
import { searchSourceResponse } from '../../../../components/search/searchSource.ts';

export const GET = () => searchSourceResponse('en');
