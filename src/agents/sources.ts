/**
 * What the WebMCP tools read, loaded on the first call and kept for the page's lifetime: the
 * language's agent data (agentData.ts), the static search index (the search page's own engine),
 * and one reference's detail at a time.
 */
import type { Lang } from '../catalog/lang.ts';
import type { ReferenceDetailResult } from '../gateway/schemas.ts';
import { once } from '../lib/remember.ts';
import { gunzip } from '../search/static/client/indexFiles.ts';
import { type OpenSearch, openSearch } from '../search/static/client/openSearch.ts';
import { type AgentData, type AgentRef, agentDataPath, agentDetailPath } from './dataFiles.ts';

export type Sources = {
  lang: Lang;
  data: AgentData;
  byId: Map<number, AgentRef>;
  search: () => Promise<OpenSearch>;
  /** Absolute URL of a site path (links in results point at the site's pages). */
  url: (path: string) => string;
  detail: (id: number) => Promise<ReferenceDetailResult>;
};

async function json<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A gzip file of JSON (a host that sends it with Content-Encoding has inflated it already). */
async function gzipJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const bytes = gunzip(new Uint8Array(await response.arrayBuffer()));
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

const loaded = new Map<Lang, () => Promise<Sources>>();

export function sourcesOf(lang: Lang): Promise<Sources> {
  let load = loaded.get(lang);
  if (!load) {
    load = once(async () => {
      const data = await json<AgentData>(agentDataPath(lang));
      return {
        lang,
        data,
        byId: new Map(data.refs.map((ref) => [ref.id, ref])),
        search: once(() => openSearch(lang)),
        url: (path) => new URL(path, location.origin).href,
        detail: (id) => gzipJson<ReferenceDetailResult>(agentDetailPath(lang, id)),
      };
    });
    loaded.set(lang, load);
  }
  return load();
}

/** Doc indexes → reference IDs in the given order. */
export async function idsOf(search: OpenSearch, docs: ArrayLike<number>): Promise<number[]> {
  const ids = await search.engine.ids();
  return Array.from(docs, (d) => ids[d] as number);
}

/** `ids` in the API's order `orderby` (a file of the index, or the reverse of one). */
export async function inOrder(
  search: OpenSearch,
  ids: readonly number[],
  orderby: string,
): Promise<number[]> {
  const ref = search.files.manifest.orders[orderby];
  const base = ref && ('file' in ref ? ref : search.files.manifest.orders[ref.reverseOf]);
  if (!ref || !base || !('file' in base)) throw new Error(`The index has no order ${orderby}`);
  const order = await idsOf(search, await search.order(base.file));
  if ('reverseOf' in ref) order.reverse();
  const wanted = new Set(ids);
  return order.filter((id) => wanted.has(id));
}
