/**
 * The build's search index step (scripts/build.ts): every language's index at once, each in a
 * process of its own (searchIndexRun.ts), on the staging folder Astro wrote.
 * Once Astro's process has exited, not from its `astro:build:done`: at 10,000 references its 1.3 GiB
 * stood beside the index's two processes (issue 60); in one heap they peaked at 4.4 GiB. The
 * languages share nothing, and the build has a core per language to spare once Astro is done. The
 * statistics go to SEARCH_INDEX_STATS when it is set (outside the output; npm run bench:search).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { LANGS, type Lang } from '../../src/i18n/routes.ts';
import type { IndexStats } from '../../src/search/static/buildIndex.ts';
import { readBuildHandoff } from '../../src/settings.ts';
import { endedUnreported, startStep } from './stepProcess.ts';

/**
 * The step's wall time and why it failed if it did. Its processes' memory is the build's tree's
 * to sample (treeMemory.ts), each under its role.
 */
export type SearchIndexRun = { ms: number; failure?: string };

export const indexRole = (lang: Lang) => `searchIndex ${lang}`;

type Options = {
  /** Astro's heap cap in MB (0: V8's own). */
  heapMb: number;
  env: NodeJS.ProcessEnv;
  /** The folder the last build published (dist/), whose unchanged index files are linked; none on --force. */
  publishedDir?: string | undefined;
};

/**
 * Garbage collected sooner: a young generation of 4 MB per semi-space instead of V8's default, and
 * Astro's slower heap growth (astroProcess.ts). At 10,000 references one language's process alone
 * peaked at 650–808 MiB without them, 496–514 MiB with them, a few seconds slower
 * (docs/build-performance.md, "Memory").
 */
const V8_MEMORY = ['--max-semi-space-size=4', '--heap-growing-percent=25'];

/** One language's process: its lines become the build's, its statistics come back over IPC. */
function spawnLanguage(outDir: string, lang: Lang, { heapMb, env, publishedDir }: Options) {
  const script = join(import.meta.dirname, 'searchIndexRun.ts');
  let stats: IndexStats | undefined;
  let lastError: string | undefined;
  const role = indexRole(lang);
  const child = startStep<IndexStats>(script, [outDir, lang, ...(publishedDir ? [publishedDir] : [])], {
    role,
    env,
    v8Flags: V8_MEMORY,
    heapMb,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    onMessage: (message) => {
      stats = message;
    },
  });
  const { stdout, stderr } = child as typeof child & { stdout: Readable; stderr: Readable };
  createInterface({ input: stdout }).on('line', (line) => console.log(`[build] ${line}`));
  createInterface({ input: stderr }).on('line', (line) => {
    console.warn(`[build] ${line}`);
    if (line.trim()) lastError = line.trim();
  });
  // 'close', not 'exit': every line of its output has been read by then.
  const done = new Promise<IndexStats>((resolve, reject) => {
    child.on('close', (code, signal) => {
      if (code === 0 && stats) resolve(stats);
      else reject(new Error(lastError ?? endedUnreported(role, code, signal)));
    });
  });
  return { lang, done };
}

/** Writes /_search/<lang>/ into `outDir` from the search's internal pages there, which it moves out. */
export async function writeSearchIndex(outDir: string, options: Options): Promise<SearchIndexRun> {
  const started = performance.now();
  const children = LANGS.map((lang) => spawnLanguage(outDir, lang, options));
  const settled = await Promise.allSettled(children.map((child) => child.done));
  const run = { ms: performance.now() - started };
  try {
    const stats = settled.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    const statsFile = readBuildHandoff(options.env).SEARCH_INDEX_STATS;
    if (statsFile) {
      await mkdir(dirname(statsFile), { recursive: true });
      const byLang = Object.fromEntries(children.map((child, i) => [child.lang, stats[i]]));
      await writeFile(statsFile, JSON.stringify(byLang, null, 2));
    }
    return run;
  } catch (error) {
    return { ...run, failure: `search index: ${error instanceof Error ? error.message : String(error)}` };
  }
}
