/**
 * The static search index (src/search/static/) of a finished build. Pages cannot write files and
 * only Astro reads content collections, so the site serves the index's inputs as internal JSON
 * endpoints (src/components/search/searchSource.ts, searchCards.ts); once Astro's process has
 * exited, `npm run build` runs a process per language (scripts/builder/searchIndexRun.ts,
 * started by searchIndex.ts there) that reads them from the output folder, writes /_search/<lang>/…,
 * and moves them out so visitors never get them. In src/, not beside that step: what it writes is
 * the site's output, so its code belongs to the build's fingerprint (scripts/builder/fingerprint.ts).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LANGS, type Lang, searchPath } from '../i18n/routes.ts';
import { astroCopiesDir } from '../lib/astroInternals.ts';
import { loadFolderRecord, saveFolderRecord, writeFolder } from '../lib/linkedFolder.ts';
import { moveFiles } from '../lib/outputTree.ts';
import { codeDigest } from '../loaders/codeDigest.ts';
import { buildIndex, type IndexStats } from '../search/static/buildIndex.ts';
import { parseCardChunk } from '../search/static/cardChunk.ts';
import { createDocMemo, loadDocMemo, saveDocMemo } from '../search/static/docMemo.ts';
import type { SourceManifest } from '../search/static/indexSource.ts';
import { buildBase, manifestUrl } from '../search/static/layout.ts';
import { createPackMemo, loadPackMemo, savePackMemo } from '../search/static/pack.ts';
import { readBuildHandoff } from '../settings.ts';
import { siteConfig } from '../site.config.ts';
import { resolveSource } from './resolveSource.ts';

type Logger = { info(line: string): void; warn(line: string): void };

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

async function writeSearchIndex(paths: LangPaths, logger: Logger, publishedDir?: string) {
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
  // The last build's files as published, to link what did not change (linkedFolder.ts).
  const recordFile = join(memoDir, `${paths.lang}-files.bin`);
  const last = publishedDir ? await loadFolderRecord(recordFile) : undefined;
  await rm(dirname(paths.manifestFile), { recursive: true, force: true });
  const written = await writeFolder(
    paths.buildDir(built.manifest.build),
    built.files,
    built.manifest.build,
    last && publishedDir
      ? { dir: join(publishedDir, buildBase({ lang: paths.lang, build: last.label })), files: last.files }
      : undefined,
  );
  await writeFile(paths.manifestFile, JSON.stringify(built.manifest));
  // Out of the published output, but kept with the copies the next build starts from
  // (scripts/builder/staging.ts): else every unchanged input would be rendered again next time.
  await moveFiles(paths.dataDir, join(astroCopiesDir(cacheDir), searchPath(paths.lang), 'index-data'));
  await rm(paths.dataDir, { recursive: true, force: true });
  await Promise.all([
    savePackMemo(packFile, pack),
    saveDocMemo(wordsFile, salt, docs),
    saveFolderRecord(recordFile, written.record),
  ]);
  const { stats } = built;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info(
    `search ${paths.lang}: ${stats.docs} references (${docs.hits()} tokenized by the last build), ` +
      `${stats.words} words, ${stats.files} files (${pack.hits()} as the last build compressed them, ` +
      `${written.linked} linked as it published them), ` +
      `${(stats.total / 1024).toFixed(0)} kB (${seconds}s)`,
  );
  return built;
}

/**
 * One language's index (run by scripts/builder/searchIndexRun.ts); returns its statistics.
 * `publishedDir`: the output folder the last build published, whose unchanged index files are
 * linked instead of written (none: every file is written).
 */
export async function writeLanguageIndex(
  outDir: string,
  lang: Lang,
  logger: Logger,
  publishedDir?: string,
): Promise<IndexStats> {
  const paths = searchIndexPaths(outDir).find((candidate) => candidate.lang === lang);
  if (!paths) throw new Error(`no search index for language "${lang}"`);
  return (await writeSearchIndex(paths, logger, publishedDir)).stats;
}
