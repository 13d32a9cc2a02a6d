/**
 * `npm run build`: builds the site into dist/.
 * With CATALOG_API_URL and CATALOG_API_KEY set it builds from that API; with neither set it starts the
 * embedded simulator on a loopback port, builds from it and stops it. The build is written to a
 * staging folder and swapped into dist/ only when complete, so a failed build leaves dist/ as it was,
 * and its last line says why: `[build] FAILED: <reason> — dist/ left unchanged`.
 *
 * Flags: `--dev` runs `astro dev` instead (`--port N` picks its port); `--force` ignores Astro's caches; `--allow-shrink`
 * confirms a list that shrank past CATALOG_MAX_SHRINK; `--verbose` also shows Astro's line per page
 * and per image. Simulator flags (`--references`, `--seed`, `--latency-ms`,
 * `--fail-rate`, `--fault-seed`, `--slow-ms`, `--revision`, `--changes`, `--fail-reference`,
 * `--drift-reference`, `--quirks`, `--quirk-reference`, `--gone-media-reference`) go to the embedded simulator.
 *
 * Incremental: the loaders reuse stored details whose `dateupdated` is unchanged, Astro reuses
 * processed images from cacheDir (.cache/astro/assets), and Astro's experimental.incrementalBuild
 * keeps every page whose cacheKey (src/site/pageKeys.ts: a digest of exactly what the page renders)
 * and code are unchanged, so only the pages a change shows on render again; the others stay in
 * place in the staging folder, which starts as the last build's outputs (scripts/lib/staging.ts).
 * First the catalog is probed (src/loaders/catalogProbe.ts: each loader's probe of what it reads
 * before any detail); when those answers, the code and the settings hash to the published build's
 * (scripts/lib/fingerprint.ts), dist/ is kept and Astro never starts. Otherwise Astro starts
 * once: `astro build` syncs the catalog into its data store and renders what changed (a catalog
 * the probe could not vouch for, say with a quarantined reference, renders nothing new and
 * publishes the same files). Astro runs in a child process
 * (scripts/lib/astroRun.ts, Astro's JavaScript API) that prints the progress lines and hands back
 * its counts as one typed message; `astro build` alone writes the whole site (search index,
 * sitemap, media) through the integrations in astro.config.mjs.
 *
 * A summary of every run (counts, stage times, peak memory, requests) goes to .cache/build-report.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire, enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { LANGS } from '../src/catalog/lang.ts';
import { watchPeakMemory } from '../src/lib/peakMemory.ts';
import { probeCatalog } from '../src/loaders/catalogProbe.ts';
import { type QuarantineEntry, quarantineLine } from '../src/loaders/quarantine.ts';
import { readBuildSettings } from '../src/settings.ts';
import { legalWarning } from '../src/site/views/legal.ts';
import { siteConfig } from '../src/site.config.ts';
import { buildTime, catalogState, nextInfo, publishedInfo, writeBuildInfo } from './lib/buildInfo.ts';
import { type AstroRunResult, type BuildCounts, emptyCounts } from './lib/buildLog.ts';
import { type DataSource, resolveDataSource } from './lib/dataSource.ts';
import { buildFingerprint, isPublished, recordPublished } from './lib/fingerprint.ts';
import { keepAfterFailure, lockCheckout, prepareStaging, publishStaging } from './lib/staging.ts';

// V8's code cache for the modules every build compiles again (Astro, Vite, ours), as Astro's own
// CLI turns it on (astro/bin/astro.mjs), which this build bypasses by calling Astro's API. In the
// temp directory unless NODE_COMPILE_CACHE says otherwise; Astro's process and the search
// index's inherit it through the environment.
const compileCache = enableCompileCache();
if (compileCache.directory) process.env.NODE_COMPILE_CACHE = compileCache.directory;

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

/**
 * Rolldown (Vite's bundler) allocates through its own mimalloc, which by default commits its arena
 * eagerly and returns freed pages late: in Astro's process that memory stays resident after
 * bundling, through every page rendered (docs/build-performance.md, "Memory"). Set in the
 * environment, read once by mimalloc when Astro loads Rolldown; the caller's own values win.
 */
const ROLLDOWN_MEMORY = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

/**
 * V8 lets its heap grow up to 4× what survived its last full collection before collecting again,
 * and Astro's peak is garbage (the data store serialized, then bundled as one module) piling up
 * towards BUILD_HEAP_MB. At 1.25× it is collected early, for a few percent more time
 * (docs/build-performance.md, "Memory"). The search index's processes inherit Astro's flags.
 */
const V8_MEMORY = ['--heap-growing-percent=25'];

type AstroRun = AstroRunResult & { code: number; peakRssBytes: number | undefined };

