/**
 * The embed's budget on the built dist/: the gzip size of /embed/v1.js (and of the query engine
 * it loads for a `query`), and the time from the script having loaded to the first cards on a
 * host page of another origin, served locally (astro preview of dist/ and a node:http host page),
 * in Chromium with a cold cache per run. Run: npm run build && npm run bench:embed (BENCH_RUNS).
 * Prints figures only; no threshold is checked here.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { snippetHtml } from '../src/embed/snippet.ts';
import { startPreview } from './lib/previewServer.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/systemPackages.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

for (const file of ['v1.js', 'v1-query.js']) {
  const bytes = readFileSync(`dist/embed/${file}`);
  console.log(
    `/embed/${file}: ${(bytes.length / 1024).toFixed(1)} kB, gzip ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} kB`,
  );
}

const de = JSON.parse(readFileSync('dist/embed/v1/de.json', 'utf8')) as { branches: Record<string, string> };
const branch = Object.keys(de.branches)[0];
const SCENARIOS: [string, string][] = [
  ['6 cards, no filter', 'lang="de" limit="6"'],
  [`6 cards, branch ${branch}`, `lang="de" branch="${branch}" limit="6"`],
  ['6 cards, verified, en', 'lang="en" verified limit="6"'],
  ['6 cards, query "schule"', 'lang="de" query="schule" limit="6"'],
];

const preview = await startPreview();
let body = '';
const host = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>${snippetHtml(`${preview.origin}/embed/v1.js`, []).split('\n')[0]}</head><body>${body}</body></html>`,
  );
});
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  for (const [name, attributes] of SCENARIOS) {
    body = `<reference-list ${attributes}></reference-list>`;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(hostUrl);
      // From the end of v1.js's response to the first card in the element's shadow root.
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const check = () => {
              const card = document
                .querySelector('reference-list')
                ?.shadowRoot?.querySelector('[data-reference-id]');
              const script = performance
                .getEntriesByType('resource')
                .find((e) => e.name.endsWith('/embed/v1.js'));
              if (card && script)
                resolve(performance.now() - (script as PerformanceResourceTiming).responseEnd);
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      times.push(ms);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${name}: first cards ${median.toFixed(0)} ms after v1.js loaded (median of ${RUNS}; ${(times[0] ?? 0).toFixed(0)}–${(times.at(-1) ?? 0).toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
  host.close();
  preview.stop();
}
