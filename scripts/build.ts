/**
 * `npm run build`: builds the site into dist/.
 * With CATALOG_API_URL and CATALOG_API_KEY set it builds from that API; with neither set it starts the
 * embedded simulator on a loopback port, builds from it and stops it. The build is written to a
 * staging folder and swapped into dist/ only when complete, so a failed build leaves dist/ as it was,
 * and its last line says why: `[build] FAILED: <reason> — dist/ left unchanged`.
 *
 * Flags: `--dev` runs `astro dev` instead (`--port N` picks its port); `--force` ignores Astro's caches; `--allow-shrink`
 * confirms a list that shrank past CATALOG_MAX_SHRINK; `--verbose` shows Astro's line per page and
 * per image instead of progress lines. Simulator flags (`--references`, `--seed`, `--latency-ms`,
 * `--fail-rate`, `--fault-seed`, `--slow-ms`, `--revision`, `--changes`, `--fail-reference`,
 * `--drift-reference`) go to the embedded simulator.
 *
 * Incremental: the loaders reuse stored details whose `dateupdated` is unchanged, Astro reuses
 * processed images from cacheDir (.cache/astro/assets), and Astro's experimental.incrementalBuild
 * keeps every page whose cacheKey (src/site/pageKeys.ts: a digest of exactly what the page renders)
 * and code are unchanged, so only the pages a change shows on render again. The catalog is synced
 * first (`astro sync`); when the synced data, the code and the settings hash to the fingerprint of
 * the published build (scripts/lib/fingerprint.ts), dist/ is kept as it is and nothing is rendered.
 * After Astro, the search index is written by its own process (scripts/writeSearchIndex.ts), so
 * peak memory is the larger of the two, not their sum.
 *
 * A summary of every run (counts, stage times, peak memory, requests) goes to .cache/build-report.json.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { dataDigest, takeRecords } from '../src/lib/buildChannel.ts';
import { type BuildCounts, createBuildLog } from './lib/buildLog.ts';
import { type DataSource, resolveDataSource } from './lib/dataSource.ts';
import { buildFingerprint, isPublished, recordPublished } from './lib/fingerprint.ts';
import { watchPeakMemory } from './lib/peakMemory.ts';
import { prepareStaging, publishStaging } from './lib/staging.ts';

const REPORT_FILE = '.cache/build-report.json';
const argv = process.argv.slice(2);
const BUILD_FLAGS = ['--dev', '--force', '--allow-shrink', '--verbose'];
const has = (flag: string) => argv.includes(flag);
/** `--port N` (or `--port=N`) is the dev server's, not the simulator's. */
const portAt = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
const portArgs =
  portAt < 0 ? [] : argv[portAt]?.includes('=') ? [argv[portAt] as string] : argv.slice(portAt, portAt + 2);
const passedOn = argv.filter(
  (arg, i) => !BUILD_FLAGS.includes(arg) && (portAt < 0 || i < portAt || i >= portAt + portArgs.length),
);
const astroBin = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');

type AstroRun = {
  code: number;
  counts: BuildCounts;
  peakRssBytes: number | undefined;
  /** The one-line reason a loader recorded for its failure (src/lib/buildChannel.ts). */
  failure: string | undefined;
  /** Digest per collection of what the loaders stored. */
  stored: Record<string, string>;
};