async function main(): Promise<number> {
  const started = performance.now();
  // Refused before the simulator starts: a second build must not move the first one's port file.
  const dev = has('--dev');
  if (!dev) await lockCheckout();
  const source = await resolveDataSource(passedOn);
  const env = {
    ...ROLLDOWN_MEMORY,
    ...process.env,
    ...source.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(has('--allow-shrink') ? { CATALOG_ALLOW_SHRINK: '1' } : {}),
  };
  try {
    // Settings first (a bad value stops the build naming it, before anything is fetched). A real
    // catalog's site is about to go live: say so while it would link the demo's legal texts.
    const { legal, cacheDir } = siteConfig();
    const warning = source.embedded ? undefined : legalWarning(legal);
    if (warning) console.warn(warning);
    if (dev) return await runInherited([astroBin, 'dev', '--host', '127.0.0.1', ...portArgs], env);
    const force = has('--force');
    const verbose = has('--verbose') ? ['--verbose'] : [];
    // The change detector's view of the catalog, for /build.json: read before the sync reads it.
    const state = catalogState(env);
    // Ask the catalog first (lists, definitions, trees: seconds): answers equal to the published
    // build's, from the same code and settings, mean the same data store and so the same dist/.
    const probe = force ? undefined : await probeCatalog(env, LANGS);
    const probed = probe && (await buildFingerprint({ root: process.cwd(), probe: probe.digest, env }));
    if (probed && (await isPublished(probed))) return kept(started, source);
    // The probe vouches for the store only when every listed reference is in it.
    const vouched = (counts: BuildCounts) =>
      probe && counts.details.fetched + counts.details.reused === probe.listed ? probed : undefined;
    // Otherwise Astro runs once: its build syncs the catalog into the data store and renders only the
    // pages whose cache key changed (a catalog the probe could not vouch for renders nothing new).
    const info = nextInfo(await state, await publishedInfo(), buildTime(env));
    const staging = await prepareStaging({ cacheDir, force });
    const astro = await runAstro(
      ['build', '--outDir', staging.dir, ...(force ? ['--force'] : []), ...verbose],
      { ...env, BUILD_DATA_AS_OF: info.dataAsOf },
    );
    const { counts } = astro;
    const report = {
      startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
      ...counts,
      ...reportTail(astro, source),
      quarantined: announceQuarantine(astro),
      degraded: announce('Section from its last good values', astro.degraded),
    };
    if (!astro.ok) {
      const reason = astro.failure ?? `astro exited with code ${astro.code}`;
      await writeReport({ ok: false, reason, totalMs: performance.now() - started, ...report });
      await keepAfterFailure(staging, astro.pagesRendered);
      fail(reason);
      return astro.code || 1;
    }
    logCounts(counts);
    await writeBuildInfo(staging.dir, info);
    await publishStaging(staging, astro.outputs);
    await recordPublished(vouched(counts));
    const totalMs = performance.now() - started;
    await writeReport({ ok: true, totalMs, ...report });
    console.log(`[build] published dist/ in ${seconds(totalMs)}`);
    return 0;
  } finally {
    await source.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/** Nothing changed since the published build (the probe says so): its dist/ stays as it is. */
async function kept(started: number, source: DataSource) {
  const totalMs = performance.now() - started;
  console.log(
    `[build] catalog and site unchanged since the published build: dist/ kept (${seconds(totalMs)})`,
  );
  await writeReport({
    ok: true,
    skipped: true,
    totalMs,
    ...emptyCounts(),
    peakRssBytes: { buildScript: process.resourceUsage().maxRSS * 1024 },
    requests: source.stats?.(),
    quarantined: [],
    degraded: [],
  });
  return 0;
}

function logCounts({ details, images }: BuildCounts): void {
  console.log(`[build] details fetched ${details.fetched} / reused ${details.reused} (all languages)`);
  console.log(`[build] images encoded ${images.encoded} / reused ${images.reused}`);
}

function reportTail(astro: AstroRun, source: DataSource) {
  return {
    peakRssBytes: {
      astro: astro.peakRssBytes,
      searchIndex: astro.searchIndexPeakRssBytes,
      buildScript: process.resourceUsage().maxRSS * 1024,
    },
    requests: source.stats?.(),
  };
}

/**
 * The references the build quarantined, for the report; on GitHub Actions each also becomes a
 * warning annotation on the run page.
 */
function announceQuarantine(run: AstroRun): QuarantineEntry[] {
  announce('Quarantined reference', run.quarantined.map(quarantineLine));
  return run.quarantined;
}

/** On GitHub Actions, each line becomes a warning annotation on the run page. */
function announce(title: string, lines: string[]): string[] {
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const line of lines) console.log(`::warning title=${title}::${workflowData(line)}`);
  return lines;
}

/** A workflow command's message: %, CR and LF escaped as GitHub's runner expects. */
const workflowData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

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

/** scripts/lib/astroRun.ts with its output passed through, its peak memory sampled and its result received typed. */
function runAstro(args: string[], env: NodeJS.ProcessEnv): Promise<AstroRun> {
  const HEAP_MB = readBuildSettings().BUILD_HEAP_MB;
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, 'lib/astroRun.ts');
    const v8Flags = [...V8_MEMORY, ...(HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : [])];
    const child = spawn(process.execPath, [...v8Flags, script, ...args], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env,
    });
    forwardSignals(child);
    const memory = watchPeakMemory(child.pid, 500);
    let result: AstroRunResult | undefined;
    child.on('message', (message) => {
      result = message as AstroRunResult;
    });
    child.on('exit', (code, signal) => {
      const peakRssBytes = memory.stop();
      const exitCode = code ?? (signal ? 1 : 0);
      // V8 aborts a process that needs more heap than it may have.
      const failure =
        (signal === 'SIGABRT' || code === 134) && HEAP_MB
          ? `Astro ran out of memory at its heap limit (BUILD_HEAP_MB=${HEAP_MB}): raise BUILD_HEAP_MB`
          : `astro exited with code ${exitCode} before reporting`;
      const none = {
        ok: false,
        failure,
        counts: emptyCounts(),
        stored: {},
        quarantined: [],
        degraded: [],
        searchIndexPeakRssBytes: undefined,
        pagesRendered: undefined,
        outputs: [],
      };
      resolve({ ...(result ?? none), code: exitCode, peakRssBytes });
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
