/**
 * Build cost of related references: the simulator's data set at 10,000 references (both
 * languages, as published), turned into the items src/site/related/related.ts compares, timed over a few
 * runs. Run: npm run bench:related (BENCH_REFERENCES, BENCH_RUNS to change). Prints figures only.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateDataset } from '../simulator/data/index.ts';
import { type RelatedItem, relatedByLanguage } from '../src/site/related/related.ts';

const REFERENCES = Number(process.env.BENCH_REFERENCES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const data = generateDataset({ references: REFERENCES });
const parents = new Map(data.branches.map((branch) => [branch.branch_ID, branch.parent_ID]));
const pathOf = (id: number): number[] => {
  const path = [id];
  for (let parent = parents.get(id); parent != null; parent = parents.get(parent)) path.unshift(parent);
  return path;
};
const items: RelatedItem[] = data.references.flatMap((ref) =>
  Object.keys(ref.texts).map((lang) => ({
    id: ref.reference_ID,
    lang,
    branchPaths: ref.branch_IDs.map(pathOf),
    groups: ref.group_IDs,
    terms: [
      ...ref.service_IDs.map((id) => `s:${id}`),
      ...ref.product_IDs.map((id) => `p:${id}`),
      ...ref.properties.flatMap((p) => p.option_IDs.map((option) => `o:${p.field_ID}:${option}`)),
    ],
    latitude: ref.latitude,
    longitude: ref.longitude,
  })),
);

const times: number[] = [];
const cpu: number[] = [];
let result = relatedByLanguage(items);
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  result = relatedByLanguage(items);
  const used = process.cpuUsage(startCpu);
  times.push(performance.now() - start);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const pages = [...result.values()].reduce((sum, perLang) => sum + perLang.size, 0);
const full = [...result.values()].reduce(
  (sum, perLang) => sum + [...perLang.values()].filter((ids) => ids.length === 4).length,
  0,
);
console.log(
  `related references: ${REFERENCES.toLocaleString('en')} references, ${items.length.toLocaleString('en')} pages (both languages)`,
);
console.log(
  `  ms per build: median ${times[times.length >> 1]?.toFixed(0)}, min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)} (${RUNS} runs after one warm-up)`,
);
// CPU time is what the build pays; wall time grows with whatever else shares the machine.
console.log(`  CPU ms per build: median ${cpu[cpu.length >> 1]?.toFixed(0)}, min ${cpu[0]?.toFixed(0)}`);
console.log(`  load average (1 min) at the end: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
console.log(
  `  pages with related references: ${pages} (${full} with a full row of 4), without: ${items.length - pages}`,
);
console.log(`  heap used: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`);
