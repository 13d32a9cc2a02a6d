import { execFileSync, spawnSync } from 'node:child_process';
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

/**
 * What the tests need from the system and npm cannot install: found as it is, else installed from
 * Debian's package when we are root with apt-get, else the one command to run is the error.
 */
function ensureSystemPackage<T>(
  what: { name: string; debianPackage: string; find: () => T | undefined },
  log: (line: string) => void,
): T {
  const found = what.find();
  if (found) return found;
  const hint = `sudo apt-get update && sudo apt-get install -y ${what.debianPackage}`;
  if (process.getuid?.() !== 0 || !onPath('apt-get'))
    throw new Error(`No ${what.name} found for the tests. Install it with:\n  ${hint}`);
  log(`[test] ${what.name} not found: installing Debian package "${what.debianPackage}" (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', what.debianPackage], { stdio: 'inherit', env });
  const installed = what.find();
  if (!installed) throw new Error(`apt-get finished but no ${what.name} was found. Try:\n  ${hint}`);
  return installed;
}

/** Finds Chromium (the browser tests), installing it where we can. */
export function ensureChromium(log: (line: string) => void = console.log): string {
  return ensureSystemPackage({ name: 'Chromium', debianPackage: 'chromium', find: findChromium }, log);
}

/** Finds a Java runtime (the W3C Nu checker runs on it), installing it where we can. */
export function ensureJava(log: (line: string) => void = console.log): void {
  const find = () => (onPath('java') ? true : undefined);
  ensureSystemPackage({ name: 'Java runtime', debianPackage: 'openjdk-17-jre-headless', find }, log);
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
