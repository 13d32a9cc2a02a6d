/**
 * Loads the static index's files in the browser: the manifest (revalidated on every page load, so
 * a new deploy is seen at once) and the gzip files of the build it names (immutable, cached by
 * path for the page's lifetime, each fetched at most once even when requested concurrently).
 */
import { gunzipSync } from 'fflate';
import { remember } from '../../../lib/remember.ts';
import { buildBase, type Manifest, manifestUrl } from '../layout.ts';

/**
 * One gzip file → its bytes, synchronously (fflate): the browser's DecompressionStream passes
 * every file through a Blob, a stream and a Response, several tasks each, which added 10–20 ms to
 * every lookup stage of a search on a busy page. Bytes without the gzip magic pass unchanged: a
 * host that sent the file with Content-Encoding has had it decoded already.
 */
export function gunzip(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

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
  // A failed fetch (network) may be retried by the next search.
  const file = (path: string): Promise<Uint8Array> =>
    remember(cache, path, async () =>
      gunzip(new Uint8Array(await (await get(`${base}${path}`)).arrayBuffer())),
    );
  return { manifest, file };
}
