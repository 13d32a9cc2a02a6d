/**
 * Shared setup of the static-search tests: an index built with buildIndex, served from memory like
 * a static host would serve the files, and the client modules loaded as fresh instances (nothing
 * cached from an earlier test, like a page load).
 */
import { vi } from 'vitest';
import type { BuiltIndex } from '../../../src/search/static/buildIndex.ts';
import type { IndexFiles } from '../../../src/search/static/client/indexFiles.ts';
import type { IndexSource, SourceReference } from '../../../src/search/static/indexSource.ts';

export type Served = IndexFiles & { requests: string[]; bytes: number };

/** The index's files as a host serves them (gzip bytes), counting requests and bytes. */
export function serve(built: BuiltIndex, gunzip: (b: Uint8Array) => Uint8Array): Served {
  const served: Served = {
    manifest: built.manifest,
    requests: [],
    bytes: 0,
    async file(path) {
      const bytes = built.files.get(path);
      if (!bytes) throw new Error(`404 ${path}`);
      served.requests.push(path);
      served.bytes += bytes.length;
      return gunzip(bytes);
    },
  };
  return served;
}

/** The browser side as fresh module instances, like a page load. */
export async function freshClient() {
  vi.resetModules();
  const engine = await import('../../../src/search/static/client/engine.ts');
  const files = await import('../../../src/search/static/client/indexFiles.ts');
  const facets = await import('../../../src/search/static/client/facets.ts');
  const results = await import('../../../src/search/static/client/results.ts');
  const varint = await import('../../../src/search/static/varint.ts');
  return {
    StaticSearch: engine.StaticSearch,
    gunzip: files.gunzip,
    searchResults: results.searchResults,
    ByteReader: varint.ByteReader,
    ...facets,
  };
}

/** A German source over `refs`: a city facet (reference n in city n mod the cities) and one order. */
export function sourceWithCities(refs: SourceReference[], cities: readonly string[]): IndexSource {
  const inCity = (i: number) => refs.filter((r) => r.id % cities.length === i).map((r) => r.id);
  return {
    lang: 'de',
    refs,
    facets: [{ name: 'city', options: cities.map((v, i) => ({ v, ids: inCity(i) })) }],
    orders: { projecttitle: refs.map((r) => r.id).reverse() },
  };
}
