/**
 * Astro integration that writes the static search index (src/search/static/) into the build
 * output. Pages cannot write files and the integration cannot read content collections, so the
 * site serves the index's inputs as internal JSON endpoints (src/components/search/searchSource.ts,
 * searchCards.ts); when the build is done a process of its own (searchIndexProcess.ts) reads them
 * from Astro's outDir, writes /_search/<lang>/…, and deletes them so visitors never get them.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { LANGS, type Lang, searchPath } from '../i18n/routes.ts';
import { publish } from '../lib/buildEvents.ts';
import { createLimiter } from '../lib/limiter.ts';
import { watchPeakMemory } from '../lib/peakMemory.ts';
import { buildIndex } from '../search/static/buildIndex.ts';
import { parseCardChunk } from '../search/static/cardChunk.ts';
import type { IndexSource } from '../search/static/indexSource.ts';
import { buildBase, manifestUrl } from '../search/static/layout.ts';
import { devIndexMiddleware } from './devIndex.ts';

type LangPaths = {
  lang: Lang;
  /** Internal input folder (deleted after use). */
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

async function writeSearchIndex(paths: LangPaths, logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>) {
  const started = performance.now();
  const source = JSON.parse(await readFile(paths.sourceFile, 'utf8')) as IndexSource;
  const cards = await readCards(paths.cardsDir);
  const built = buildIndex(source, cards);
  for (const warning of built.warnings.slice(0, 10)) logger.warn(`search ${paths.lang}: ${warning}`);
  if (built.warnings.length > 10)
    logger.warn(`search ${paths.lang}: … ${built.warnings.length - 10} more warnings`);
  await rm(dirname(paths.manifestFile), { recursive: true, force: true });
  await writeAll(paths.buildDir(built.manifest.build), built.files);
  await writeFile(paths.manifestFile, JSON.stringify(built.manifest));
  await rm(paths.dataDir, { recursive: true, force: true });
  const { stats } = built;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(
    `search ${paths.lang}: ${stats.docs} references, ${stats.words} words, ${stats.files} files, ` +
      `${(stats.total / 1024).toFixed(0)} kB (${seconds}s)`,
  );
  return built;
}

/**
 * Every language's index (run by searchIndexProcess.ts), and its statistics as JSON where
 * SEARCH_INDEX_STATS says (outside the output: visitors need none of it; npm run bench:search).
 */
export async function writeSearchIndexes(
  outDir: string,
  logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>,
) {
  const stats: Record<string, unknown> = {};
  for (const paths of searchIndexPaths(outDir))
    stats[paths.lang] = (await writeSearchIndex(paths, logger)).stats;
  const statsFile = process.env.SEARCH_INDEX_STATS;
  if (statsFile) {
    await mkdir(dirname(statsFile), { recursive: true });
    await writeFile(statsFile, JSON.stringify(stats, null, 2));
  }
}

/**
 * Runs searchIndexProcess.ts over the finished output and waits for it. At 10,000 references
 * Astro's data store and the index in one heap peaked at 4.4 GiB, Astro's alone at 3.6 GiB.
 */
function writeInOwnProcess(outDir: string, logger: AstroIntegrationLogger) {
  const started = performance.now();
  const script = fileURLToPath(new URL('./searchIndexProcess.ts', import.meta.url));
  const child = spawn(process.execPath, [script, outDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const memory = watchPeakMemory(child.pid, 500);
  let lastError: string | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => logger.info(line));
  createInterface({ input: child.stderr }).on('line', (line) => {
    logger.warn(line);
    if (line.trim()) lastError = line.trim();
  });
  // 'close', not 'exit': every line of its output has been read by then.
  return new Promise<void>((resolve, reject) => {
    child.on('close', (code) => {
      publish({ kind: 'searchIndex', ms: performance.now() - started, peakRssBytes: memory.stop() });
      if (code === 0) resolve();
      else reject(new Error(`search index: ${lastError ?? `exited with code ${code}`}`));
    });
  });
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'static-search-index',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(devIndexMiddleware());
      },
      'astro:build:done': ({ dir, logger }) => writeInOwnProcess(fileURLToPath(dir), logger),
    },
  };
}
