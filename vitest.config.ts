import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { scratchDir } from './scripts/lib/scratch.ts';

/**
 * Files that build whole sites in throwaway copies (tests/unit/build) spend minutes waiting on their
 * build processes: they start first, the longest chain of builds (the incremental identity tests)
 * before the rest, so the suite's wall time is not a long chain started last. Without this a fresh
 * clone (no timing cache) would start them by file size.
 */
const FIRST = [/\/build\/incremental-[^/]+\.test\.ts$/, /\/build\/[^/]+\.test\.ts$/];
const rank = (spec: TestSpecification) => {
  const at = FIRST.findIndex((pattern) => pattern.test(spec.moduleId));
  return at < 0 ? FIRST.length : at;
};

class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: within a rank, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const scratch = scratchDir();

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // A limit catches a hang; it times nothing (the benchmark scripts measure speed). Beside the
    // browser tests, at a lower priority, in a slow hour of a shared machine, a test of seconds has
    // taken minutes and a test of site builds nine: one limit for every test and hook, twice
    // the slowest seen, so that no test needs its own.
    testTimeout: 1_200_000,
    hookTimeout: 1_200_000,
    pool: 'forks',
    // One module registry per worker, not per file: importing the project's modules again for each
    // of ~100 files was half of the non-build files' CPU. Files therefore leave no state behind
    // (servers closed, env stubs undone), as they must anyway.
    isolate: false,
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the build files, which mostly
    // wait on their child processes, would run one after another. Six: the six build files at once.
    maxWorkers: 6,
    sequence: { sequencer: BuildsFirst },
    // Throwaway copies and files on a RAM disk where there is one (scripts/lib/scratch.ts), and
    // one compile cache for the builds of this run (tests/unit/compileCache.ts).
    env: scratch ? { TMPDIR: scratch } : {},
    globalSetup: ['tests/unit/compileCache.ts'],
  },
});
