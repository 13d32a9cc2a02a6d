/**
 * `node scripts/bench-bytes.ts [dist] [--json]`: what a built site weighs, per page type.
 *
 * Prints, for each page type of both languages (classified by the URL contract in
 * src/i18n/routes.ts), the page count and the median page's bytes raw and gzip, the total of
 * dist/ split into pages, assets (/_astro), search files (/_search) and the rest, and what a
 * repeat visit transfers for a second detail page: its HTML plus whatever it links that the first
 * detail page did not (stylesheets, scripts), gzip as a CDN would send them. Images are left out of
 * that figure (each reference has its own).
 *
 * `scripts/bench.ts` calls `distBytes()` on each cold build's dist/ (the 1,000 and 10,000 sizes).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGS } from '../src/catalog/lang.ts';
import { SEGMENTS } from '../src/i18n/routes.ts';

export type TypeFigures = { pages: number; medianRaw: number; medianGzip: number; totalRaw: number };
export type DistBytes = {
  totalBytes: number;
  parts: Record<'pages' | 'assets' | 'search' | 'media' | 'other', number>;
  types: Record<string, TypeFigures>;
  /** Bytes (gzip) a visitor fetches for a second detail page after a first one: HTML + new CSS/JS. */
  secondDetailGzip: number;
  /** The same for the first detail page with an empty cache (HTML + its CSS/JS, no images). */
  firstDetailGzip: number;
};

/** The page type of an index.html path relative to dist/ (e.g. `de/referenzen/x/index.html`). */
export function pageType(path: string): string {
  const parts = path.split(sep).slice(0, -1);
  const [lang, first, second, third, fourth] = parts;
  if (!lang || !(LANGS as readonly string[]).includes(lang)) return parts.length === 0 ? 'root' : 'other';
  const s = SEGMENTS[lang as (typeof LANGS)[number]];
  if (!first) return 'home';
  if (first === '404') return '404';
  if (first === s.search) return 'search';
  if (first === s.map) return 'map';
  if (first === s.references) {
    if (!second) return 'list';
    return second === s.page ? 'list' : 'detail';
  }
  if (first === s.branches || first === s.groups) {
    if (!second) return 'taxonomy index';
    if (third === s.map || fourth === s.map) return 'taxonomy map';
    return 'taxonomy list';
  }
  return 'other';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Same-origin stylesheets and module scripts a page links (what a browser fetches besides images). */
function linkedAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*>/g)) {
    const href = /href="(\/[^"]+)"/.exec(m[0])?.[1];
    if (href) urls.add(href);
  }
  for (const m of html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)) if (m[1]) urls.add(m[1]);
  return [...urls];
}

/** Static imports of a bundled module (what the browser fetches next), as absolute paths. */
function moduleImports(code: string, url: string): string[] {
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const found: string[] = [];
  for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    if (m[1]) found.push(new URL(m[1], `http://x${base}`).pathname);
  }
  return found;
}

async function assetClosure(dist: string, html: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = linkedAssets(html);
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (sizes.has(url)) continue;
    const body = await readFile(join(dist, url)).catch(() => undefined);
    if (!body) continue;
    sizes.set(url, gzipSync(body).length);
    if (url.endsWith('.js')) queue.push(...moduleImports(body.toString('utf8'), url));
  }
  return sizes;
}

export async function distBytes(dist: string): Promise<DistBytes> {
  const parts: DistBytes['parts'] = { pages: 0, assets: 0, search: 0, media: 0, other: 0 };
  const perType = new Map<string, { raw: number[]; files: string[] }>();
  let totalBytes = 0;
  for (const entry of await readdir(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(dist, file);
    const size = (await stat(file)).size;
    totalBytes += size;
    const top = rel.split(sep)[0];
    if (top === '_astro') parts.assets += size;
    else if (top === '_search') parts.search += size;
    else if (top === '_media') parts.media += size;
    else if (entry.name === 'index.html') {
      parts.pages += size;
      const type = pageType(rel);
      const bucket = perType.get(type) ?? { raw: [], files: [] };
      bucket.raw.push(size);
      bucket.files.push(file);
      perType.set(type, bucket);
    } else parts.other += size;
  }
  const types: DistBytes['types'] = {};
  for (const [type, { raw, files }] of [...perType].sort(([a], [b]) => a.localeCompare(b))) {
    // gzip of the median-sized page: compressing every page of a 10,000 site would take minutes.
    const mid = median(raw);
    const file = files[raw.indexOf(mid)] as string;
    types[type] = {
      pages: raw.length,
      medianRaw: mid,
      medianGzip: gzipSync(await readFile(file)).length,
      totalRaw: raw.reduce((a, b) => a + b, 0),
    };
  }
  // Two detail pages of the same language: the second's HTML plus the assets the first did not load.
  const details = (perType.get('detail')?.files ?? []).sort();
  let firstDetailGzip = 0;
  let secondDetailGzip = 0;
  if (details.length >= 2) {
    const [a, b] = [await readFile(details[0] as string), await readFile(details[1] as string)];
    const first = await assetClosure(dist, a.toString('utf8'));
    const second = await assetClosure(dist, b.toString('utf8'));
    firstDetailGzip = gzipSync(a).length + [...first.values()].reduce((x, y) => x + y, 0);
    secondDetailGzip =
      gzipSync(b).length + [...second].filter(([url]) => !first.has(url)).reduce((x, [, n]) => x + n, 0);
  }
  return { totalBytes, parts, types, firstDetailGzip, secondDetailGzip };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const mib = (n: number) => `${(n / 2 ** 20).toFixed(0)} MiB`;

export function bytesTable(figures: DistBytes): string {
  const rows = Object.entries(figures.types).map(
    ([type, t]) => `| ${type} | ${t.pages} | ${kb(t.medianRaw)} | ${kb(t.medianGzip)} | ${mib(t.totalRaw)} |`,
  );
  const p = figures.parts;
  return [
    '| page type | pages | median raw | median gzip | all pages of the type |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `dist/ ${mib(figures.totalBytes)}: pages ${mib(p.pages)}, /_astro ${mib(p.assets)}, /_search ${mib(p.search)}, /_media ${mib(p.media)}, other ${mib(p.other)}.`,
    `Detail page, empty cache: ${kb(figures.firstDetailGzip)} gzip (HTML + CSS/JS, no images); a second detail page after it: ${kb(figures.secondDetailGzip)}.`,
  ].join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
  const figures = await distBytes(dist);
  console.log(args.includes('--json') ? JSON.stringify(figures, null, 2) : bytesTable(figures));
}
