/**
 * Astro in a process of its own (scripts/builder/astroRun.ts for a build, Astro's CLI for `--dev`): its
 * peak memory stays apart from the embedded simulator's and is sampled from outside, its memory is
 * tuned before it starts, signals reach it, and a build hands back its stages and its result as typed messages.
 */
import { createRequire, enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { ENV_NOT_FOR_ASTRO } from '../../src/lib/astroInternals.ts';
import { watchPeakMemory } from '../../src/lib/peakMemory.ts';
import { readBuildSettings } from '../../src/settings.ts';
import { type AstroRunMessage, type AstroRunResult, type BuildStage, emptyCounts } from './buildLog.ts';
import { defaultHeapMb } from './heapLimit.ts';
import { endedUnreported, exitCodeOf, startStep } from './stepProcess.ts';

export type AstroRun = AstroRunResult & {
  code: number;
  peakRssBytes: number | undefined;
  /** The most memory Astro's process held in each stage it reached (BUILD_STAGES), in bytes. */
  rssByStage: Partial<Record<BuildStage, number>>;
  /** Its heap cap in MB (0: V8's own). */
  heapMb: number;
};

/**
 * V8's code cache for the modules every build compiles again (Astro, Vite, ours), as Astro's own
 * CLI turns it on (astro/bin/astro.mjs), which this build bypasses by calling Astro's API. In the
 * temp directory unless NODE_COMPILE_CACHE says otherwise; Astro's process and the search index's
 * inherit it through the environment.
 */
export function shareCompileCache(): void {
  const { directory } = enableCompileCache();
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
}

/**
 * Rolldown (Vite's bundler) allocates through its own mimalloc, which by default commits its arena
 * eagerly and returns freed pages late: in Astro's process that memory stays resident after
 * bundling, through every page rendered (docs/build-performance.md, "Memory"). Set in the
 * environment, read once by mimalloc when Astro loads Rolldown; the caller's own values win.
 */
export const ROLLDOWN_MEMORY = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

/**
 * V8 lets its heap grow up to 4× what survived its last full collection before collecting again,
 * and Astro's peak is garbage (the data store serialized and saved, the pages' records) piling up
 * towards BUILD_HEAP_MB. At 1.25× it is collected early, for a few percent more time
 * (docs/build-performance.md, "Memory"). A young generation of 64 MB per semi-space lets a page's
 * short-lived objects die young instead of being promoted and marked: ~5 % less CPU in a cold
 * build, the peak within ~30 MiB (docs/build-performance.md, "A larger young generation for
 * Astro"). The search index's processes take the factor too, with a smaller young generation
 * (scripts/builder/searchIndex.ts).
 */
const V8_MEMORY = ['--heap-growing-percent=25', '--max-semi-space-size=64'];

/** `env` without the variables that would change Astro's bundled code between starts (ENV_NOT_FOR_ASTRO). */
export function astroEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dropped: readonly string[] = ENV_NOT_FOR_ASTRO;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !dropped.includes(key)));
}

/**
 * `astro build` through scripts/builder/astroRun.ts, its output passed through, its peak memory
 * sampled. `listed`: the references the catalog lists (all languages), which size the heap cap
 * when BUILD_HEAP_MB does not. `onStage` hears each stage Astro enters.
 */
export function runAstroBuild(
  args: string[],
  env: NodeJS.ProcessEnv,
  catalog: { listed: number | undefined },
  onStage: (stage: BuildStage) => void = () => {},
): Promise<AstroRun> {
  const setting = readBuildSettings().BUILD_HEAP_MB;
  const heapMb = setting ?? defaultHeapMb(catalog.listed);
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, 'astroRun.ts');
    const role = 'astro';
    let result: AstroRunResult | undefined;
    const child = startStep<AstroRunMessage>(script, ['build', ...args], {
      role,
      env: astroEnvironment(env),
      v8Flags: V8_MEMORY,
      heapMb,
      onMessage: (message) => {
        if (message.kind === 'stage') {
          memory.enter(message.stage);
          onStage(message.stage);
        } else result = message.result;
      },
    });
    // Its messages arrive once it runs, after these lines.
    const memory = watchPeakMemory(child.pid, 500);
    memory.enter('start');
    onStage('start');
    child.on('exit', (code, signal) => {
      const peakRssBytes = memory.stop();
      const exitCode = exitCodeOf(code, signal);
      // V8 aborts a process that needs more heap than it may have.
      const failure =
        (signal === 'SIGABRT' || code === 134) && heapMb
          ? setting
            ? `Astro ran out of memory at its heap limit (BUILD_HEAP_MB=${heapMb}): raise BUILD_HEAP_MB`
            : `Astro ran out of memory at its heap limit (${heapMb} MB, sized for this catalog and machine): set BUILD_HEAP_MB higher`
          : endedUnreported(role, code, signal);
      const run = result ?? unreported(failure);
      resolve({ ...run, code: exitCode, peakRssBytes, rssByStage: memory.byStage(), heapMb });
    });
  });
}

/** What a build that died before reporting leaves: its failure and nothing counted. */
const unreported = (failure: string): AstroRunResult => ({
  ok: false,
  failure,
  counts: emptyCounts(),
  quarantined: [],
  degraded: [],
  pagesRendered: undefined,
  outputs: [],
});

/** `astro dev` on 127.0.0.1, in the foreground until it stops. */
export function runAstroDev(portArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const astroBin = join(
    dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin/astro.mjs',
  );
  return new Promise((resolve) => {
    const child = startStep(astroBin, ['dev', '--host', '127.0.0.1', ...portArgs], {
      role: 'astro dev',
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}
