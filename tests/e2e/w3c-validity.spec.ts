/**
 * Every HTML file of dist/ against the W3C Nu HTML checker (vnu-jar), the checker behind
 * validator.w3.org: it knows the HTML standard's content models (a <source> without srcset, a
 * <script> after </html>) where html-validate follows its own rule set. One JVM call over all files
 * (JVM start and warm-up dominate a call per file); the JSON report comes on stdout, Java's own
 * warnings stay on stderr. Needs Java 17+; without it the test fails with the command that
 * installs it.
 *
 * The pages link one shared stylesheet (astro.config.mjs): the CSS files of /_astro/ go through the
 * same call (--also-check-css), so the CSS is checked as it was when it was inlined.
 *
 * Filtered, and only this: the CSS checker does not know `line-clamp` (CSS Overflow 4), which the
 * cards use beside -webkit-line-clamp.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LANGS, routes } from './support/contract.ts';
import { DIST, fileOfUrlPath, htmlFiles } from './support/dist.ts';

const JAR = String(createRequire(import.meta.url)('vnu-jar'));
const INSTALL_JAVA = 'apt-get install -y openjdk-17-jre-headless';
const TOLERATED = /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/;
const MAX_REPORTED = 40;
/** Pages the check must cover by name (every file is checked; these fail here if they were not built). */
const REQUIRED = LANGS.flatMap((lang) => [routes(lang).figures]);
/**
 * A run of half a minute is too short for the optimising compiler to pay off: C1 only halves the
 * CPU time (measured: 18 s instead of 36 s for 636 files), the serial collector keeps the heap at
 * ~350 MB instead of ~1.9 GB beside the browser tests, and C1's deeper stacks need the larger
 * thread stack the checker asks for.
 */
const JVM = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** The Java runtime's major version, or the reason there is none. */
function javaVersion(): number | string {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return `no Java runtime on PATH (${result.error.message})`;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr)?.slice(1, 3) ?? [];
  // Java 8 and older report "1.8"; from 9 on the first number is the major version.
  const major = version[0] === '1' ? Number(version[1]) : Number(version[0]);
  return Number.isFinite(major) ? major : `unreadable \`java -version\`: ${result.stderr.trim()}`;
}

function runVnu(files: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', [
      ...JVM,
      '-jar',
      JAR,
      '--errors-only',
      '--also-check-css',
      '--format',
      'json',
      '--stdout',
      ...files,
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('HTML files in dist/ pass the W3C Nu HTML checker', async () => {
  const java = javaVersion();
  expect(
    typeof java === 'number' && java >= 17
      ? ''
      : `Java 17+ needed for vnu: ${java}; install it with \`${INSTALL_JAVA}\``,
  ).toBe('');
  const css = readdirSync(join(DIST, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(DIST, '_astro', name));
  expect(css.length).toBeGreaterThan(0);
  const files = [...htmlFiles(), ...css];
  expect(files.length).toBeGreaterThan(css.length);
  for (const path of REQUIRED) expect(files, `${path} is checked`).toContain(fileOfUrlPath(path));

  const started = Date.now();
  const { code, stdout, stderr } = await runVnu(files);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(
      `vnu exited with ${code} without a JSON report: ${stderr.trim() || stdout.slice(0, 500)}`,
    );
  }
  const errors = messages.filter((m) => m.type !== 'info' && !TOLERATED.test(m.message));
  const byMessage = new Map<string, number>();
  for (const m of errors) byMessage.set(m.message, (byMessage.get(m.message) ?? 0) + 1);
  const summary = [...byMessage].map(([message, n]) => `${n}× ${message}`).join('\n');
  const where = (m: VnuMessage) => (m.url ? relative(DIST, fileURLToPath(m.url)) : '(no file)');
  test.info().annotations.push({ type: 'vnu', description: `${files.length} files in ${seconds} s` });
  expect(
    errors.slice(0, MAX_REPORTED).map((m) => `${where(m)}:${m.lastLine ?? '?'} ${m.message}`),
    `${errors.length} errors in ${files.length} files (vnu ${seconds} s):\n${summary}`,
  ).toEqual([]);
});
