/**
 * The build's first two steps, read and probe (scripts/build.ts), in a process of their own
 * (readRun.ts). The snapshot is fetched, parsed, hashed and written out for Astro there; the memory
 * that takes is not handed back to the system by a process that lives on: at 10,000 references the
 * build script held ~150 MiB more through Astro's whole run, beside Astro's own (issue 60). What the
 * later steps need comes back over IPC as plain data: the probe's verdict and, when Astro must run,
 * its hand-over. This module imports nothing of the read's own, so the build script never loads it.
 */
import { join } from 'node:path';
import type { BuildInfo } from '../../src/catalog/buildInfo.ts';
import type { ProbeResult } from './fingerprint.ts';
import { endedUnreported, startStep } from './stepProcess.ts';

export type ReadResult = {
  probe: ProbeResult;
  /** What Astro's run needs when the published build is not current. */
  next: { info: BuildInfo; snapshotDir: string; listed: number } | undefined;
};

/** What readRun.ts sends: the probe starting, then its result or its one-line failure. */
export type ReadMessage =
  | { kind: 'probe' }
  | { kind: 'result'; result: ReadResult }
  | { kind: 'failed'; message: string };

/** Runs read and probe in a child process; rejects with the step's one-line reason. */
export function readInOwnProcess(
  env: NodeJS.ProcessEnv,
  options: { force: boolean; onProbe: () => void },
): Promise<ReadResult> {
  return new Promise((resolve, reject) => {
    let outcome: ReadMessage | undefined;
    const script = join(import.meta.dirname, 'readRun.ts');
    const role = 'readStep';
    const child = startStep<ReadMessage>(script, options.force ? ['--force'] : [], {
      role,
      env,
      onMessage: (message) => {
        if (message.kind === 'probe') options.onProbe();
        else outcome = message;
      },
    });
    child.on('exit', (code, signal) => {
      if (outcome?.kind === 'result') resolve(outcome.result);
      else if (outcome?.kind === 'failed') reject(new Error(outcome.message));
      else reject(new Error(endedUnreported(role, code, signal)));
    });
  });
}
