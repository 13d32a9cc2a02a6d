/**
 * What a search costs in requests once the index is open: each waits for the one before, so the
 * number of lookup stages is what a visitor waits for. A term of 3 letters or more is one request
 * (its smallest search shard: words and postings together); only shorter terms and the positions
 * of frequent phrase words need a second one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltIndex, buildIndex } from '../../../src/search/static/buildIndex.ts';
import type { IndexSource } from '../../../src/search/static/indexSource.ts';
import {
  bucketOf,
  SEARCH_SIZES_PATH,
  searchShardPath,
  shardKeysOf,
} from '../../../src/search/static/layout.ts';
import { ByteReader } from '../../../src/search/static/varint.ts';
import { freshClient, type Served, serve } from './helpers.ts';

const TITLES = [
  'Grundschule am Main',
  'Grundschule am Rhein',
  'Schulhof am Main',
  'Schulhof Nord',
  'Berufsschule am Main',
  'Berufsschule Süd',
  'Brücke am Main',
  'Brücke Nord',
  'Fußgängerbrücke Süd',
  'Schulhof am Rhein',
  'Grundschule Nord',
  'Brücke Süd',
];

const SOURCE: IndexSource = {
  lang: 'de',
  refs: TITLES.map((projecttitle, i) => ({
    id: 100 + i,
    doc: { reference_ID: 100 + i, projecttitle },
  })),
  facets: [],
  orders: {},
};

let built: BuiltIndex;
let client: Awaited<ReturnType<typeof freshClient>>;

beforeAll(async () => {
  built = buildIndex(SOURCE);
  client = await freshClient();
});

/** An opened index (doc table and shard sizes loaded) with the request log cleared. */
async function opened(): Promise<{ files: Served; engine: InstanceType<typeof client.StaticSearch> }> {
  const files = serve(built, client.gunzip);
  const engine = new client.StaticSearch(files);
  await engine.open();
  expect(files.requests.sort()).toEqual(['docs.bin', SEARCH_SIZES_PATH]);
  files.requests.length = 0;
  return { files, engine };
}

const titlesOf = async (engine: { search(q: string): Promise<Int32Array> }, query: string) =>
  Array.from(await engine.search(query), (doc) => TITLES[doc]);

describe('requests of a search with the index open', () => {
  it('a term of 3 letters or more reads one file: the smallest search shard among its runs', async () => {
    const { files, engine } = await opened();
    // Grundschule ×3, Berufsschule ×2, and Schulhof ×3 through "schul" (the final e may drop).
    expect(await titlesOf(engine, 'schule')).toHaveLength(8);
    const r = new ByteReader(client.gunzip(built.files.get(SEARCH_SIZES_PATH) as Uint8Array));
    const sizes = Array.from({ length: r.uint() }, () => r.uint());
    // The term's infix is "schul" (schule without its final e): any of its runs is a complete key.
    const buckets = shardKeysOf('schul').map((key) => bucketOf(key, built.manifest.buckets));
    const smallest = Math.min(...buckets.map((b) => sizes[b] as number));
    expect(files.requests).toHaveLength(1);
    const [path] = files.requests;
    expect(buckets.map(searchShardPath)).toContain(path);
    expect(built.files.get(path as string)?.length).toBe(smallest);
  });

  it('two terms read two files, in parallel; a term read before costs nothing', async () => {
    const { files, engine } = await opened();
    expect(await titlesOf(engine, 'brücke main')).toEqual(['Brücke am Main']);
    const first = [...files.requests];
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(2); // one per term (both may share a bucket)
    expect(first.every((p) => p.startsWith('s/'))).toBe(true);
    await engine.search('main brücke');
    expect(files.requests).toEqual(first);
  });

  it('terms under 3 letters read the lexicon, then the postings of the words found there', async () => {
    const { files, engine } = await opened();
    expect(await titlesOf(engine, '+am')).toHaveLength(6);
    expect(files.requests[0]).toBe('t/_short.bin');
    expect(files.requests.slice(1).every((p) => p.startsWith('p/'))).toBe(true);
  });

  it('a phrase reads the positions of its frequent words, and only those', async () => {
    const { files, engine } = await opened();
    expect(await titlesOf(engine, '"schulhof am main"')).toEqual(['Schulhof am Main']);
    const positions = files.requests.filter((p) => p.startsWith('q/'));
    // schulhof (3 docs) carries its positions inline; am (6) and main (4) do not.
    expect(positions).toHaveLength(2);
  });

  it('suggestions read the small lexicon shard of the prefix, not the search shards', async () => {
    const { files, engine } = await opened();
    expect(await engine.completions('schul', 5)).toEqual(['Schulhof']);
    expect(await engine.completions('schulh', 5)).toEqual(['Schulhof']);
    expect(files.requests).toHaveLength(1);
    expect(files.requests[0]).toMatch(/^t\/\d+\.bin$/);
  });
});
