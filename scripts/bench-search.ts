/**
 * `npm run bench:search [-- --rebuild | --fresh] [--references <n>]`: the static search at scale.
 *
 * Builds (once; reused until --rebuild) a site of 10,000 simulator references into
 * .cache/bench-search/dist with its own Astro cache, so neither dist/ nor the regular build's
 * caches are touched. --rebuild keeps that cache and the simulator's port (an unchanged catalog
 * is not fetched again: details and facet membership are reused); --fresh starts from nothing. Catalog images are left unprocessed there (the API is addressed as
 * "localhost", which the media hosts do not match): the benchmark is about search, and encoding
 * ~100k images would take hours. Next to it, two Pagefind 1.6 bundles of the same texts are built
 * for comparison: plain (German/English stemming) and with extra suffix tokens for infixes.
 *
 * Then, in Chromium, for a fixed query set: bytes transferred and time until the results are on
 * screen, cold (fresh browser cache: manifest, docs and facets load with the first query) and warm
 * (the index already opened), and the same queries through Pagefind with its recall against the
 * exact hit count. Figures go to stdout and .cache/bench-search/report.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as pagefind from 'pagefind';
import { startSimulator } from '../simulator/index.ts';
import { createCatalogClient, type Lang } from '../src/catalog/index.ts';
import { buildSearchDoc, indexTokens, type SearchableReference } from '../src/search/index.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';

const ROOT = resolve('.cache/bench-search');
const DIST = join(ROOT, 'dist');
const STATS = join(ROOT, 'index-stats.json');
const PAGEFIND = join(ROOT, 'pagefind');
const REPORT = join(ROOT, 'report.json');

const QUERIES: Record<Lang, string[]> = {
  de: [
    'schule',
    'brücke',
    'Fußgängerbrücke',
    'beton stahl',
    'sanierung',
    '"frankfurt am main"',
    'kita OR schule',
    '+beton -stahl',
    'schul*',
    '*bruecke',
    'öffentliche auftraggeber',
    'xyzzy',
  ],
  en: ['school', 'bridge', 'concrete steel', 'refurbishment', '"frankfurt am main"', 'school*'],
};

const { values: args } = parseArgs({
  options: { rebuild: { type: 'boolean' }, fresh: { type: 'boolean' }, references: { type: 'string' } },
  strict: true,
});
const REFERENCES = Number(args.references ?? 10_000);

function run(command: string, argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });
}

/** Searchable text of a reference as one string, the fields separated so no phrase spans two. */
const textOf = (detail: SearchableReference): string =>
  buildSearchDoc(detail)
    .fields.map((f) => f.text)
    .join(' . ');

/** The words of a text plus every suffix of 3+ letters of each word: infixes become word starts. */
function withSuffixes(text: string): string {
  const extra: string[] = [];
  for (const word of new Set(indexTokens(text))) {
    const chars = Array.from(word);
    for (let i = 1; i + 3 <= chars.length; i++) extra.push(chars.slice(i).join(''));
  }
  return `${text} ${extra.join(' ')}`;
}

async function buildPagefind(details: Map<Lang, SearchableReference[]>): Promise<void> {
  for (const variant of ['plain', 'suffix'] as const) {
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('pagefind: no index');
    for (const [lang, refs] of details) {
      for (const ref of refs) {
        const text = textOf(ref);
        await index.addCustomRecord({
          url: `/${lang}/r/${ref.reference_ID}/`,
          content: variant === 'suffix' ? withSuffixes(text) : text,
          language: lang,
          meta: { title: String(ref.projecttitle ?? ref.reference_ID) },
        });
      }
    }
    await index.writeFiles({ outputPath: join(PAGEFIND, variant) });
  }
  await pagefind.close();
}

/** The simulator on the port of the last run when free: media URLs and the data store stay valid. */
async function simulator() {
  const file = join(ROOT, 'simulator-port');
  const previous = Number(await readFile(file, 'utf8').catch(() => '0'));
  const start = (port: number) => startSimulator({ references: REFERENCES, port });
  const sim = previous > 0 ? await start(previous).catch(() => start(0)) : await start(0);
  await writeFile(file, String(sim.port));
  return sim;
}

