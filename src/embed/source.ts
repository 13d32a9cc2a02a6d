/**
 * The portfolio's published data as the element reads it, once per language for every element on
 * the page: the embed data file and the static search index through the search page's own readers
 * (openIndex, readFacets, the card files). The query engine is loaded only for an element with a
 * query: it is most of the search code, and most embeds filter without one.
 */
import type { Lang } from '../catalog/lang.ts';
import { once, remember } from '../lib/remember.ts';
import { unpackCardHtml } from '../search/static/cardFile.ts';
import { readFacets } from '../search/static/client/facets.ts';
import { openIndex } from '../search/static/client/indexFiles.ts';
import { CARD_DICTIONARY_PATH, cardPath, DOCS_PATH, FACETS_PATH } from '../search/static/layout.ts';
import { ByteReader } from '../search/static/varint.ts';
import { EMBED_QUERY_PATH, type EmbedData, embedDataPath } from './format.ts';
import type { ResultSources } from './results.ts';

export type EmbedSource = ResultSources & {
  /** A reference's card HTML, as the search page shows it (paths root-relative to the portfolio). */
  card(referenceId: number): Promise<string>;
};

/** The engine's bundle beside this script (the source module under `astro dev`). */
const QUERY_MODULE = new URL(
  import.meta.env.DEV ? './query.ts' : `.${EMBED_QUERY_PATH.slice(6)}`,
  import.meta.url,
).href;

async function open(origin: string, lang: Lang): Promise<EmbedSource> {
  const [data, files] = await Promise.all([
    fetch(`${origin}${embedDataPath(lang)}`, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`reference list: ${embedDataPath(lang)} answered ${response.status}`);
      return response.json() as Promise<EmbedData>;
    }),
    openIndex(lang, origin),
  ]);
  const engine = once(async () => {
    const { queryEngine } = (await import(/* @vite-ignore */ QUERY_MODULE)) as typeof import('./query.ts');
    return queryEngine(files);
  });
  return {
    data,
    docs: files.manifest.docs,
    facets: once(async () => readFacets(await files.file(FACETS_PATH), files.manifest.facets)),
    ids: once(async () => new ByteReader(await files.file(DOCS_PATH)).ascending()),
    search: async (query) => (await engine()).search(query),
    card: async (referenceId) => {
      const [bytes, dictionary] = await Promise.all([
        files.file(cardPath(referenceId)),
        files.file(CARD_DICTIONARY_PATH),
      ]);
      return unpackCardHtml(bytes, dictionary);
    },
  };
}

const opened = new Map<string, Promise<EmbedSource>>();

/** The language's data on the portfolio at `origin` (shared by every element; a failure is retried). */
export const embedSource = (origin: string, lang: Lang): Promise<EmbedSource> =>
  remember(opened, `${origin} ${lang}`, () => open(origin, lang));
