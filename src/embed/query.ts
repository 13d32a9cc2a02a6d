/**
 * /embed/v1-query.js: the search page's query engine for embeds with a `query`, bundled apart from
 * v1.js (it is most of the search code; embeds without a query never load it).
 */
import { StaticSearch } from '../search/static/client/engine.ts';
import type { IndexFiles } from '../search/static/client/indexFiles.ts';

export const queryEngine = (files: IndexFiles): Pick<StaticSearch, 'search'> => new StaticSearch(files);
