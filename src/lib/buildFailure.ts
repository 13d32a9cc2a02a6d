import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Loaders run inside `astro build`, whose error output is long and framed. They record the one
 * line that says what failed here, and the build script prints it as the build's last word.
 */
const FAILURE_FILE = '.cache/build-failure.txt';

/**
 * Keeps the first failure of a build: when one fault makes several loaders fail (a reference
 * broken in both languages), the first report is the cause and the rest are echoes.
 */
export function recordFailure(message: string): void {
  mkdirSync('.cache', { recursive: true });
  try {
    writeFileSync(FAILURE_FILE, message.split('\n')[0] ?? message, { flag: 'wx' });
  } catch {
    // A failure is already recorded for this build.
  }
}

export function takeFailure(): string | undefined {
  try {
    return readFileSync(FAILURE_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(FAILURE_FILE, { force: true });
  }
}
