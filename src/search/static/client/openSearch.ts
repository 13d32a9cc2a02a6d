/**
 * A language's index opened in the browser: its files, the query engine, and the facet data and
 * sort orders loaded on first use (each once, retried after a network failure).
 */
import { once, remember } from '../../../lib/remember.ts';
import { type CardFile, unpackCardFile } from '../cardFile.ts';
import { CARD_DICTIONARY_PATH, cardPath, FACETS_PATH } from '../layout.ts';
import { ByteReader } from '../varint.ts';
import { StaticSearch } from './engine.ts';
import { type FacetData, readFacets } from './facets.ts';
import { type IndexFiles, openIndex } from './indexFiles.ts';

export type OpenSearch = {
  files: IndexFiles;
  engine: StaticSearch;
  facets: () => Promise<FacetData>;
  /** A sort order file (o/…) as the doc indexes in order. */
  order: (file: string) => Promise<Int32Array>;
  /** A reference's result card (read once: its fields keep their tokenization for later queries). */
  card: (referenceId: number) => Promise<CardFile>;
};

/** `origin` is for a reader outside the site's pages (the browser tests' parity check in Node). */
export async function openSearch(lang: string, origin = ''): Promise<OpenSearch> {
  const files = await openIndex(lang, origin);
  const orders = new Map<string, () => Promise<Int32Array>>();
  const dictionary = once(() => files.file(CARD_DICTIONARY_PATH));
  const cards = new Map<number, Promise<CardFile>>();
  return {
    files,
    engine: new StaticSearch(files),
    facets: once(async () => readFacets(await files.file(FACETS_PATH), files.manifest.facets)),
    order: (file) => {
      let load = orders.get(file);
      if (!load) {
        load = once(async () => {
          const r = new ByteReader(await files.file(file));
          return Int32Array.from({ length: r.uint() }, () => r.uint());
        });
        orders.set(file, load);
      }
      return load();
    },
    card: (referenceId) =>
      remember(cards, referenceId, async () => {
        const [bytes, dict] = await Promise.all([files.file(cardPath(referenceId)), dictionary()]);
        return unpackCardFile(bytes, dict);
      }),
  };
}
