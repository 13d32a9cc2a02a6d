/** `node simulator/cli.ts` (what `npm run simulator` runs). */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { api } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const PINNED = resolve(ROOT, 'node_modules/.bin/node');
const NODE = existsSync(PINNED) ? PINNED : process.execPath;
const CLI = resolve(ROOT, 'simulator/cli.ts');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function run(args: string[]): Run {
  const child = spawn(NODE, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const exit = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor(cond: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

describe('cli', () => {
  it('prints exactly the API and the gateway line, serves, and stops on SIGTERM', async () => {
    const r = run(['--port', '0', '--references', '30', '--seed', '4', '--latency-ms', '0']);
    try {
      // Starting takes ~1 s; beside the suite's builds on 2 cores it once took more than 20 s.
      await waitFor(() => r.stdout().split('\n').length > 2, 60_000);
      const match =
        /^listening on (http:\/\/127\.0\.0\.1:(\d+)\/api\/v1)\ngateway on http:\/\/127\.0\.0\.1:(\d+)\/mcp\/v1\n$/.exec(
          r.stdout(),
        );
      expect(match, r.stdout() + r.stderr()).not.toBeNull();
      expect(match?.[3]).toBe(match?.[2]);
      const a = await api(match?.[1] ?? '', '/references/referenceprojects', { mode: 'countonly' });
      expect(a.status).toBe(200);
      expect(Number(a.text)).toBeGreaterThan(0);
    } finally {
      r.child.kill('SIGTERM');
    }
    expect(await r.exit).toBe(0);
    expect(r.stdout().split('\n').filter(Boolean)).toHaveLength(2);
    expect(r.stderr()).toBe('');
  });

  it.each(
    [
      ['--port', 'abc'],
      ['--port', '70000'],
      ['--bogus'],
      ['--fail-rate', '1.5'],
      ['--fail-rate', 'often'],
      ['--references', '-3'],
      ['--latency-ms', '1.5'],
      ['--fail-reference', 'x'],
      ['--mcp-rate-limit', '0'],
      ['stray'],
      ['--seed'],
    ].map((args) => [args.join(' '), args] as const),
  )(
    'rejects "%s" with a usage message and exit code 2',
    async (_label, args) => {
      const r = run([...args]);
      expect(await r.exit).toBe(2);
      expect(r.stderr()).toContain('usage: npm run simulator');
      expect(r.stdout()).toBe('');
    },
    30_000,
  );
});
