import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Path of a system Chromium: Playwright cannot download its own browser on these machines. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** What the tests need from the system and npm cannot install, and Debian's package for it. */
const PACKAGES = {
  chromium: { name: 'Chromium', debianPackage: 'chromium', found: () => Boolean(findChromium()) },
  // The W3C Nu checker runs on it.
  java: { name: 'Java runtime', debianPackage: 'openjdk-17-jre-headless', found: () => onPath('java') },
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
 * one command to run is the error. Resolves with the Chromium to launch.
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
  return { chromium: findChromium() };
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
