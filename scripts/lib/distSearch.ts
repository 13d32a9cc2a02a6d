/**
 * The static search index in a built dist/, opened the way the browser opens it (the client's
 * readers over the same layout).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '../../src/catalog/lang.ts';
import { unpackCardFile } from '../../src/search/static/cardFile.ts';
import { readFacets } from '../../src/search/static/client/facets.ts';
import { gunzip } from '../../src/search/static/client/indexFiles.ts';
import { readSearchShard, readShard } from '../../src/search/static/client/lexicon.ts';
import {
  ALL_SHARD,
  buildBase,
  CARD_DICTIONARY_PATH,
  cardPath,
  DOCS_PATH,
  FACETS_PATH,
  INDEX_VERSION,
  INLINE_MAX_DOCS,
  type Manifest,
  manifestUrl,
  SEARCH_SIZES_PATH,
  SHORT_SHARD,
  searchShardPath,
  shardPath,
} from '../../src/search/static/layout.ts';
import { ByteReader } from '../../src/search/static/varint.ts';

/** Opens one language's index completely; throws on the first file that is missing or does not parse. */
export async function readSearchIndex(dist: string, lang: Lang): Promise<{ ids: Int32Array }> {
  const manifest = JSON.parse(await readFile(join(dist, manifestUrl(lang)), 'utf8')) as Manifest;
  if (manifest.version !== INDEX_VERSION) throw new Error(`manifest version ${manifest.version}`);
  if (manifest.lang !== lang) throw new Error(`manifest names language ${manifest.lang}`);
  const base = join(dist, buildBase(manifest));
  const file = async (path: string) => {
    try {
      return gunzip(await readFile(join(base, path)));
    } catch (error) {
      throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const ids = new ByteReader(await file(DOCS_PATH)).ascending();
  if (ids.length !== manifest.docs)
    throw new Error(`docs.bin has ${ids.length} docs, manifest ${manifest.docs}`);
  readFacets(await file(FACETS_PATH), manifest.facets);
  const sizes = new ByteReader(await file(SEARCH_SIZES_PATH));
  if (sizes.uint() !== manifest.buckets) throw new Error(`${SEARCH_SIZES_PATH} does not list every bucket`);
  for (let bucket = 0; bucket < manifest.buckets; bucket++) {
    readSearchShard(await file(searchShardPath(bucket)), INLINE_MAX_DOCS);
    readShard(await file(`t/${bucket}.bin`), INLINE_MAX_DOCS);
  }
  for (const special of [ALL_SHARD, SHORT_SHARD])
    readShard(await file(shardPath(special, manifest.buckets)), INLINE_MAX_DOCS);
  const dictionary = await file(CARD_DICTIONARY_PATH);
  for (const id of ids) {
    const card = unpackCardFile(await readFile(join(base, cardPath(id))), dictionary);
    if (!card.html.trim()) throw new Error(`${cardPath(id)} has no card`);
  }
  return { ids };
}
