/**
 * The build's first two steps, read and probe (scripts/build.ts), in a process of their own. The
 * snapshot is fetched, parsed, hashed and written out for Astro here; the memory that takes is not
 * handed back to the system by a process that lives on: at 10,000 references the build script held
 * ~150 MiB more through Astro's whole run, beside Astro's own (issue 60). What the later steps need
 * comes back over IPC as plain data: the probe's verdict and, when Astro must run, its hand-over.
 */
import { spawn } from 'node:child_process';
import type { BuildInfo } from '../../src/catalog/buildInfo.ts';
import { listedCount } from '../../src/catalog/snapshot.ts';
import { buildTime, nextInfo, publishedInfo } from './buildInfo.ts';
import { type ProbeResult, probePublished } from './fingerprint.ts';
import { readBuildSnapshot, writeSnapshotFiles } from './snapshotFile.ts';

export type ReadResult = {
  probe: ProbeResult;
  /** What Astro's run needs when the published build is not current. */
  next: { info: BuildInfo; snapshotDir: string; listed: number } | undefined;
};

type ReadMessage =
  | { kind: 'probe' }
  | { kind: 'result'; result: ReadResult }
  | { kind: 'failed'; message: string };

async function readAndProbe(
  env: NodeJS.ProcessEnv,
  force: boolean,
  onProbe: () => void,
): Promise<ReadResult> {
  const snapshot = await readBuildSnapshot(env);
  onProbe();
  const probe = await probePublished(env, snapshot, { force });
  if (probe.current) return { probe, next: undefined };
  const next = {
    info: nextInfo(snapshot, await publishedInfo(), buildTime(env)),
    snapshotDir: await writeSnapshotFiles(snapshot),
    listed: listedCount(snapshot),
  };
  return { probe, next };
}

/** Runs read and probe in a child process; rejects with the step's one-line reason. */
export function readInOwnProcess(
  env: NodeJS.ProcessEnv,
  options: { force: boolean; onProbe: () => void },
): Promise<ReadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, ...(options.force ? ['--force'] : [])], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env,
    });
    let outcome: ReadMessage | undefined;
    child.on('message', (message: ReadMessage) => {
      if (message.kind === 'probe') options.onProbe();
      else outcome = message;
    });
    child.on('exit', (code, signal) => {
      if (outcome?.kind === 'result') resolve(outcome.result);
      else if (outcome?.kind === 'failed') reject(new Error(outcome.message));
      else reject(new Error(`reading the catalog stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

if (import.meta.main) {
  const send = (message: ReadMessage) =>
    new Promise<void>((done) => (process.send ? process.send(message, () => done()) : done()));
  try {
    const result = await readAndProbe(process.env, process.argv.includes('--force'), () => {
      void send({ kind: 'probe' });
    });
    await send({ kind: 'result', result });
  } catch (error) {
    await send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
  process.disconnect?.();
}
