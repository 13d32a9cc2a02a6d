/**
 * The checks a built dist/ must pass before it is published (scripts/check-dist.ts): no secret in
 * any file, a detail page for every reference the build had, internal links that resolve, and a
 * search index that opens. Each problem is one line; a secret is named by its variable, never shown.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { inflateSync } from 'fflate';
import type { AgentData } from '../../src/agents/dataFiles.ts';
import { agentDataPath } from '../../src/agents/dataFiles.ts';
import { LANGS } from '../../src/catalog/lang.ts';
import { readStoredManifest } from '../../src/loaders/storedManifest.ts';
import { gunzip } from '../../src/search/static/client/indexFiles.ts';
import { CARD_DICTIONARY_PATH } from '../../src/search/static/layout.ts';
import { readSearchIndex } from './distSearch.ts';

export type Secret = { name: string; value: string };

/** The catalog key, the gateway token and any password (e.g. the catalog's export password). */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Secret[] {
  return Object.entries(env)
    .filter(([name]) => /^(CATALOG_API_KEY|ASSISTANT_GATEWAY_TOKEN)$|PASSWORD/.test(name))
    .flatMap(([name, value]) => (value ? [{ name, value }] : []));
}

export type DistCheck = { problems: string[]; files: number; pages: number; references: number };

const CARD_FILE = /^(_search\/[^/]+\/[^/]+\/)c\/\d+\.bin$/;
// An unquoted value never starts with `&`: `src=&quot;…` is an escaped tag shown as text (a snippet).
const LINK_ATTRIBUTE = /\s(?:href|src|srcset|poster)=(?:"([^"]*)"|'([^']*)'|([^\s"'>&][^\s"'>]*))/gi;
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

export async function checkDist(options: {
  dist: string;
  /** The build's record of the references it stored (src/loaders/storedManifest.ts). */
  record: string;
  secrets: readonly Secret[];
}): Promise<DistCheck> {
  const { dist } = options;
  const problems: string[] = [];
  const files = await listFiles(dist);
  const present = new Set(files);
  const secrets = options.secrets.flatMap(({ name, value }) =>
    [...new Set([value, encodeURIComponent(value)])].map((form) => ({ name, bytes: Buffer.from(form) })),
  );
  const leaks = new Map<string, string[]>();
  const broken = new Map<string, { count: number; from: string }>();
  const dictionaries = new Map<string, Promise<Uint8Array>>();
  let pages = 0;

  await forEachLimited(files, 32, async (file) => {
    const raw = await readFile(join(dist, file));
    // A secret could hide in a compressed file: look in what the browser would read, too.
    const card = CARD_FILE.exec(file);
    const inflated = card ? await inflateCard(raw, dist, card[1] as string, dictionaries) : gunzipOrNull(raw);
    const readable = inflated && Buffer.from(inflated.buffer, inflated.byteOffset, inflated.byteLength);
    for (const { name, bytes } of secrets) {
      if (raw.includes(bytes) || readable?.includes(bytes))
        leaks.set(name, [...(leaks.get(name) ?? []), file]);
    }
    if (!file.endsWith('.html')) return;
    pages++;
    for (const target of internalTargets(raw.toString('utf8'), file)) {
      if (resolves(target, present)) continue;
      const seen = broken.get(target);
      if (seen) {
        seen.count++;
        if (file < seen.from) seen.from = file; // the same example on every run
      } else broken.set(target, { count: 1, from: file });
    }
  });

  for (const [name, where] of leaks)
    problems.push(`secret: the value of ${name} is in ${where.length} file(s), e.g. ${where.sort()[0]}`);
  for (const [target, { count, from }] of [...broken].sort()) {
    problems.push(`broken link: ${target} (${count} time(s), e.g. in ${from})`);
  }

  const references = await checkReferences(dist, options.record, present, problems);
  return { problems, files: files.length, pages, references };
}

/** Every reference the build stored has its detail page and its place in the search index. */
async function checkReferences(
  dist: string,
  record: string,
  present: ReadonlySet<string>,
  problems: string[],
): Promise<number> {
  const stored = await readStoredManifest(record).catch((error: unknown) => {
    problems.push(`record: cannot read the build's record of stored references ${record}: ${message(error)}`);
    return undefined;
  });
  if (!stored) return 0;
  let references = 0;
  for (const lang of LANGS) {
    const ids = new Set(stored[lang]);
    references += ids.size;
    const index = await readSearchIndex(dist, lang).catch((error: unknown) => {
      problems.push(`search index ${lang}: ${message(error)}`);
      return undefined;
    });
    const paths = await readFile(join(dist, agentDataPath(lang)), 'utf8')
      .then((text) => new Map((JSON.parse(text) as AgentData).refs.map((ref) => [ref.id, ref.path])))
      .catch((error: unknown) => {
        problems.push(`reference list ${agentDataPath(lang)}: ${message(error)}`);
        return new Map<number, string>();
      });
    const indexed = new Set(index?.ids ?? []);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const path = paths.get(id);
      if (!path) problems.push(`reference ${lang}/${id}: not in ${agentDataPath(lang)}`);
      else if (!present.has(`${path.slice(1)}index.html`))
        problems.push(`reference ${lang}/${id}: detail page ${path} missing`);
      if (index && !indexed.has(id)) problems.push(`reference ${lang}/${id}: not in the search index`);
    }
  }
  if (references === 0) problems.push(`record: the build's record ${record} lists no references`);
  return references;
}

/** Root-relative paths of the page's internal href/src/srcset/poster values, without query or fragment. */
export function internalTargets(html: string, file: string): string[] {
  const base = new URL(`/${file}`, 'http://dist.invalid');
  const targets: string[] = [];
  for (const match of html.matchAll(LINK_ATTRIBUTE)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&');
    const candidates = /^\s*srcset=/i.test(match[0].trim())
      ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
      : [value.trim()];
    for (const candidate of candidates) {
      if (!candidate || EXTERNAL.test(candidate)) continue;
      const { pathname } = new URL(candidate, base);
      targets.push(safeDecode(pathname));
    }
  }
  return targets;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes: reported as it stands, since no file has that name
  }
}

function resolves(target: string, present: ReadonlySet<string>): boolean {
  const path = target.slice(1);
  if (path === '' || path.endsWith('/')) return present.has(`${path}index.html`);
  return present.has(path) || present.has(`${path}/index.html`);
}

async function inflateCard(
  bytes: Uint8Array,
  dist: string,
  base: string,
  dictionaries: Map<string, Promise<Uint8Array>>,
): Promise<Uint8Array | null> {
  let dictionary = dictionaries.get(base);
  if (!dictionary) {
    dictionary = readFile(join(dist, base, CARD_DICTIONARY_PATH)).then(gunzip);
    dictionaries.set(base, dictionary);
  }
  try {
    return inflateSync(bytes, { dictionary: await dictionary });
  } catch {
    return null; // the search index check names a card that does not open
  }
}

function gunzipOrNull(bytes: Uint8Array): Uint8Array | null {
  try {
    const inflated = gunzip(bytes);
    return inflated === bytes ? null : inflated;
  } catch {
    return null;
  }
}

async function listFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function forEachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
