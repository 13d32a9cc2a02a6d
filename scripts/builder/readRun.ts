/**
 * `node scripts/builder/readRun.ts [--force]`: the build's first two steps, read and probe, in the
 * process readStep.ts starts. It reads the snapshot, probes it and, when Astro must run, writes its
 * files for Astro; it sends `probe` as it enters the probe, then its result (or its one-line failure)
 * as typed IPC messages (ReadMessage), and exits, taking the snapshot's memory with it.
 */
import { LANGS } from '../../src/catalog/lang.ts';
import { type CatalogSnapshot, listedCount } from '../../src/catalog/snapshot.ts';
import { probeCatalog } from '../../src/loaders/catalogProbe.ts';
import { buildTime, nextInfo, publishedInfo } from './buildInfo.ts';
import { buildFingerprint, isPublished, type ProbeResult } from './fingerprint.ts';
import type { ReadMessage, ReadResult } from './readStep.ts';
import { readBuildSnapshot, writeSnapshotFiles } from './snapshotFile.ts';
import { sendToBuild } from './stepProcess.ts';

/**
 * The build's second step: the snapshot and the gateway probed and hashed with the code and the
 * settings (fingerprint.ts). A probe that cannot vouch for the store hashes nothing.
 */
async function probePublished(
  env: NodeJS.ProcessEnv,
  snapshot: CatalogSnapshot,
  force: boolean,
): Promise<ProbeResult> {
  // --force probes nothing: it renders everything and records no fingerprint.
  const probe = force ? undefined : await probeCatalog(env, snapshot, LANGS);
  const fingerprint = probe && (await buildFingerprint({ root: process.cwd(), probe: probe.digest, env }));
  return {
    current: fingerprint !== undefined && (await isPublished(fingerprint)),
    fingerprint,
    listed: probe?.listed,
  };
}

async function readAndProbe(
  env: NodeJS.ProcessEnv,
  force: boolean,
  onProbe: () => void,
): Promise<ReadResult> {
  const snapshot = await readBuildSnapshot(env);
  onProbe();
  const probe = await probePublished(env, snapshot, force);
  if (probe.current) return { probe, next: undefined };
  const next = {
    info: nextInfo(snapshot, await publishedInfo(), buildTime(env)),
    snapshotDir: await writeSnapshotFiles(snapshot),
    listed: listedCount(snapshot),
  };
  return { probe, next };
}

const send = sendToBuild<ReadMessage>;
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
