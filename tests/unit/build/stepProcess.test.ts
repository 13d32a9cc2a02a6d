/**
 * A build step in a process of its own (scripts/builder/stepProcess.ts): stopping the build stops
 * the step it is in, and the build still hears its end, so it fails the usual way; once the step
 * is over, a signal stops the build itself again.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STEP_MODULE = join(import.meta.dirname, '../../../scripts/builder/stepProcess.ts');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'step-'));
  // The step: says it runs, then waits (for ever, or `ms`), as Astro's run would.
  await writeFile(
    join(dir, 'step.mjs'),
    'process.send({ running: process.pid }); const ms = Number(process.argv[2]); setTimeout(() => process.exit(0), ms || 20_000);',
  );
  // The build: starts the step, prints its pid, and says how the step ended.
  await writeFile(
    join(dir, 'build.mjs'),
    `import { startStep } from ${JSON.stringify(STEP_MODULE)};
const step = startStep(${JSON.stringify(join(dir, 'step.mjs'))}, process.argv.slice(2), {
  role: 'step',
  env: process.env,
  onMessage: (message) => console.log('step', message.running),
});
// Stopped: the build carries on to its end. Not stopped: it stays until a signal ends it.
step.on('exit', (code, signal) => {
  console.log('ended', signal ?? code);
  if (signal) setTimeout(() => console.log('build goes on'), 100);
  else setTimeout(() => {}, 5000);
});`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the build, waits for its step to say it runs; `lines` collects what the build prints. */
async function startBuild(stepArgs: string[]) {
  const build = spawn(process.execPath, [join(dir, 'build.mjs'), ...stepArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let stepPid = 0;
  build.stdout.setEncoding('utf8');
  await new Promise<void>((resolve) =>
    build.stdout.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter(Boolean));
      const pid = Number(/^step (\d+)/m.exec(chunk)?.[1]);
      if (pid) {
        stepPid = pid;
        resolve();
      }
    }),
  );
  return { build, lines, stepPid };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startStep', () => {
  it.runIf(process.platform !== 'win32')(
    'passes the build’s SIGTERM on to the step the build is in',
    async () => {
      const { build, lines, stepPid } = await startBuild([]);
      build.kill('SIGTERM');
      const [code] = await once(build, 'exit');
      expect(lines).toContain('ended SIGTERM');
      // The build lived on to hear it and carry on (to fail the usual way), and left no step behind.
      expect(lines).toContain('build goes on');
      expect(code).toBe(0);
      expect(alive(stepPid)).toBe(false);
    },
  );

  it.runIf(process.platform !== 'win32')(
    'once the step is over, a SIGTERM stops the build itself',
    async () => {
      const { build, lines } = await startBuild(['50']);
      while (!lines.includes('ended 0')) await new Promise((resolve) => setTimeout(resolve, 20));
      build.kill('SIGTERM');
      const [, signal] = await once(build, 'exit');
      expect(signal).toBe('SIGTERM');
    },
  );
});
