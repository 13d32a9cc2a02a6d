/**
 * `npm run bench:lighthouse [-- --runs 3 --types home,detail --write]`: Lighthouse 13 on every
 * page type of scripts/lib/lighthousePages.ts, both languages, mobile and desktop presets, on the
 * built dist/ (served by astro preview). One Chromium, pages in sequence. Per page the median
 * run (by performance score) of --runs is kept.
 *
 * Prints one row per page, preset and language; writes bench-results/lighthouse.json and, with
 * --write, the per-type table (worse language of the two) between `<!-- lighthouse:start -->`
 * and `<!-- lighthouse:end -->` in docs/performance.md.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchBrowser, PRESETS, type Preset, type Summary } from './lib/lighthouse.ts';
import { type LighthousePage, lighthousePages, PAGE_TYPES, type PageType } from './lib/lighthousePages.ts';
import { startPreview } from './lib/previewServer.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    types: { type: 'string', default: PAGE_TYPES.join(',') },
    presets: { type: 'string', default: PRESETS.join(',') },
    write: { type: 'boolean', default: false },
  },
});
const DOC = 'docs/performance.md';
const RUNS = Math.max(1, Number(values.runs) || 1);
const TYPES = new Set(values.types.split(','));
const WANTED_PRESETS = PRESETS.filter((p) => values.presets.split(',').includes(p));

type Row = { page: LighthousePage; summary: Summary };

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const cls = (value: number) => (value === 0 ? '0' : value.toFixed(3));

function median(runs: Summary[]): Summary {
  // Equal scores (100 in every run, usually) are ranked by blocking time: the median run then has
  // the median blocking time, not whichever run came second.
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || b.metrics.tbt - a.metrics.tbt,
  );
  return sorted[Math.floor(sorted.length / 2)] as Summary;
}

function printRow({ page, summary: s }: Row): void {
  const { scores, metrics } = s;
  const problems = s.findings.map((f) => f.id).join(' ');
  console.log(
    [
      `${page.type} (${page.lang})`.padEnd(28),
      s.preset.padEnd(7),
      `perf ${String(scores.performance).padStart(3)}`,
      `a11y ${scores.accessibility}`,
      `bp ${scores['best-practices']}`,
      `seo ${scores.seo}`,
      `TBT ${ms(metrics.tbt).padStart(8)}`,
      `CLS ${cls(metrics.cls).padStart(5)}`,
      `LCP ${seconds(metrics.lcp)}`,
      problems && `(${problems})`,
    ].join('  '),
  );
}

/** Per type and preset, the worse of the two languages (lower score, higher time and shift). */
function typeTable(rows: Row[]): string {
  const head =
    '| Page | Mobile perf | TBT | CLS | LCP | Desktop perf | TBT | CLS | LCP |\n| --- | --: | --: | --: | --: | --: | --: | --: | --: |';
  const cell = (type: PageType, preset: Preset) => {
    const of = rows.filter((r) => r.page.type === type && r.summary.preset === preset).map((r) => r.summary);
    if (of.length === 0) return ['–', '–', '–', '–'];
    const worst = (pick: (s: Summary) => number) => Math.max(...of.map(pick));
    return [
      String(Math.min(...of.map((s) => s.scores.performance))),
      ms(worst((s) => s.metrics.tbt)),
      cls(worst((s) => s.metrics.cls)),
      seconds(worst((s) => s.metrics.lcp)),
    ];
  };
  const lines = PAGE_TYPES.filter((type) => rows.some((r) => r.page.type === type)).map(
    (type) => `| ${type} | ${[...cell(type, 'mobile'), ...cell(type, 'desktop')].join(' | ')} |`,
  );
  return [head, ...lines].join('\n');
}

async function writeDoc(rows: Row[], load: [number, number]): Promise<void> {
  // A noindex page's SEO score misses only is-crawlable, on purpose (docs/search.md).
  const meant = (r: Row, c: string) =>
    c === 'seo' && r.page.noindex && r.summary.findings.every((f) => f.id === 'is-crawlable');
  const others = rows.flatMap((r) =>
    (['accessibility', 'best-practices', 'seo'] as const)
      .filter((c) => r.summary.scores[c] < 100 && !meant(r, c))
      .map((c) => `${r.page.type} (${r.page.lang}, ${r.summary.preset}) ${c} ${r.summary.scores[c]}`),
  );
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `Measured ${date} with \`npm run bench:lighthouse\` (Lighthouse 13, system Chromium, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page, ${cpus().length} cores, load average ${load[0].toFixed(0)}→${load[1].toFixed(0)}; blocking times grow with the load). Each row is the worse of the two languages.`,
    '',
    typeTable(rows),
    '',
    others.length === 0
      ? 'Accessibility and best practices: 100 on every page and preset; SEO: 100 on every indexable page, and on the `noindex` pages (search, 404) every SEO audit passes but `is-crawlable` (see search.md).'
      : `Below 100: ${others.join('; ')}.`,
  ].join('\n');
  const doc = await readFile(DOC, 'utf8');
  const block = `<!-- lighthouse:start -->\n${section}\n<!-- lighthouse:end -->`;
  const pattern = /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/;
  if (!pattern.test(doc))
    throw new Error(`${DOC} has no <!-- lighthouse:start --> … <!-- lighthouse:end --> markers`);
  await writeFile(DOC, doc.replace(pattern, block));
  console.log(`[bench:lighthouse] ${DOC} updated`);
}

async function main(): Promise<void> {
  const pages = lighthousePages('dist').filter((page) => TYPES.has(page.type));
  const preview = await startPreview();
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const loadBefore = loadavg()[0] as number;
  try {
    for (const preset of WANTED_PRESETS) {
      for (const page of pages) {
        const runs: Summary[] = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await browser.audit(`${preview.origin}${page.path}`, preset));
        const row = { page, summary: median(runs) };
        rows.push(row);
        printRow(row);
      }
    }
  } finally {
    await browser.close();
    preview.stop();
  }
  const load: [number, number] = [loadBefore, loadavg()[0] as number];
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/lighthouse.json', `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${typeTable(rows)}`);
  if (values.write) await writeDoc(rows, load);
}

main().catch((error: unknown) => {
  console.error(`[bench:lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
