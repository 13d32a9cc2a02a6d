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
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSimulator } from '../simulator/index.ts';
import { createCatalogClient, type Lang } from '../src/catalog/index.ts';
import type { SearchableReference } from '../src/search/index.ts';
import type { IndexStats } from '../src/search/static/buildIndex.ts';
import { type Cost, measure } from './bench-search/measure.ts';
import { buildPagefind } from './bench-search/pagefind.ts';
import { serve } from './bench-search/server.ts';

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
      // The images are not what this measures; copying ~75,000 simulator files would take most of the run.
      SITE_MIRROR_LOOPBACK_MEDIA: '0',
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
    await buildPagefind(details, PAGEFIND);
  } finally {
    await sim.close();
  }
}

const kb = (n: number): string => (n / 1024).toFixed(1);

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

  const stats = JSON.parse(await readFile(STATS, 'utf8')) as Record<string, IndexStats>;
  const pagefindSize: Record<string, { bytes: number; files: number }> = {};
  for (const variant of ['plain', 'suffix']) {
    // Index data only (wasm, chunks, filters, fragments, meta), not the optional UI bundles.
    pagefindSize[variant] = await dirBytes(
      join(PAGEFIND, variant),
      (p) => !/pagefind-(component-)?(modular-)?ui|highlight|playground/.test(p),
    );
  }
  const server = await serve(ROOT, DIST, PAGEFIND);
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let results: Awaited<ReturnType<typeof measure>>;
  try {
    results = await measure(origin, QUERIES);
  } finally {
    server.close();
  }

  console.log('\nIndex size (gzip bytes on disk, per language)');
  for (const [lang, s] of Object.entries(stats)) {
    const c = s.comparisons;
    console.log(
      `  ${lang}: ${s.docs} refs, with infix ${kb(s.total)} kB, without infix ${kb(c?.totalWithoutInfix ?? 0)} kB ` +
        `(lexicon ${kb(s.bytes.lexicon)} vs ${kb(c?.lexiconWithoutInfix ?? 0)} kB, ` +
        `search shards ${kb(s.bytes.search)} vs ${kb(c?.searchWithoutInfix ?? 0)} kB; postings ${kb(s.bytes.postings)}, ` +
        `positions ${kb(s.bytes.positions)}, facets ${kb(s.bytes.facets)}, orders ${kb(s.bytes.orders)}, cards ${kb(s.bytes.cards)} kB, ` +
        `of which snippet fields ${kb(c?.snippetText.bytes ?? 0)} kB, ${kb(c?.snippetText.gzip ?? 0)} kB gzip; ${s.files} files)`,
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
        ` (match ${p.match ?? '–'}, counts ${p.counts ?? '–'}, page with counts and first cards ${p.results}, first shown ${p.shown}, all shown ${p.complete ?? p.shown} ms;` +
        ` requests ${Object.entries(r.requests)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')})`,
    );
  }
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  const found = results.rows.filter((r) => r.hits > 0);
  const range = (values: number[]) =>
    `${Math.min(...values)}–${Math.max(...values)}, median ${Math.round(median(values))}`;
  console.log(
    `  queries with hits: warm ms ${range(found.map((r) => r.warm.ms))}; cold ms ${range(found.map((r) => r.cold.ms))}; ` +
      `warm kB ${range(found.map((r) => r.warm.kB))}; cold kB ${range(found.map((r) => r.cold.kB))}; ` +
      `warm requests ${range(found.map((r) => r.warm.requests))}; ` +
      `page with counts and first cards known ${range(found.map((r) => r.phases.results ?? 0))} ms; ` +
      `first results on screen ${range(found.map((r) => r.phases.shown ?? 0))} ms`,
  );
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
