import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

/** Path of a system Chromium: Playwright cannot download its own browser on these machines. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Finds Chromium, installing Debian's package when we are root with apt-get; otherwise says how. */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(`No Chromium found for the browser tests. Install it with:\n  ${INSTALL_HINT}`);
  }
  log('[test] Chromium not found: installing Debian package "chromium" (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed)
    throw new Error(`apt-get finished but no Chromium binary was found. Try:\n  ${INSTALL_HINT}`);
  return installed;
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