async function main(): Promise<number> {
  const started = performance.now();
  takeRecords(); // a stale note from an earlier run must not be blamed on this one
  const source = await resolveDataSource(passedOn);
  const env = {
    ...process.env,
    ...source.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    // Names this run for the loaders: what its sync stored, its build keeps (catalogSource.ts).
    SITE_BUILD_RUN: randomUUID(),
    ...(has('--allow-shrink') ? { CATALOG_ALLOW_SHRINK: '1' } : {}),
  };
  // The search index is written below, in its own process, once Astro's memory is released.
  const astroEnv = { ...env, SITE_SEARCH_INDEX: 'external' };
  try {
    if (has('--dev')) return await runInherited([astroBin, 'dev', '--host', '127.0.0.1', ...portArgs], env);
    const outDir = await prepareStaging();
    const force = has('--force');
    // Sync the catalog first: if neither it nor the site changed since the published build, that
    // build's dist/ is exactly what rendering again would produce, and it is kept.
    const sync = force ? undefined : await runAstro([astroBin, 'sync'], astroEnv);
    const before = await fingerprint(env, sync?.code === 0 ? dataDigest(sync.stored) : undefined);
    if (before && (await isPublished(before))) {
      const counts = sync?.counts as BuildCounts;
      const totalMs = performance.now() - started;
      logCounts(counts);
      console.log(
        `[build] catalog and site unchanged since the published build: dist/ kept (${seconds(totalMs)})`,
      );
      await writeReport({
        ok: true,
        skipped: true,
        totalMs,
        ...counts,
        ...reportTail(sync, undefined, source),
      });
      return 0;
    }
    const astro =
      sync && sync.code !== 0
        ? sync
        : await runAstro([astroBin, 'build', '--outDir', outDir, ...(force ? ['--force'] : [])], astroEnv);
    const index = astro.code === 0 ? await runSearchIndex(outDir, env) : undefined;
    const counts = mergeCounts(sync === astro ? undefined : sync, astro.counts);
    const report = {
      startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
      ...counts,
      stages: { ...counts.stages, ...(index ? { searchIndex: index.ms } : {}) },
      ...reportTail(astro, index, source),
    };
    if (astro.code !== 0 || (index && index.code !== 0)) {
      const reason =
        astro.code !== 0
          ? (astro.failure ?? astro.counts.lastError ?? `astro exited with code ${astro.code}`)
          : `search index: ${index?.lastError ?? `exited with code ${index?.code}`}`;
      await writeReport({ ok: false, reason, totalMs: performance.now() - started, ...report });
      fail(reason);
      return astro.code || index?.code || 1;
    }
    logCounts(counts);
    await publishStaging();
    // The data as this build left it (its own sync may have stored a newer catalog).
    await recordPublished(await fingerprint(env, dataDigest({ ...sync?.stored, ...astro.stored })));
    const totalMs = performance.now() - started;
    await writeReport({ ok: true, totalMs, ...report });
    console.log(`[build] published dist/ in ${seconds(totalMs)}`);
    return 0;
  } finally {
    await source.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

function fingerprint(env: NodeJS.ProcessEnv, data: string | undefined): Promise<string | undefined> {
  return buildFingerprint({ root: process.cwd(), data, env });
}

function logCounts({ details, images }: BuildCounts): void {
  console.log(`[build] details fetched ${details.fetched} / reused ${details.reused} (all languages)`);
  console.log(`[build] images encoded ${images.encoded} / reused ${images.reused}`);
}

/** The sync's fetch counts and the build's rendering counts; the build's own re-sync reuses what the sync stored. */
function mergeCounts(sync: AstroRun | undefined, build: BuildCounts): BuildCounts {
  if (!sync) return build;
  const content = (sync.counts.stages.content ?? 0) + (build.stages.content ?? 0);
  return {
    ...build,
    details: {
      fetched: sync.counts.details.fetched + build.details.fetched,
      reused: sync.counts.details.reused,
    },
    stages: { ...build.stages, content },
  };
}

function reportTail(astro: AstroRun | undefined, index: IndexRun | undefined, source: DataSource) {
  return {
    lastError: undefined,
    peakRssBytes: {
      astro: astro?.peakRssBytes,
      searchIndex: index?.peakRssBytes,
      buildScript: process.resourceUsage().maxRSS * 1024,
    },
    requests: source.stats?.(),
  };
}

function fail(reason: string): void {
  console.error(`[build] FAILED: ${reason} — dist/ left unchanged`);
}

async function writeReport(report: Record<string, unknown>): Promise<void> {
  await mkdir('.cache', { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

function forwardSignals(child: ReturnType<typeof spawn>): void {
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
}

function runInherited(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    forwardSignals(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

type IndexRun = { code: number; ms: number; peakRssBytes: number | undefined; lastError: string | undefined };

/** scripts/writeSearchIndex.ts over the finished output, its lines passed through. */
function runSearchIndex(outDir: string, env: NodeJS.ProcessEnv): Promise<IndexRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, 'writeSearchIndex.ts');
    const child = spawn(process.execPath, [script, outDir], { stdio: ['ignore', 'pipe', 'pipe'], env });
    forwardSignals(child);
    const memory = watchPeakMemory(child.pid, 500);
    let lastError: string | undefined;
    const stdout = createInterface({ input: child.stdout });
    const stderr = createInterface({ input: child.stderr });
    stdout.on('line', (line) => console.log(line));
    stderr.on('line', (line) => {
      console.error(line);
      if (line.trim()) lastError = line.trim();
    });
    // 'close', not 'exit': every line of its output has been read by then.
    child.on('close', (code, signal) => {
      const peakRssBytes = memory.stop();
      const ms = performance.now() - started;
      resolve({ code: code ?? (signal ? 1 : 0), ms, peakRssBytes, lastError });
    });
  });
}

/** Runs astro with its output condensed (see buildLog.ts) and its peak memory sampled. */
function runAstro(args: string[], env: NodeJS.ProcessEnv): Promise<AstroRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    forwardSignals(child);
    const memory = watchPeakMemory(child.pid, 500);
    const log = createBuildLog({ verbose: has('--verbose'), write: (line) => console.log(line) });
    const stdout = createInterface({ input: child.stdout });
    const stderr = createInterface({ input: child.stderr });
    stdout.on('line', log.line);
    stderr.on('line', (line) => {
      console.error(line);
      log.errorLine(line);
    });
    const closed = Promise.all([
      new Promise((done) => stdout.once('close', done)),
      new Promise((done) => stderr.once('close', done)),
    ]);
    child.on('exit', (code, signal) => {
      const peakRssBytes = memory.stop();
      void closed.then(() => {
        // What the loaders fetched and reused, and why one failed, come typed through the channel.
        const records = takeRecords();
        const counts = { ...log.finish(), details: records.details };
        const { failure, stored } = records;
        resolve({ code: code ?? (signal ? 1 : 0), counts, peakRssBytes, failure, stored });
      });
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
