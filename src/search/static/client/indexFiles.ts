/**
 * Loads the static index's files in the browser: the manifest (revalidated on every page load, so
 * a new deploy is seen at once) and the gzip files of the build it names (immutable, cached by
 * path for the page's lifetime, each fetched at most once even when requested concurrently).
 */
import { buildBase, type Manifest, manifestUrl } from '../layout.ts';
import { gunzip } from './inflate.ts';

export { gunzip };

export type IndexFiles = {
  manifest: Manifest;
  /** A file of this build by its layout path (e.g. "t/17.bin"), inflated. */
  file(path: string): Promise<Uint8Array>;
};

async function get(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  return response;
}

export async function openIndex(lang: string, origin = ''): Promise<IndexFiles> {
  const manifest = (await (
    await get(`${origin}${manifestUrl(lang)}`, { cache: 'no-cache' })
  ).json()) as Manifest;
  const base = `${origin}${buildBase(manifest)}`;
  const cache = new Map<string, Promise<Uint8Array>>();
  const file = (path: string): Promise<Uint8Array> => {
    let pending = cache.get(path);
    if (!pending) {
      // Inflated in place (inflate.ts): cheaper than a DecompressionStream round for small files.
      pending = get(`${base}${path}`).then(async (response) =>
        gunzip(new Uint8Array(await response.arrayBuffer())),
      );
      // A failed fetch (network) may be retried by the next search.
      pending.catch(() => cache.delete(path));
      cache.set(path, pending);
    }
    return pending;
  };
  return { manifest, file };
}
