/**
 * Lighthouse on the system Chromium, one browser for a whole series of pages (run in sequence:
 * parallel runs on a 2-core machine would measure each other). Used by the Lighthouse e2e spec
 * (scores and layout shift asserted) and `npm run bench:lighthouse` (performance figures).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './systemPackages.ts';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A scored audit that did not pass, with the first elements or URLs it names. */
export type Finding = { category: Category; id: string; title: string; score: number; items: string[] };

export type Summary = {
  url: string;
  preset: Preset;
  /** 0–100; NaN for a category not run. */
  scores: Record<Category, number>;
  /** Milliseconds, except cls (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  findings: Finding[];
  /** The elements that moved, from the layout-shifts audit. */
  shifts: string[];
  /** Main-thread milliseconds by kind of work (style & layout, script evaluation, …), unthrottled × slowdown. */
  work: Record<string, number>;
  /** Elements in the document. */
  domSize: number;
  agentic?: Agentic;
};

/** Lighthouse's "Agentic browsing" category (needs WebMCP on in the browser). */
export type Agentic = {
  /** 0–100. */
  score: number;
  /** Scored audits below 1, with Lighthouse's explanation. */
  failing: string[];
  /** Audits by ID that had nothing to check on the page. */
  notApplicable: string[];
  /** Forms without a tool annotation, as webmcp-form-coverage counts them (empty when none). */
  uncoveredForms: string;
  /** Rows of webmcp-registered-tools. */
  toolRows: number;
};

export type Browser = {
  /**
   * With `agentic`, the same page load also runs the agentic-browsing category. Without
   * `performance` (a test's view) the performance category and the full-page screenshot are left
   * out and only layout shift is measured (in the e2e spec ~25 % less CPU).
   */
  audit: (
    url: string,
    preset: Preset,
    options?: { agentic?: boolean; performance?: boolean },
  ) => Promise<Summary>;
  /** The agentic-browsing category alone. */
  agentic: (url: string) => Promise<Agentic>;
  close: () => Promise<void>;
};

/** One Chromium for a series of audits; `webmcp` turns WebMCP on (the agentic audits look for its tools). */
export async function launchBrowser(
  options: { webmcp?: boolean; chromePath?: string | undefined } = {},
): Promise<Browser> {
  const chromePath = options.chromePath ?? findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROMIUM_PATH or install Debian\'s "chromium")');
  const launch = () =>
    chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        ...CHROMIUM_ARGS,
        '--headless=new',
        ...(options.webmcp ? ['--enable-features=WebMCPTesting'] : []),
      ],
      logLevel: 'silent',
    });
  let chrome = await launch();
  /**
   * A browser that drops its DevTools connection mid-run measured nothing (seen once in CI, on a
   * busy machine, while Lighthouse closed its tab): start a fresh one and run that page again,
   * once. A second drop, and every other error, is reported.
   */
  const runAgainIfDropped = async (url: string, preset: Preset, flags: Flags): Promise<Result> => {
    try {
      return await run(chrome.port, url, preset, flags);
    } catch (error) {
      if (!connectionLost(error)) throw error;
      console.warn(`Lighthouse on ${url}: the browser dropped its connection; running it again in a new one`);
      chrome.kill();
      chrome = await launch();
      return run(chrome.port, url, preset, flags);
    }
  };
  return {
    audit: async (url, preset, { agentic = false, performance = true } = {}) => {
      const categories = CATEGORIES.filter((c) => performance || c !== 'performance');
      const flags: Flags = performance
        ? { onlyCategories: [...categories] }
        : { onlyCategories: [...categories], onlyAudits: LAYOUT_SHIFT, disableFullPageScreenshot: true };
      if (agentic) flags.onlyCategories?.push(AGENTIC);
      const lhr = await runAgainIfDropped(url, preset, flags);
      return { ...summarize(lhr, url, preset), ...(agentic ? { agentic: agenticOf(lhr) } : {}) };
    },
    agentic: async (url) =>
      agenticOf(
        await runAgainIfDropped(url, 'mobile', {
          onlyCategories: [AGENTIC],
          disableFullPageScreenshot: true,
        }),
      ),
    close: async () => chrome.kill(),
  };
}

/** Puppeteer's error for a DevTools socket that closed under it (the browser went away). */
const connectionLost = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConnectionClosedError' || /Connection closed/.test(error.message));

const AGENTIC = 'agentic-browsing';
/** The layout-shift metric and the audit naming the elements that moved. */
const LAYOUT_SHIFT = ['cumulative-layout-shift', 'layout-shifts'];

async function run(port: number, url: string, preset: Preset, filters: Flags): Promise<Result> {
  const flags: Flags = { port, logLevel: 'error', output: 'json', ...filters };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

function agenticOf(lhr: Result): Agentic {
  const category = lhr.categories[AGENTIC];
  const audits = (category?.auditRefs ?? []).flatMap((ref) => lhr.audits[ref.id] ?? []);
  const tools = lhr.audits['webmcp-registered-tools']?.details as { items?: unknown[] } | undefined;
  return {
    score: Math.round((category?.score ?? 0) * 100),
    failing: audits
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${a.id} (${a.score}): ${a.explanation ?? a.displayValue ?? a.title}`),
    notApplicable: audits.filter((a) => a.scoreDisplayMode === 'notApplicable').map((a) => a.id),
    uncoveredForms: lhr.audits['webmcp-form-coverage']?.displayValue ?? '',
    toolRows: tools?.items?.length ?? 0,
  };
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Short names of what an audit's table lists: element selectors or snippets, else URLs. */
function itemsOf(details: Result['audits'][string]['details']): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const names: string[] = [];
  for (const item of details.items as Record<string, unknown>[]) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const name = node?.selector || node?.snippet || (typeof item.url === 'string' ? item.url : undefined);
    if (name) names.push(name);
  }
  return names.slice(0, 5);
}

function workBreakdown(lhr: Result): Record<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  const work: Record<string, number> = {};
  if (!details || !('items' in details)) return work;
  for (const item of details.items as { group?: string; duration?: number }[]) {
    if (item.group && item.duration) work[item.group] = Math.round(item.duration);
  }
  return work;
}

function summarize(lhr: Result, url: string, preset: Preset): Summary {
  const scores = {} as Record<Category, number>;
  const findings: Finding[] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    scores[category] = cat ? Math.round((cat.score ?? 0) * 100) : Number.NaN;
    if (category === 'performance') continue;
    for (const ref of cat?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      findings.push({
        category,
        id: ref.id,
        title: result.title,
        score: result.score,
        items: itemsOf(result.details),
      });
    }
  }
  return {
    url,
    preset,
    scores,
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      si: numeric(lhr, 'speed-index'),
    },
    findings,
    shifts: itemsOf(lhr.audits['layout-shifts']?.details),
    work: workBreakdown(lhr),
    domSize: numeric(lhr, 'dom-size-insight'),
  };
}
