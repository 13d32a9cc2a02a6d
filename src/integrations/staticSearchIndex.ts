/**
 * Astro integration that writes the static search index (src/search/static/) into the build
 * output. Pages cannot write files and the integration cannot read content collections, so the
 * site serves the index's inputs as internal JSON endpoints (src/components/search/searchSource.ts,
 * searchCards.ts); when the build is done a process per language (searchIndexProcess.ts) reads them
 * from Astro's outDir, writes /_search/<lang>/…, and moves them out so visitors never get them.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { LANGS, type Lang, searchPath } from '../i18n/routes.ts';
import { astroCopiesDir } from '../lib/astroInternals.ts';
import { createLimiter } from '../lib/limiter.ts';
import { moveFiles } from '../lib/outputTree.ts';
import { watchPeakMemory } from '../lib/peakMemory.ts';
import { publish } from '../loaders/buildEvents.ts';
import { codeDigest } from '../loaders/codeDigest.ts';
import { buildIndex, type IndexStats } from '../search/static/buildIndex.ts';
import { parseCardChunk } from '../search/static/cardChunk.ts';
import { createDocMemo, loadDocMemo, saveDocMemo } from '../search/static/docMemo.ts';
import type { SourceManifest } from '../search/static/indexSource.ts';
import { buildBase, manifestUrl } from '../search/static/layout.ts';
import { createPackMemo, loadPackMemo, savePackMemo } from '../search/static/pack.ts';
import { readBuildHandoff } from '../settings.ts';
import { siteConfig } from '../site.config.ts';
import { devIndexMiddleware } from './devIndex.ts';
import { resolveSource } from './resolveSource.ts';

type LangPaths = {
  lang: Lang;
  /** Internal input folder (moved out of the output after use). */
  dataDir: string;
  sourceFile: string;
  cardsDir: string;
  manifestFile: string;
  /** Folder of this build's index files, once the build hash is known. */
  buildDir(build: string): string;
};

/** Where each language's inputs and outputs live inside an output folder (pure, for tests). */
export function searchIndexPaths(outDir: string): LangPaths[] {
  return LANGS.map((lang) => {
    const dataDir = join(outDir, searchPath(lang), 'index-data');
    return {
      lang,
      dataDir,
      sourceFile: join(dataDir, 'source.json'),
      cardsDir: join(dataDir, 'cards'),
      manifestFile: join(outDir, manifestUrl(lang)),
      buildDir: (build) => join(outDir, buildBase({ lang, build })),
    };
  });
}

async function readCards(cardsDir: string): Promise<Map<number, string>> {
  const cards = new Map<number, string>();
  const entries = await readdir(cardsDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const [id, html] of parseCardChunk(JSON.parse(await readFile(file, 'utf8')), file))
      cards.set(id, html);
  }
  return cards;
}

