/**
 * The build's memory as the machine sees it: the resident memory of the build script and of every
 * process below it (Astro's, the search index's two) summed at one instant, the most of that sum
 * per stage, beside each process's own peak (VmHWM). One process's peak hid the others' at once: at
 * 10,000 references Astro's 1.3 GiB stood next to the index's 1.5 GiB (issue 60).
 *
 * Read from /proc (Linux) twice a second: a handful of small files per sample. Elsewhere every
 * figure is undefined rather than wrong. A sum is an instant's: a peak that lives between two
 * samples is missed by the sum, not by the process's own peak (a high-water mark).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { kilobytes } from '../../src/lib/peakMemory.ts';
import { stepRole } from './stepProcess.ts';

export type TreeMemory = {
  /** The largest sum of the processes' resident memory seen at one sample, in bytes. */
  summedPeakBytes: number | undefined;
  /** That largest sum per stage entered, in the order entered. */
  summedByStage: Record<string, number>;
  /** Each process's own peak (VmHWM), by its role: buildScript, astro, searchIndex de, … */
  byProcess: Record<string, number>;
};

export function watchTreeMemory(root = process.pid, intervalMs = 500) {
  let stage: string | undefined;
  let summedPeakBytes: number | undefined;
  const summedByStage: Record<string, number> = {};
  const byProcess: Record<string, number> = {};
  const sample = () => {
    let sum = 0;
    for (const pid of tree(root)) {
      const status = read(`/proc/${pid}/status`);
      if (!status) continue; // gone since it was listed
      sum += kilobytes(status, 'VmRSS') * 1024;
      // Asked each time: a process shows its command line only once it has started (not while it
      // forks, execs or exits), and a pid may be reused.
      const role = roleOf(pid, root);
      if (role) byProcess[role] = Math.max(byProcess[role] ?? 0, kilobytes(status, 'VmHWM') * 1024);
    }
    if (sum === 0) return; // no /proc
    summedPeakBytes = Math.max(summedPeakBytes ?? 0, sum);
    if (stage !== undefined) summedByStage[stage] = Math.max(summedByStage[stage] ?? 0, sum);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    /** The build entered `name`: what was held until now belongs to the stage it leaves. */
    enter(name: string): void {
      sample();
      stage = name;
    },
    stop(): TreeMemory {
      clearInterval(timer);
      sample();
      return { summedPeakBytes, summedByStage: { ...summedByStage }, byProcess: { ...byProcess } };
    },
  };
}

/** `root` and every process below it. */
function tree(root: number): number[] {
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...children(found[i] as number));
  return found;
}

/** A process's children, from each of its threads' `children` file (the thread that forked lists it). */
function children(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) =>
    (read(`/proc/${pid}/task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number),
  );
}

/**
 * What a process is to the build: the role its step was started with (stepProcess.ts), else its
 * script and pid; undefined while it has no command line (exiting).
 */
function roleOf(pid: number, root: number): string | undefined {
  if (pid === root) return 'buildScript';
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  if (args.length === 0) return undefined;
  const role = stepRole(pid);
  if (role) return role;
  const script = args.find((arg) => arg.endsWith('.ts') || arg.endsWith('.js') || arg.endsWith('.mjs'));
  return `${basename(script ?? args[0] ?? 'process')} ${pid}`;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
