/**
 * Loaders run inside `astro sync`/`astro build`, child processes of scripts/build.ts. They hand the
 * build script typed records through one JSON-lines file instead of log lines it would have to
 * parse: the one-line reason a loader failed (Astro's own error output is long and framed), what
 * each load fetched and reused (the build summary and report), and a digest of what each
 * collection stored (the build fingerprint: an unchanged catalog keeps the published dist/).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export type BuildRecord =
  | { kind: 'failure'; message: string }
  | { kind: 'load'; collection: string; fetched: number; reused: number }
  | { kind: 'stored'; collection: string; digest: string };

/** One file per working directory; tests that run loaders in parallel give each process its own. */
const channelFile = () => process.env.SITE_BUILD_CHANNEL || '.cache/build-channel.jsonl';

export function record(entry: BuildRecord): void {
  const file = channelFile();
  mkdirSync(dirname(file), { recursive: true });
  const line = entry.kind === 'failure' ? { ...entry, message: firstLine(entry.message) } : entry;
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

export type BuildRecords = {
  /**
   * The first failure of the run: when one fault makes several loaders fail (a reference broken in
   * both languages), the first report is the cause and the rest are echoes.
   */
  failure: string | undefined;
  details: { fetched: number; reused: number };
  /** Per collection, the digest of its entries after the last load of the run. */
  stored: Record<string, string>;
};

/** Everything recorded since the last take, and a fresh channel for what follows. */
export function takeRecords(): BuildRecords {
  const file = channelFile();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Nothing recorded.
  }
  rmSync(file, { force: true });
  const records = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildRecord);
  const details = { fetched: 0, reused: 0 };
  const stored: Record<string, string> = {};
  let failure: string | undefined;
  for (const entry of records) {
    if (entry.kind === 'failure') failure ??= entry.message;
    else if (entry.kind === 'stored') stored[entry.collection] = entry.digest;
    else if (entry.collection === 'references') {
      details.fetched += entry.fetched;
      details.reused += entry.reused;
    }
  }
  return { failure, details, stored };
}

/** One digest of every collection's content; undefined when nothing was stored (no sync yet). */
export function dataDigest(stored: Record<string, string>): string | undefined {
  const collections = Object.keys(stored).sort();
  if (collections.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const collection of collections)
    hash.update(`${collection} ${stored[collection]}
`);
  return hash.digest('hex');
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