async function buildSite(fresh: boolean): Promise<void> {
  if (fresh) await rm(ROOT, { recursive: true, force: true });
  await rm(DIST, { recursive: true, force: true });
  await rm(PAGEFIND, { recursive: true, force: true });
  await mkdir(ROOT, { recursive: true });
  const sim = await simulator();
  try {
    const env = {
      ...process.env,
      CATALOG_API_URL: sim.url.replace('127.0.0.1', 'localhost'),
      CATALOG_API_KEY: 'demo-key',
      CATALOG_ALLOW_SHRINK: '1',
      SEARCH_INDEX_STATS: STATS,
      // Own content store and caches: the regular build's shrink guard and caches stay untouched.
      SITE_CACHE_DIR: join(ROOT, 'astro'),
      SITE_GALLERY_LIMIT: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    const started = performance.now();
    await run('astro', ['build', '--outDir', DIST], env);
    console.log(`[bench] site built in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
    const client = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key', concurrency: 8 });
    const details = new Map<Lang, SearchableReference[]>();
    for (const lang of ['de', 'en'] as const) {
      const ids = await client.listReferenceIds(lang);
      const list = await Promise.all(ids.map((id) => client.getReference(lang, { id })));
      details.set(lang, list.filter((d) => d !== null) as SearchableReference[]);
    }
    await buildPagefind(details);
  } finally {
    await sim.close();
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/**
 * Bytes the server sent for the search (status line, headers and body of the index, the cards and
 * Pagefind's bundle), reset per measurement. Page assets and the result images are counted apart:
 * they are the same whatever searches them.
 */
const sent = { bytes: 0, requests: 0, other: 0 };
const take = (): { kB: number; requests: number; otherKB: number } => {
  const taken = {
    kB: +(sent.bytes / 1024).toFixed(1),
    requests: sent.requests,
    otherKB: +(sent.other / 1024).toFixed(1),
  };
  sent.bytes = 0;
  sent.requests = 0;
  sent.other = 0;
  return taken;
};

/** A self-signed certificate for 127.0.0.1: browsers speak HTTP/2 over TLS only. */
async function certificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = join(ROOT, 'tls');
  if (!existsSync(join(dir, 'cert.pem'))) {
    await mkdir(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) };
}

const payloads = new Map<string, Promise<Buffer | null>>();

/** File bodies, gzipped once like a CDN's cache does, so the server's own CPU stays out of the timings. */
function cached(file: string, compress: boolean): Promise<Buffer | null> {
  const key = `${compress}:${file}`;
  let payload = payloads.get(key);
  if (!payload) {
    payload = readFile(file).then(
      (body) => (compress ? gzipSync(body) : body),
      () => null,
    );
    payloads.set(key, payload);
  }
  return payload;
}

/**
 * A static host as the common ones are (GitHub Pages, Netlify, Cloudflare, S3 + CloudFront): HTTP/2
 * over TLS, files as they are, text compressed with gzip. Counting on the server also sees what
 * Pagefind fetches from its web worker.
 */
async function serve(): Promise<Http2SecureServer> {
  const server = createSecureServer(
    { ...(await certificate()), allowHTTP1: true },
    async (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let path = decodeURIComponent(url.pathname);
      const base = path.startsWith('/_bench/pagefind/') ? PAGEFIND : DIST;
      if (base === PAGEFIND) path = path.slice('/_bench/pagefind'.length);
      let file = join(base, path);
      if (!file.startsWith(base)) return void res.writeHead(403).end();
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const compress =
        type !== 'application/octet-stream' && /gzip/.test(String(req.headers['accept-encoding']));
      const payload = await cached(file, compress);
      if (!payload) return void res.writeHead(404).end();
      const headers: Record<string, string> = {
        'content-type': type,
        'content-length': String(payload.length),
        'cache-control': 'no-cache',
        ...(compress ? { 'content-encoding': 'gzip' } : {}),
      };
      res.writeHead(200, headers);
      res.end(payload);
      const bytes =
        payload.length + 17 + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
      if (base === PAGEFIND || path.startsWith('/_search/')) {
        sent.requests++;
        sent.bytes += bytes;
      } else sent.other += bytes;
    },
  );
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const kb = (n: number): string => (n / 1024).toFixed(1);

/** kB and requests of the search itself; otherKB: page assets and result images meanwhile. */
type Cost = { kB: number; requests: number; otherKB: number };
type Row = {
  lang: Lang;
  query: string;
  hits: number;
  cold: Cost & { ms: number };
  warm: Cost & { ms: number };
  /** Of the warm query, from the page's own marks: matching (CPU), results known, cards loaded, shown. */
  phases: Record<string, number>;
};

/** The page's last search:* measures (src/components/search/searchApp.ts, client/engine.ts). */
function phases(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const m of performance.getEntriesByType('measure')) {
      if (m.name.startsWith('search:')) out[m.name.slice(7)] = Math.round(m.duration);
    }
    return out;
  });
}
type PagefindRow = {
  lang: Lang;
  query: string;
  variant: string;
  results: number;
  /** Results as a share of the exact hits (the API's answer). */
  recall: string;
  /** Opening the bundle (entry, meta, wasm) and a first search. */
  open: Cost;
  warm: Cost & { ms: number };
};

const WARM_UP: Record<Lang, string> = { de: 'ingenieurbau', en: 'engineering' };

/**
 * Submits a query in the page's search box; ms from the submit event until the frame after the
 * results went in (aria-busy back to "false"), measured inside the page.
 */
async function submit(page: Page, query: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { benchDone?: Promise<number> };
    w.benchDone = new Promise((done) => {
      let t0 = 0;
      document.addEventListener('submit', () => (t0 = performance.now()), { capture: true, once: true });
      const region = document.querySelector('[data-search-results]') as Element;
      const observer = new MutationObserver(() => {
        if (t0 === 0 || region.getAttribute('aria-busy') !== 'false') return;
        observer.disconnect();
        requestAnimationFrame(() => done(performance.now() - t0));
      });
      observer.observe(region, { attributes: true, attributeFilter: ['aria-busy'] });
    });
  });
  await page.locator('#search-q').fill(query);
  await page.locator('#search-q').press('Enter');
  return page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone);
}

/** A Pagefind search plus the data of its first 24 results (what a result page shows); ms in the page. */
function pagefindSearch(page: Page, variant: string, lang: Lang, query: string) {
  return page.evaluate(
    async ({ variant, lang, query }) => {
      const api = await import(/* @vite-ignore */ `/_bench/pagefind/${variant}/pagefind.js`);
      await api.options({ basePath: `/_bench/pagefind/${variant}/` });
      await api.init(lang);
      const t0 = performance.now();
      const found = await api.search(query);
      await Promise.all(found.results.slice(0, 24).map((r: { data(): Promise<unknown> }) => r.data()));
      return { results: found.results.length as number, ms: performance.now() - t0 };
    },
    { variant, lang, query },
  );
}

async function measure(origin: string): Promise<{ rows: Row[]; pagefindRows: PagefindRow[] }> {
  const executablePath = findChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const rows: Row[] = [];
  const pagefindRows: PagefindRow[] = [];
  const fresh = async (url: string) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-search-results][aria-busy="false"]').waitFor();
    return { page, close: () => context.close() };
  };
  try {
    for (const lang of ['de', 'en'] as const) {
      const searchUrl = `${origin}/${lang}/${lang === 'de' ? 'suche' : 'search'}/`;
      for (const query of QUERIES[lang]) {
        // Cold: the first query of a visit (opens manifest, doc table and facets too).
        let tab = await fresh(searchUrl);
        take();
        const coldMs = await submit(tab.page, query);
        const cold = { ...take(), ms: Math.round(coldMs) };
        const hits = Number(await tab.page.locator('[data-result-count]').getAttribute('data-result-count'));
        await tab.close();
        // Warm: the index already open from another query.
        tab = await fresh(searchUrl);
        await submit(tab.page, WARM_UP[lang]);
        take();
        const warmMs = await submit(tab.page, query);
        const warm = { ...take(), ms: Math.round(warmMs) };
        rows.push({ lang, query, hits, cold, warm, phases: await phases(tab.page) });
        await tab.close();
        for (const variant of ['plain', 'suffix']) {
          tab = await fresh(searchUrl);
          take();
          await pagefindSearch(tab.page, variant, lang, WARM_UP[lang]);
          const open = take();
          const pf = await pagefindSearch(tab.page, variant, lang, query);
          const warm = { ...take(), ms: Math.round(pf.ms) };
          await tab.close();
          const recall =
            hits === 0
              ? pf.results === 0
                ? 'exact'
                : `+${pf.results}`
              : `${Math.round((100 * pf.results) / hits)}%`;
          pagefindRows.push({ lang, query, variant, results: pf.results, recall, open, warm });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, pagefindRows };
}

async function dirBytes(
  dir: string,
  filter: (path: string) => boolean = () => true,
): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !filter(path)) continue;
    bytes += (await stat(path)).size;
    files++;
  }
  return { bytes, files };
}

async function main(): Promise<void> {
  const missing = !existsSync(join(DIST, '_search', 'de', 'manifest.json')) || !existsSync(STATS);
  if (args.rebuild || args.fresh || missing) {
    console.log(
      `[bench] building a ${REFERENCES}-reference site into ${DIST} (once; reused until --rebuild)`,
    );
    await buildSite(Boolean(args.fresh));
  } else console.log(`[bench] reusing ${DIST}`);

  const stats = JSON.parse(await readFile(STATS, 'utf8')) as Record<
    string,
    {
      docs: number;
      total: number;
      totalWithoutInfix: number;
      bytes: Record<string, number>;
      lexiconWithoutInfix: number;
      files: number;
    }
  >;
  const pagefindSize: Record<string, { bytes: number; files: number }> = {};
  for (const variant of ['plain', 'suffix']) {
    // Index data only (wasm, chunks, filters, fragments, meta), not the optional UI bundles.
    pagefindSize[variant] = await dirBytes(
      join(PAGEFIND, variant),
      (p) => !/pagefind-(component-)?(modular-)?ui|highlight|playground/.test(p),
    );
  }
  const server = await serve();
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let results: Awaited<ReturnType<typeof measure>>;
  try {
    results = await measure(origin);
  } finally {
    server.close();
  }

  console.log('\nIndex size (gzip bytes on disk, per language)');
  for (const [lang, s] of Object.entries(stats)) {
    console.log(
      `  ${lang}: ${s.docs} refs, with infix ${kb(s.total)} kB, without infix ${kb(s.totalWithoutInfix)} kB ` +
        `(lexicon ${kb(s.bytes.lexicon ?? 0)} vs ${kb(s.lexiconWithoutInfix)} kB; postings ${kb(s.bytes.postings ?? 0)}, ` +
        `positions ${kb(s.bytes.positions ?? 0)}, facets ${kb(s.bytes.facets ?? 0)}, orders ${kb(s.bytes.orders ?? 0)}, cards ${kb(s.bytes.cards ?? 0)} kB; ${s.files} files)`,
    );
  }
  for (const [variant, s] of Object.entries(pagefindSize))
    console.log(`  pagefind ${variant} (both languages): ${kb(s.bytes)} kB in ${s.files} files`);
  console.log(
    '\nStatic search in Chromium (kB sent incl. headers, requests, ms until the results are on screen)',
  );
  console.log('  lang query                           hits |  first query of a visit  | index already open');
  for (const r of results.rows) {
    const cost = (c: Cost & { ms: number }) =>
      `${String(c.kB).padStart(7)} kB ${String(c.requests).padStart(4)} req ${String(c.ms).padStart(5)} ms`;
    const p = r.phases;
    console.log(
      `  ${r.lang}   ${r.query.padEnd(30)} ${String(r.hits).padStart(5)} | ${cost(r.cold)} | ${cost(r.warm)}` +
        ` (match ${p.match ?? '–'}, results ${p.results}, cards ${p.cards}, shown ${p.shown} ms)`,
    );
  }
  console.log(
    '\nPagefind 1.6, same texts: results vs exact hits; warm kB, requests, ms (opening the bundle extra)',
  );
  for (const r of results.pagefindRows) {
    console.log(
      `  ${r.lang}   ${r.variant.padEnd(7)} ${r.query.padEnd(30)} ${String(r.results).padStart(5)} (${r.recall.padStart(5)}) ` +
        `${String(r.warm.kB).padStart(7)} kB ${String(r.warm.requests).padStart(4)} req ${String(r.warm.ms).padStart(5)} ms ` +
        `(open ${r.open.kB} kB)`,
    );
  }
  await writeFile(
    REPORT,
    JSON.stringify({ references: REFERENCES, stats, pagefindSize, ...results }, null, 2),
  );
  console.log(`\n[bench] report: ${REPORT}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
