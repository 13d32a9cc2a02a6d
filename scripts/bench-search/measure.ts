/**
 * The benchmark's measurements in Chromium: per query, a first search of a visit (cold) and one
 * with the index already open (warm), timed inside the page from the submit event to the frame
 * after the results went in, with the page's own phase marks; and the same queries via Pagefind.
 */
import { chromium, type Page } from '@playwright/test';
import type { Lang } from '../../src/catalog/index.ts';
import { CHROMIUM_ARGS, findChromium } from '../lib/systemPackages.ts';
import { take } from './server.ts';

/** kB and requests of the search itself; otherKB: page assets and result images meanwhile. */
export type Cost = { kB: number; requests: number; otherKB: number };
export type Row = {
  lang: Lang;
  query: string;
  hits: number;
  cold: Cost & { ms: number };
  warm: Cost & { ms: number };
  /** Of the warm query, from the page's own marks: matching and facet counts (CPU), the page with its counts and first cards known, first shown, all shown. */
  phases: Record<string, number>;
  /** Of the warm query: the search's requests by index folder (t/ lexicon, p/ postings, c/ cards, …). */
  requests: Record<string, number>;
};

/**
 * The page and its search worker (src/search/static/client/searchWorker.ts): each has its own
 * performance timeline, and the index requests and the engine's marks are in the worker's.
 */
function timelines(page: Page): Pick<Page, 'evaluate'>[] {
  return [page, ...page.workers()];
}

/** The last search:* measures of the page and its worker (searchApp.ts, client/engine.ts). */
async function phases(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const scope of timelines(page)) {
    const found = await scope.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('search:'))
        .map((m) => [m.name.slice(7), Math.round(m.duration)] as const),
    );
    for (const [name, ms] of found) out[name] = ms;
  }
  return out;
}
/** The search's requests since the last clear, by the index folder they read (t, s, p, q, c, …). */
async function requestKinds(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const scope of timelines(page)) {
    const names = await scope.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    for (const name of names) {
      const match = /\/_search\/[a-z]{2}\/[^/]+\/(?:([a-z])\/)?/.exec(new URL(name).pathname);
      if (!match) continue;
      const kind = match[1] ?? 'top';
      out[kind] = (out[kind] ?? 0) + 1;
    }
  }
  return out;
}

export type PagefindRow = {
  lang: Lang;
  query: string;
  variant: string;
  results: number;
  /** Results as a share of the exact hits (the API's answer). */
  recall: string;
  /** Opening the bundle (entry, meta, wasm) and a first search. */
  open: Cost;
  warm: Cost & { ms: number };
};

const WARM_UP: Record<Lang, string> = { de: 'ingenieurbau', en: 'engineering' };

/**
 * Submits a query in the page's search box; ms from the submit event until the frame after the
 * results went in (aria-busy back to "false"), measured inside the page.
 */
async function submit(page: Page, query: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { benchDone?: Promise<number> };
    w.benchDone = new Promise((done) => {
      let t0 = 0;
      document.addEventListener('submit', () => (t0 = performance.now()), { capture: true, once: true });
      const region = document.querySelector('[data-search-results]') as Element;
      const observer = new MutationObserver(() => {
        if (t0 === 0 || region.getAttribute('aria-busy') !== 'false') return;
        observer.disconnect();
        requestAnimationFrame(() => done(performance.now() - t0));
      });
      observer.observe(region, { attributes: true, attributeFilter: ['aria-busy'] });
    });
  });
  await page.locator('#search-q').fill(query);
  await page.locator('#search-q').press('Enter');
  return page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone);
}

/** A Pagefind search plus the data of its first 24 results (what a result page shows); ms in the page. */
function pagefindSearch(page: Page, variant: string, lang: Lang, query: string) {
  return page.evaluate(
    async ({ variant, lang, query }) => {
      const api = await import(/* @vite-ignore */ `/_bench/pagefind/${variant}/pagefind.js`);
      await api.options({ basePath: `/_bench/pagefind/${variant}/` });
      await api.init(lang);
      const t0 = performance.now();
      const found = await api.search(query);
      await Promise.all(found.results.slice(0, 24).map((r: { data(): Promise<unknown> }) => r.data()));
      return { results: found.results.length as number, ms: performance.now() - t0 };
    },
    { variant, lang, query },
  );
}

export async function measure(
  origin: string,
  queries: Record<Lang, string[]>,
): Promise<{ rows: Row[]; pagefindRows: PagefindRow[] }> {
  const executablePath = findChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const rows: Row[] = [];
  const pagefindRows: PagefindRow[] = [];
  const fresh = async (url: string) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-search-results][aria-busy="false"]').waitFor();
    return { page, close: () => context.close() };
  };
  try {
    for (const lang of ['de', 'en'] as const) {
      const searchUrl = `${origin}/${lang}/${lang === 'de' ? 'suche' : 'search'}/`;
      for (const query of queries[lang]) {
        // Cold: the first query of a visit (opens manifest, doc table and facets too).
        let tab = await fresh(searchUrl);
        take();
        const coldMs = await submit(tab.page, query);
        const cold = { ...take(), ms: Math.round(coldMs) };
        const hits = Number(await tab.page.locator('[data-result-count]').getAttribute('data-result-count'));
        await tab.close();
        // Warm: the index already open from another query. A visitor reads those results first: the
        // next query starts once their images have loaded, so it does not share the connection and
        // the CPU with them (before, they counted against it: ~100 kB of images per query).
        tab = await fresh(searchUrl);
        await submit(tab.page, WARM_UP[lang]);
        await tab.page.waitForLoadState('networkidle');
        for (const scope of timelines(tab.page))
          await scope.evaluate(() => performance.clearResourceTimings());
        take();
        const warmMs = await submit(tab.page, query);
        const warm = { ...take(), ms: Math.round(warmMs) };
        const requests = await requestKinds(tab.page);
        rows.push({ lang, query, hits, cold, warm, phases: await phases(tab.page), requests });
        await tab.close();
        for (const variant of ['plain', 'suffix']) {
          tab = await fresh(searchUrl);
          take();
          await pagefindSearch(tab.page, variant, lang, WARM_UP[lang]);
          const open = take();
          const pf = await pagefindSearch(tab.page, variant, lang, query);
          const warm = { ...take(), ms: Math.round(pf.ms) };
          await tab.close();
          const recall =
            hits === 0
              ? pf.results === 0
                ? 'exact'
                : `+${pf.results}`
              : `${Math.round((100 * pf.results) / hits)}%`;
          pagefindRows.push({ lang, query, variant, results: pf.results, recall, open, warm });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, pagefindRows };
}
