/**
 * `astro dev` has no build output to write the index into: this serves /_search/<lang>/… from
 * memory instead, built on the first request from the same internal endpoints the build reads (fetched
 * from the dev server itself), so the search page works in development too. Rebuilt after
 * DEV_INDEX_TTL_MS so edits to the search code show up without a restart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGS, type Lang, searchPath } from '../i18n/routes.ts';
import { remember } from '../lib/remember.ts';
import { type BuiltIndex, buildIndex } from '../search/static/buildIndex.ts';
import { parseCardChunk } from '../search/static/cardChunk.ts';
import type { SourceManifest } from '../search/static/indexSource.ts';
import { INDEX_ROOT } from '../search/static/layout.ts';
import { resolveSource } from './resolveSource.ts';

const DEV_INDEX_TTL_MS = 60_000;

async function fetchIndex(origin: string, lang: Lang): Promise<BuiltIndex> {
  const data = `${origin}${searchPath(lang)}index-data/`;
  const source = resolveSource((await (await fetch(`${data}source.json`)).json()) as SourceManifest);
  const cards = new Map<number, string>();
  for (let chunk = 1; ; chunk++) {
    const url = `${data}cards/${chunk}.json`;
    const response = await fetch(url);
    if (!response.ok) break;
    for (const [id, html] of parseCardChunk(await response.json(), url)) cards.set(id, html);
  }
  return buildIndex(source, cards);
}

type Next = (error?: unknown) => void;

export function devIndexMiddleware() {
  const built = new Map<Lang, Promise<BuiltIndex>>();
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const match = new RegExp(`^${INDEX_ROOT}/([a-z]{2})/(.+)$`).exec((req.url ?? '').split('?')[0] ?? '');
    const lang = LANGS.find((l) => l === match?.[1]);
    if (!match || !lang) return next();
    try {
      const index = await remember(built, lang, () => {
        setTimeout(() => built.delete(lang), DEV_INDEX_TTL_MS).unref();
        return fetchIndex(`http://${req.headers.host}`, lang);
      });
      const rest = match[2] as string;
      if (rest === 'manifest.json') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(index.manifest));
        return;
      }
      const file = rest.startsWith(`${index.manifest.build}/`)
        ? index.files.get(rest.slice(index.manifest.build.length + 1))
        : undefined;
      if (!file) {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/octet-stream');
      res.end(file);
    } catch (error) {
      next(error);
    }
  };
}
