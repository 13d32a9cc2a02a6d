/**
 * Reads the built site from dist/ without a browser: file walking, URL ↔ file mapping and the
 * few hooks of the contract (<html lang>, <main data-*-id>, the language switch, robots/canonical).
 * A small attribute tokenizer instead of an HTML parser dependency: Astro's output is regular,
 * and every value read here is an attribute of one start tag.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Lang, langOf } from './contract.ts';

export const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));

function assertDist(): void {
  if (!existsSync(DIST)) {
    throw new Error(`no built site in ${DIST}: run \`npm run build\` first`);
  }
}

/** Every file in dist/, absolute paths, sorted for stable reports. */
export function distFiles(): string[] {
  assertDist();
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export const htmlFiles = (): string[] => distFiles().filter((file) => file.endsWith('.html'));

/** The URL path a static host serves a file at: dir/index.html → /dir/. */
function urlPathOf(file: string): string {
  const rel = `/${relative(DIST, file).split(sep).join('/')}`;
  return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
}

export function fileOfUrlPath(path: string): string {
  const decoded = decodeURIComponent(path);
  return join(DIST, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? _);

export type Attrs = Record<string, string>;

/** The attributes of every start tag `name` (a tag name, or a pattern of tag names) in `html`, in document order. */
export function tags(html: string, name: string): Attrs[] {
  const re = new RegExp(
    `<${name}((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)\\s*/?>`,
    'gi',
  );
  const found: Attrs[] = [];
  for (const match of html.matchAll(re)) {
    const attrs: Attrs = {};
    for (const a of (match[1] ?? '').matchAll(ATTR)) {
      attrs[(a[1] as string).toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    }
    found.push(attrs);
  }
  return found;
}

/** Every id (and a[name]) in `html`: the targets a #fragment can point at. */
export function fragmentTargets(html: string): Set<string> {
  const found = new Set<string>();
  for (const tag of tags(html, '[a-zA-Z][a-zA-Z0-9-]*')) {
    if (tag.id) found.add(tag.id);
  }
  for (const a of tags(html, 'a')) if (a.name) found.add(a.name);
  return found;
}

export type Page = {
  file: string;
  /** URL path, e.g. /de/referenzen/foo/ */
  path: string;
  /** The tree the path lies in (undefined for /, /404.html …). */
  tree: Lang | undefined;
  html: string;
  htmlLang: string | undefined;
  referenceId: number | undefined;
  branchId: number | undefined;
  langSwitches: Attrs[];
  noindex: boolean;
  canonical: string | undefined;
};

const id = (value: string | undefined) => (value === undefined ? undefined : Number(value));

function readPage(file: string): Page {
  const html = readFileSync(file, 'utf8');
  const path = urlPathOf(file);
  const main = tags(html, 'main')[0] ?? {};
  const metas = tags(html, 'meta');
  return {
    file,
    path,
    tree: langOf(path),
    html,
    htmlLang: tags(html, 'html')[0]?.lang,
    referenceId: id(main['data-reference-id']),
    branchId: id(main['data-branch-id']),
    langSwitches: tags(html, 'a').filter((a) => 'data-lang-switch' in a),
    noindex: metas.some((m) => m.name === 'robots' && /noindex/i.test(m.content ?? '')),
    canonical: tags(html, 'link').find((l) => l.rel === 'canonical')?.href,
  };
}

let cache: Page[] | undefined;

/** Every HTML page of dist/, read once per worker. */
export function distPages(): Page[] {
  cache ??= htmlFiles().map(readPage);
  return cache;
}

export const pageAt = (path: string): Page | undefined => distPages().find((p) => p.path === path);

/** The site's public origin, as the build wrote it into the sitemap index. */
export function siteOrigin(): string {
  const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
  const loc = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
  if (!loc) throw new Error('sitemap-index.xml lists no sitemap');
  return new URL(loc).origin;
}
