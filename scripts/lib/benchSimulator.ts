/**
 * The bench's catalog: the simulator in a process of its own (`node simulator/cli.ts`), as a
 * company's catalog runs elsewhere. The build reads it as a configured catalog (CATALOG_API_URL and
 * the rest), so neither its data set nor its answers take the build's memory or event loop, and its
 * CPU seconds are counted apart from the build's. The media URLs in the build's caches carry its
 * port: the bench starts every simulator of a run on the first one's port.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { EMBEDDED_GATEWAY_TOKEN, EMBEDDED_KEY } from '../builder/dataSource.ts';

export type BenchSimulator = {
  port: number;
  /** What a build needs to read this simulator as its catalog and assistant gateway. */
  env: Record<string, string>;
  /** Requests per endpoint since it started (GET /__simulator/stats). */
  requests(): Promise<Record<string, number>>;
  /**
   * Resolves once its search docs are warm: a company's catalog is warm before its build, and the
   * warm-up's CPU would otherwise compete with the build's on the same cores.
   */
  warm(): Promise<void>;
  /** Stops it; what it cost until then. */
  stop(): Promise<SimulatorUsage>;
};
export type SimulatorUsage = { cpuSeconds: number | undefined; peakRssBytes: number | undefined };

/** Starts `simulator/cli.ts` in `dir` with `args` on `port` (0: a free one) and waits until it listens. */
export function startBenchSimulator(
  dir: string,
  args: string[],
  port: number,
  log: (chunk: Buffer | string) => void,
): Promise<BenchSimulator> {
  const child = spawn(process.execPath, [join(dir, 'simulator/cli.ts'), '--port', String(port), ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { stdout, stderr } = child as typeof child & { stdout: Readable; stderr: Readable };
  stderr.on('data', log);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const urls: { api?: string | undefined; gateway?: string | undefined } = {};
    child.on('exit', (code) => reject(new Error(`simulator exited with code ${code} before listening`)));
    createInterface({ input: stdout }).on('line', (line) => {
      log(`[simulator] ${line}\n`);
      urls.api ??= /^listening on (\S+)/.exec(line)?.[1];
      urls.gateway ??= /^gateway on (\S+)/.exec(line)?.[1];
      if (!urls.api || !urls.gateway) return;
      const api = urls.api;
      resolve({
        port: Number(new URL(api).port),
        env: {
          CATALOG_API_URL: api,
          CATALOG_API_KEY: EMBEDDED_KEY,
          ASSISTANT_GATEWAY_URL: urls.gateway,
          ASSISTANT_GATEWAY_TOKEN: EMBEDDED_GATEWAY_TOKEN,
        },
        requests: async () => (await stats(api)).requests,
        warm: async () => {
          while (!(await stats(api)).searchWarmed) await new Promise((wake) => setTimeout(wake, 200));
        },
        stop: async () => {
          const usage = usageOf(child.pid);
          child.kill('SIGTERM');
          await exited;
          return usage;
        },
      });
    });
  });
}

type Stats = { requests: Record<string, number>; searchWarmed: boolean };
const stats = async (api: string) => (await (await fetch(`${api}/__simulator/stats`)).json()) as Stats;

/** CPU seconds (utime + stime, 1/100 s ticks) and peak resident memory of a live process, from /proc. */
function usageOf(pid: number | undefined): SimulatorUsage {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return {
      cpuSeconds: ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) / 100,
      peakRssBytes: hwm ? hwm * 1024 : undefined,
    };
  } catch {
    return { cpuSeconds: undefined, peakRssBytes: undefined };
  }
}
