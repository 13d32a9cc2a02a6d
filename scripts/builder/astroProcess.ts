/**
 * Astro in a process of its own (scripts/builder/astroRun.ts for a build, Astro's CLI for `--dev`): its
 * peak memory stays apart from the embedded simulator's and is sampled from outside, its memory is
 * tuned before it starts, signals reach it, and a build hands back its stages and its result as typed messages.
 */
import { createRequire, enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { ENV_NOT_FOR_ASTRO } from '../../src/lib/astroInternals.ts';
import { HANDOFF_PENDING } from '../../src/lib/buildHandoff.ts';
import { watchPeakMemory } from '../../src/lib/peakMemory.ts';
import { readBuildSettings } from '../../src/settings.ts';
import {
  type AstroRunMessage,
  type AstroRunOrder,
  type AstroRunResult,
  type BuildStage,
  emptyCounts,
} from './buildLog.ts';
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

/** Astro's heap cap in MB: BUILD_HEAP_MB, or sized for `listed` references, all languages (heapLimit.ts). */
export const astroHeapMb = (listed: number | undefined): number =>
  readBuildSettings().BUILD_HEAP_MB ?? defaultHeapMb(listed);

/** Astro's build, started before the read step has handed it the snapshot (src/lib/buildHandoff.ts). */
export type AstroBuild = {
  /** Its heap cap in MB (0: V8's own). */
  heapMb: number;
  /** Sends the read step's hand-over; resolves with the run. `onStage` hears each stage from here on. */
  run(handoff: Record<string, string>, onStage?: (stage: BuildStage) => void): Promise<AstroRun>;
  /** Stops a build that was handed nothing (the published build is current, or the read failed). */
  stop(): Promise<void>;
};

/**
 * `astro build` through scripts/builder/astroRun.ts, its output passed through, its peak memory
 * sampled from its start. It loads Astro, the config and the data store while the read step runs,
 * and its loaders wait for the hand-over: at 10,000 references that start took ~3.3 s after the
 * read step (docs/build-performance.md, "Astro starts beside the read step").
 */
export function startAstroBuild(args: string[], env: NodeJS.ProcessEnv, heapMb: number): AstroBuild {
  const setting = readBuildSettings().BUILD_HEAP_MB;
  const script = join(import.meta.dirname, 'astroRun.ts');
  const role = 'astro';
  let result: AstroRunResult | undefined;
  let onStage: (stage: BuildStage) => void = () => {};
  const child = startStep<AstroRunMessage>(script, ['build', ...args], {
    role,
    env: { ...astroEnvironment(env), ...HANDOFF_PENDING },
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
  const ended = new Promise<AstroRun>((resolve) => {
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
  // A process that already ended reports that through `ended`, not through a failed send.
  const send = (order: AstroRunOrder) => child.connected && child.send(order, () => {});
  return {
    heapMb,
    run(handoff, hear = () => {}) {
      onStage = hear;
      hear('start');
      send({ kind: 'handoff', env: handoff });
      return ended;
    },
    async stop() {
      send({ kind: 'stop' });
      await ended;
    },
  };
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
