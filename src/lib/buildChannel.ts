/**
 * Loaders run inside `astro sync`/`astro build`, child processes of scripts/build.ts. They hand the
 * build script typed records through one JSON-lines file instead of log lines it would have to
 * parse: the one-line reason a loader failed (Astro's own error output is long and framed) and
 * what each load fetched and reused (the build summary and report).
 */
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export type BuildRecord =
  | { kind: 'failure'; message: string }
  | { kind: 'load'; collection: string; fetched: number; reused: number };

const CHANNEL_FILE = '.cache/build-channel.jsonl';

export function record(entry: BuildRecord): void {
  mkdirSync(dirname(CHANNEL_FILE), { recursive: true });
  const line = entry.kind === 'failure' ? { ...entry, message: firstLine(entry.message) } : entry;
  appendFileSync(CHANNEL_FILE, `${JSON.stringify(line)}\n`);
}

export type BuildRecords = {
  /**
   * The first failure of the run: when one fault makes several loaders fail (a reference broken in
   * both languages), the first report is the cause and the rest are echoes.
   */
  failure: string | undefined;
  details: { fetched: number; reused: number };
};

/** Everything recorded since the last take, and a fresh channel for what follows. */
export function takeRecords(): BuildRecords {
  let text = '';
  try {
    text = readFileSync(CHANNEL_FILE, 'utf8');
  } catch {
    // Nothing recorded.
  }
  rmSync(CHANNEL_FILE, { force: true });
  const records = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildRecord);
  const details = { fetched: 0, reused: 0 };
  let failure: string | undefined;
  for (const entry of records) {
    if (entry.kind === 'failure') failure ??= entry.message;
    else if (entry.collection === 'references') {
      details.fetched += entry.fetched;
      details.reused += entry.reused;
    }
  }
  return { failure, details };
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
