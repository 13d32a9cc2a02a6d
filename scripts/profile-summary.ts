/**
 * `node scripts/profile-summary.ts <dir or .cpuprofile>… [--top 20]`: where a process's time went,
 * from the V8 CPU profiles `--cpu-prof` writes. Profile a build with
 *   NODE_OPTIONS="--cpu-prof --cpu-prof-dir=$PWD/.cache/profiles" npm run build -- …
 * (every process of the build writes one: the build script, Astro's, the search index's), then
 * summarize the folder. Per profile: its wall time, self time by part (idle, garbage collection,
 * each package, Node's modules, our own folders) and the functions with the most self time. The
 * figures the benchmark docs quote (docs/build-performance.md) come from here.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';

type Frame = { functionName: string; url: string; lineNumber: number };
type Profile = {
  nodes: { id: number; callFrame: Frame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '20' } },
});

/** The part of the code a frame belongs to: a V8 state, a package, a Node module or our folder. */
export function partOf(frame: Frame): string {
  if (frame.functionName.startsWith('(') && !frame.url) return frame.functionName;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame.url);
  if (pkg) return pkg[1] as string;
  if (frame.url.startsWith('node:')) return frame.url.split('/')[0] as string;
  const ours = /\/((?:src|scripts|simulator)\/[^/]+)/.exec(frame.url);
  if (ours) return ours[1] as string;
  return frame.url ? 'other code' : '(native)';
}

export function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!frame) return;
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${part}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    wallMs: (profile.endTime - profile.startTime) / 1000,
    parts: sorted(parts).map(([part, us]) => ({ part, ms: us / 1000 })),
    functions: sorted(functions).map(([name, us]) => ({ name, ms: us / 1000 })),
  };
}

async function profileFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const names = (await readdir(path)).filter((name) => name.endsWith('.cpuprofile')).sort();
  return names.map((name) => join(path, name));
}

async function main(): Promise<void> {
  if (positionals.length === 0)
    throw new Error('usage: node scripts/profile-summary.ts <dir or .cpuprofile>…');
  const top = Number(values.top);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  for (const file of (await Promise.all(positionals.map(profileFiles))).flat()) {
    const summary = summarize(JSON.parse(await readFile(file, 'utf8')) as Profile);
    console.log(`\n${basename(file)}: ${s(summary.wallMs)} wall`);
    console.log(
      `  by part: ${summary.parts
        .slice(0, top)
        .map((p) => `${p.part} ${s(p.ms)}`)
        .join(', ')}`,
    );
    console.log('  functions (self):');
    for (const f of summary.functions.slice(0, top)) console.log(`    ${s(f.ms).padStart(8)}  ${f.name}`);
  }
}

if (import.meta.main) await main();
