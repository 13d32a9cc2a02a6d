import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that build whole sites in throwaway copies (tests/unit/build): each spends minutes waiting
 * on its build processes, so they start first, each in its own worker, and the quick files share
 * what is left. Without this a fresh clone (no timing cache) would start them last.
 */
const SLOW = /\/tests\/unit\/build\//;

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => SLOW.test(f.moduleId)), ...sorted.filter((f) => !SLOW.test(f.moduleId))];
  }
}

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // Vitest's default (cores - 1) is one worker on a 2-core machine: the build files, which mostly
    // wait on their child processes, would then run one after another.
    maxWorkers: 4,
    sequence: { sequencer: SlowFirst },
  },
});
