/**
 * `npm test`: lint and format (Biome, .astro included), type checking (`astro check`), unit and
 * contract tests (Vitest), a build from the embedded simulator with `check:dist` on it, then the
 * browser tests (Playwright in the system Chromium) on that dist/. Ends with one summary line
 * "tests: N passed, N failed" over both runners, where lint, type checking and the dist check
 * count as one test each.
 *
 * Order, for a 2-core machine: Vitest (the longest part, building only in throwaway copies) and the
 * system packages (apt) start with the static checks; after those, the browser tests' chain (their
 * site's build in this checkout, `check:dist`, Playwright) runs beside Vitest, so that no runner's
 * slack leaves a core idle. Together they keep both cores busy, so Vitest runs at a lower priority:
 * the chain's site build is not starved, and Vitest takes what the chain leaves. The static
 * checks', the build's and Playwright's output go to logs in .cache/test-reports/; the static
 * checks' and Playwright's are printed when they are done, the build's when it fails.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { ensureSystemPackages } from './lib/systemPackages.ts';

const REPORTS = '.cache/test-reports';
const BUILD_LOG = `${REPORTS}/build.log`;
const E2E_LOG = `${REPORTS}/e2e.log`;
const STATIC_LOG = `${REPORTS}/static.log`;
/**
 * The browser tests' site: the default build but for the image budget. Every spec finds its
 * processed and its delivered images at 8 references as at 100 (a gallery of each in both
 * languages, Lighthouse's processed detail); the other 92 would only add ~2,000 encodes.
 */
const TEST_BUILD_ENV = { SITE_IMAGE_PROCESS_LIMIT: '8' };

type Counts = { passed: number; failed: number };

function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; log?: string; append?: boolean } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const log = options.log
      ? createWriteStream(options.log, { flags: options.append ? 'a' : 'w' })
      : undefined;
    const child = spawn(command, args, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: options.env ?? process.env,
    });
    child.stdout?.pipe(log as NodeJS.WritableStream, { end: false });
    child.stderr?.pipe(log as NodeJS.WritableStream, { end: false });
    child.on('exit', (code) => {
      if (log) log.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    });
  });
}

/** A missing or unreadable report counts as a failure: a runner that wrote nothing did not pass. */
async function readCounts<T>(file: string, pick: (json: T) => Counts): Promise<Counts> {
  try {
    return pick(JSON.parse(await readFile(file, 'utf8')) as T);
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Runs `steps` one after another, each counted as one test; their output goes to `log` if given. */
async function checks(steps: [string, string[], NodeJS.ProcessEnv?][], log?: string): Promise<Counts> {
  const counts = { passed: 0, failed: 0 };
  if (log) await writeFile(log, '');
  for (const [command, args, env] of steps) {
    const options = {
      env: env ? { ...process.env, ...env } : process.env,
      ...(log ? { log, append: true } : {}),
    };
    if ((await run(command, args, options)) === 0) counts.passed++;
    else {
      counts.failed++;
      const line = `[test] ${command} ${args.join(' ')} failed\n`;
      if (log) await appendFile(log, line);
      else process.stderr.write(line);
    }
  }
  return counts;
}

/** The site for the browser tests, then the deploy workflow's dist check on it (with the demo secrets). */
async function buildSite(): Promise<{ built: boolean; check: Counts }> {
  const started = performance.now();
  const code = await run('node', ['scripts/build.ts'], {
    env: { ...process.env, ...TEST_BUILD_ENV },
    log: BUILD_LOG,
  });
  if (code !== 0) {
    console.error(await readFile(BUILD_LOG, 'utf8').catch(() => ''));
    console.error('[test] the build failed, so the dist check and the browser tests did not run');
    return { built: false, check: { passed: 0, failed: 1 } };
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`[test] site for the browser tests built in ${seconds} s (log: ${BUILD_LOG})`);
  const check = await checks([
    [
      'node',
      ['scripts/check-dist.ts'],
      { CATALOG_API_KEY: 'demo-key', ASSISTANT_GATEWAY_TOKEN: 'full-mcp-token' },
    ],
  ]);
  return { built: true, check };
}

async function main(): Promise<number> {
  const only = process.argv[2];
  await mkdir(REPORTS, { recursive: true });
  const packages = ensureSystemPackages(only === 'unit' ? [] : ['chromium', 'java', 'nginx']);
  packages.catch(() => {}); // awaited below; a failure must not end the static checks half-way

  // Vitest starts at once, beside the static checks: `astro check` alone leaves a core idle ~20 s,
  // and Vitest builds only in throwaway copies. Niced (see above); 5, not 10, which starved
  // Vitest's timing tests for minutes.
  const unitRun =
    only === 'e2e'
      ? Promise.resolve(0)
      : run('nice', [
          '-n',
          '5',
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${REPORTS}/vitest.json`,
        ]);

  // The static checks' lines are printed when they are done, not between Vitest's. The browser
  // tests' site builds in this checkout after them: a type error explains more than a failed build.
  const statics =
    only === 'e2e'
      ? { passed: 0, failed: 0 }
      : await checks(
          [
            ['biome', ['check', '.']],
            ['node', ['scripts/typecheck.ts']],
          ],
          STATIC_LOG,
        );
  if (only !== 'e2e') console.log(await readFile(STATIC_LOG, 'utf8').catch(() => ''));

  // The browser tests start as soon as their site is built, beside Vitest.
  const browserTests = async () => {
    const site = await buildSite();
    if (!site.built) return { site, code: 1 };
    const { chromium } = await packages;
    const code = await run('playwright', ['test'], {
      env: {
        ...process.env,
        ...TEST_BUILD_ENV,
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
      },
      log: E2E_LOG,
    });
    // One runner's lines at a time: the browser tests' list is printed when they are done.
    console.log(await readFile(E2E_LOG, 'utf8').catch(() => ''));
    return { site, code };
  };
  const browser = only === 'unit' ? undefined : await browserTests();
  const unitCode = await unitRun;
  const site = browser?.site;
  const e2eCode = browser?.code ?? 0;

  const unit =
    only === 'e2e'
      ? { passed: 0, failed: 0 }
      : await readCounts<{ numPassedTests: number; numFailedTests: number }>(
          `${REPORTS}/vitest.json`,
          (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
        );
  const e2e = !site?.built
    ? { passed: 0, failed: 0 }
    : await readCounts<{ stats: { expected: number; unexpected: number } }>(
        `${REPORTS}/playwright.json`,
        (json) => ({ passed: json.stats.expected, failed: json.stats.unexpected }),
      );
  if (e2e.failed > 0) {
    const browserName = await readFile(`${REPORTS}/playwright.json`, 'utf8')
      .then((text) => String(JSON.parse(text).config?.metadata?.browser ?? 'an unknown browser'))
      .catch(() => 'an unknown browser');
    console.log(
      `[test] ${e2e.failed} browser tests failed in ${browserName}; after a Debian update of the browser see CONTRIBUTING.md, "The test browser"`,
    );
  }
  const all = [statics, unit, e2e, site?.check ?? { passed: 0, failed: 0 }];
  const passed = all.reduce((sum, c) => sum + c.passed, 0);
  const failed = all.reduce((sum, c) => sum + c.failed, 0);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return failed > 0 || unitCode !== 0 || e2eCode !== 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
