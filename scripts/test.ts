/**
 * `npm test`: lint and format (Biome, .astro included), type checking (`astro check`), unit and
 * contract tests (Vitest), a build from the embedded simulator, then the browser tests (Playwright
 * in the system Chromium) on that dist/. Ends with one summary line "tests: N passed, N failed"
 * over both runners, where lint and type checking count as one test each.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { ensureChromium, ensureJava } from './lib/systemPackages.ts';

const REPORTS = '.cache/test-reports';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

type Counts = { passed: number; failed: number };

/** A missing or unreadable report counts as a failure: a runner that wrote nothing did not pass. */
async function readCounts<T>(file: string, pick: (json: T) => Counts): Promise<Counts> {
  try {
    return pick(JSON.parse(await readFile(file, 'utf8')) as T);
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function main(): Promise<number> {
  const chromium = ensureChromium();
  if (process.argv[2] !== 'unit') ensureJava();
  await mkdir(REPORTS, { recursive: true });
  const only = process.argv[2];

  // Static checks first: they take seconds and a type error explains more than a failed build.
  const checks = { passed: 0, failed: 0 };
  let checkCode = 0;
  if (only !== 'e2e') {
    for (const [command, args] of [
      ['biome', ['check', '.']],
      ['node', ['scripts/typecheck.ts']],
    ] as const) {
      const code = await run(command, [...args]);
      if (code === 0) checks.passed++;
      else {
        checks.failed++;
        checkCode ||= code;
        console.error(`[test] ${command} ${args.join(' ')} failed`);
      }
    }
  }

  let unitCode = 0;
  if (only !== 'e2e') {
    unitCode = await run('vitest', [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/vitest.json`,
    ]);
  }
  let buildCode = 0;
  let e2eCode = 0;
  if (only !== 'unit') {
    buildCode = await run('node', ['scripts/build.ts']);
    if (buildCode === 0) {
      e2eCode = await run('playwright', ['test'], {
        ...process.env,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
      });
    }
  }

  const unit =
    only === 'e2e'
      ? { passed: 0, failed: 0 }
      : await readCounts<{ numPassedTests: number; numFailedTests: number }>(
          `${REPORTS}/vitest.json`,
          (json) => ({
            passed: json.numPassedTests,
            failed: json.numFailedTests,
          }),
        );
  const e2e =
    only === 'unit' || buildCode !== 0
      ? { passed: 0, failed: buildCode === 0 ? 0 : 1 }
      : await readCounts<{ stats: { expected: number; unexpected: number } }>(
          `${REPORTS}/playwright.json`,
          (json) => ({
            passed: json.stats.expected,
            failed: json.stats.unexpected,
          }),
        );
  if (buildCode !== 0) console.error('[test] the build failed, so the browser tests did not run');
  const passed = checks.passed + unit.passed + e2e.passed;
  const failed = checks.failed + unit.failed + e2e.failed;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return checkCode || unitCode || buildCode || e2eCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