/** Writes many small files with bounded parallelism (thousands at once exhaust file handles). */
async function writeAll(dir: string, files: Map<string, Uint8Array>): Promise<void> {
  const dirs = new Set([...files.keys()].map((path) => dirname(join(dir, path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  const limiter = createLimiter(32);
  await Promise.all([...files].map(([path, bytes]) => limiter.run(() => writeFile(join(dir, path), bytes))));
}

/**
 * What a saved reference's words were made by: the code that reads a detail for the index and the
 * code that tokenizes it. A change to either makes the last build's words unusable.
 */
function wordsSalt(): string {
  const made = [
    new URL('./resolveSource.ts', import.meta.url),
    new URL('../search/static/words.ts', import.meta.url),
  ];
  return made.map((entry) => codeDigest(entry).digest).join(' ');
}

async function writeSearchIndex(paths: LangPaths, logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>) {
  const started = performance.now();
  const source = resolveSource(JSON.parse(await readFile(paths.sourceFile, 'utf8')) as SourceManifest);
  const cards = await readCards(paths.cardsDir);
  // Beside Astro's caches, so whatever keeps those between builds keeps these too.
  const { cacheDir } = siteConfig();
  const memoDir = join(cacheDir, 'search-index');
  const packFile = join(memoDir, `${paths.lang}.bin`);
  const pack = createPackMemo(await loadPackMemo(packFile));
  const wordsFile = join(memoDir, `${paths.lang}-words.bin`);
  const salt = wordsSalt();
  const docs = createDocMemo(await loadDocMemo(wordsFile, salt));
  // The comparison figures only where someone reads them (SEARCH_INDEX_STATS: npm run bench:search).
  const built = buildIndex(source, cards, {
    comparisons: Boolean(readBuildHandoff().SEARCH_INDEX_STATS),
    pack,
    wordsOf: docs.wordsOf,
  });
  for (const warning of built.warnings.slice(0, 10)) logger.warn(`search ${paths.lang}: ${warning}`);
  if (built.warnings.length > 10)
    logger.warn(`search ${paths.lang}: … ${built.warnings.length - 10} more warnings`);
  await rm(dirname(paths.manifestFile), { recursive: true, force: true });
  await writeAll(paths.buildDir(built.manifest.build), built.files);
  await writeFile(paths.manifestFile, JSON.stringify(built.manifest));
  // Out of the published output, but kept with the copies the next build starts from
  // (scripts/builder/staging.ts): else every unchanged input would be rendered again next time.
  await moveFiles(paths.dataDir, join(astroCopiesDir(cacheDir), searchPath(paths.lang), 'index-data'));
  await rm(paths.dataDir, { recursive: true, force: true });
  await Promise.all([savePackMemo(packFile, pack), saveDocMemo(wordsFile, salt, docs)]);
  const { stats } = built;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(
    `search ${paths.lang}: ${stats.docs} references (${docs.hits()} tokenized by the last build), ` +
      `${stats.words} words, ${stats.files} files (${pack.hits()} as the last build compressed them), ` +
      `${(stats.total / 1024).toFixed(0)} kB (${seconds}s)`,
  );
  return built;
}

/** One language's index (run by searchIndexProcess.ts); returns its statistics. */
export async function writeLanguageIndex(
  outDir: string,
  lang: Lang,
  logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>,
): Promise<IndexStats> {
  const paths = searchIndexPaths(outDir).find((candidate) => candidate.lang === lang);
  if (!paths) throw new Error(`no search index for language "${lang}"`);
  return (await writeSearchIndex(paths, logger)).stats;
}

type Child = { lang: Lang; done: Promise<IndexStats>; peakRssBytes(): number | undefined };

/** searchIndexProcess.ts for one language: its lines become the integration's, its statistics come back over IPC. */
function spawnLanguage(outDir: string, lang: Lang, logger: AstroIntegrationLogger): Child {
  const script = fileURLToPath(new URL('./searchIndexProcess.ts', import.meta.url));
  // Astro's heap limit (BUILD_HEAP_MB, set by scripts/builder/astroProcess.ts), not its heap growing factor: the
  // index's peak did not move with it (docs/build-performance.md, "Memory"), only its collections.
  const heapLimit = process.execArgv.filter((flag) => flag.startsWith('--max-old-space-size'));
  const child = spawn(process.execPath, [...heapLimit, script, outDir, lang], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const memory = watchPeakMemory(child.pid, 500);
  let peak: number | undefined;
  let stats: IndexStats | undefined;
  let lastError: string | undefined;
  child.on('message', (message) => {
    stats = message as IndexStats;
  });
  const { stdout, stderr } = child as typeof child & { stdout: Readable; stderr: Readable };
  createInterface({ input: stdout }).on('line', (line) => logger.info(line));
  createInterface({ input: stderr }).on('line', (line) => {
    logger.warn(line);
    if (line.trim()) lastError = line.trim();
  });
  // 'close', not 'exit': every line of its output has been read by then.
  const done = new Promise<IndexStats>((resolve, reject) => {
    child.on('close', (code) => {
      peak = memory.stop();
      if (code === 0 && stats) resolve(stats);
      else reject(new Error(lastError ?? `${lang} exited with code ${code}`));
    });
  });
  return { lang, done, peakRssBytes: () => peak };
}

/**
 * Every language's index, each in a process of its own, all at once: the languages share nothing,
 * and the build has a core per language to spare once Astro is done. Apart from Astro's process,
 * because at 10,000 references Astro's data store and the index in one heap peaked at 4.4 GiB.
 * The statistics go to SEARCH_INDEX_STATS when it is set (outside the output: visitors need none
 * of it; npm run bench:search).
 */
async function writeInOwnProcesses(outDir: string, logger: AstroIntegrationLogger): Promise<void> {
  const started = performance.now();
  const children = LANGS.map((lang) => spawnLanguage(outDir, lang, logger));
  const settled = await Promise.allSettled(children.map((child) => child.done));
  const peaks = children.map((child) => child.peakRssBytes() ?? 0);
  // They run side by side: the build's peak is their sum.
  const peakRssBytes = peaks.every((peak) => peak > 0) ? peaks.reduce((a, b) => a + b, 0) : undefined;
  publish({ kind: 'searchIndex', ms: performance.now() - started, peakRssBytes });
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw new Error(`search index: ${(failed.reason as Error).message}`);
  const statsFile = readBuildHandoff().SEARCH_INDEX_STATS;
  if (!statsFile) return;
  const stats = Object.fromEntries(
    children.map((child, i) => [child.lang, (settled[i] as PromiseFulfilledResult<IndexStats>).value]),
  );
  try {
    await mkdir(dirname(statsFile), { recursive: true });
    await writeFile(statsFile, JSON.stringify(stats, null, 2));
  } catch (error) {
    throw new Error(`search index: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'static-search-index',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(devIndexMiddleware());
      },
      'astro:build:done': ({ dir, logger }) => writeInOwnProcesses(fileURLToPath(dir), logger),
    },
  };
}
