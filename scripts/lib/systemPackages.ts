import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's build of Chromium's old headless mode, the browser Playwright itself runs headless
 * tests in: the same engine without the full browser's window and GPU processes, so the browser
 * tests cost far less CPU in it (figures in CONTRIBUTING, "The slow tests").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const fromEnv = () => {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : undefined;
};

/** Path of a system Chromium (the full browser, as visitors run it; benchmarks measure in it). */
export function findChromium(): string | undefined {
  return fromEnv() ?? CANDIDATES.find((path) => existsSync(path));
}

/** CHROMIUM_PATH, else the headless shell: the browser the tests want (npm test installs it). */
const findHeadlessShell = () => fromEnv() ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);

/** The browser the tests run in: CHROMIUM_PATH, else the headless shell, else the full Chromium. */
export function findTestBrowser(): string | undefined {
  return findHeadlessShell() ?? findChromium();
}

/**
 * The test browser's name and version as it reports them ("Chromium 156.0.8078.129"), and where
 * it is: Debian updates the browser under the suite, so every report says which one ran.
 */
export function testBrowserLabel(path = findTestBrowser()): string {
  if (!path) return "Playwright's own Chromium";
  const { stdout } = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const version = stdout?.trim() || 'version unknown';
  return `${version} (${path})`;
}

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** nginx, for the test that serves dist/ as .github/DEPLOYMENT.md configures it (in /usr/sbin, off a user's PATH). */
export function findNginx(): string | undefined {
  if (onPath('nginx')) return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined;
}

/** What the tests need from the system and npm cannot install, and Debian's package for it. */
const PACKAGES = {
  chromium: {
    name: 'Chromium headless shell',
    debianPackage: 'chromium-headless-shell',
    found: () => Boolean(findHeadlessShell()),
  },
  // The W3C Nu checker runs on it.
  java: { name: 'Java runtime', debianPackage: 'openjdk-17-jre-headless', found: () => onPath('java') },
  // Serves dist/ with the documented static-host configuration (tests/e2e/static-host.spec.ts).
  // The test starts its own nginx on a loopback port. (Debian's package starts its default site on
  // port 80 where an init system runs; containers' policy-rc.d blocks that.)
  nginx: { name: 'nginx', debianPackage: 'nginx', found: () => Boolean(findNginx()) },
};

function apt(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`apt-get ${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Finds what the tests need, installing what is missing from Debian's packages in one apt-get call
 * when we are root (in the background: the static checks and unit tests do not need it), else the
 * one command to run is the error. Resolves with the browser the tests launch.
 */
export async function ensureSystemPackages(
  names: (keyof typeof PACKAGES)[],
  log: (line: string) => void = console.log,
): Promise<{ chromium: string | undefined }> {
  const missing = names.map((name) => PACKAGES[name]).filter((what) => !what.found());
  if (missing.length > 0) {
    const list = missing.map((what) => what.debianPackage).join(' ');
    const hint = `sudo apt-get update && sudo apt-get install -y ${list}`;
    if (process.getuid?.() !== 0 || !onPath('apt-get'))
      throw new Error(
        `No ${missing.map((what) => what.name).join(' or ')} found for the tests. Install with:\n  ${hint}`,
      );
    log(`[test] installing Debian packages in the background (apt-get): ${list}`);
    await apt(['update', '-qq']);
    await apt(['install', '-y', '-qq', ...missing.map((what) => what.debianPackage)]);
    const still = missing.filter((what) => !what.found());
    if (still.length > 0)
      throw new Error(
        `apt-get finished but no ${still.map((what) => what.name).join(' or ')} was found. Try:\n  ${hint}`,
      );
  }
  const chromium = findTestBrowser();
  log(`[test] browser tests run in ${testBrowserLabel(chromium)}`);
  return { chromium };
}

/** Flags for a headless Chromium on a closed network: without them it floods it with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
