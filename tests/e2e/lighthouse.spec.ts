/**
 * Lighthouse 13 on one page of every type, languages and presets alternating so that both
 * languages and both presets are covered (the whole matrix is `npm run bench:lighthouse`). Fails
 * on any accessibility, best-practices or SEO audit below full score, naming page and audit, and
 * on any layout shift. Performance depends on the machine's load and is not run here (a quarter
 * of the spec's CPU, for a figure no test could assert): `npm run bench:lighthouse` measures it.
 * On the noindex pages (search, 404) the one SEO audit that must fail is is-crawlable: the README
 * says why they stay out of search engines.
 *
 * The same page loads, in Chromium with WebMCP on, run the "Agentic browsing" category on the pages
 * an assistant starts from (home, list, detail, search; the maps of both languages on their own):
 * 100, with llms-txt, ard-schema, webmcp-registered-tools and webmcp-schema-validity applicable
 * (there is something for an assistant to find) and every form annotated. One Lighthouse run per
 * page for both: each run costs seconds of a whole page load. Each page is a test of its own, so
 * the runs spread over Playwright's workers.
 */
import { expect, test } from '@playwright/test';
import {
  type Agentic,
  type Browser,
  type Finding,
  launchBrowser,
  PRESETS,
} from '../../scripts/lib/lighthouse.ts';
import { lighthousePages, PAGE_TYPES, type PageType } from '../../scripts/lib/lighthousePages.ts';
import { findTestBrowser } from '../../scripts/lib/systemPackages.ts';
import { LANGS } from '../../src/i18n/routes.ts';
import { routes } from './support/contract.ts';
import { DIST } from './support/dist.ts';

const AGENTIC_TYPES: PageType[] = ['home', 'list', 'detail', 'search'];
const APPLICABLE = ['llms-txt', 'ard-schema', 'webmcp-registered-tools', 'webmcp-schema-validity'];

/** What an assistant's view of `path` must be. */
function expectAgentic(path: string, agentic: Agentic | undefined): void {
  expect.soft(agentic?.failing, `${path}: agentic audits below full score`).toEqual([]);
  expect.soft(agentic?.score, `${path}: agentic category score`).toBe(100);
  for (const id of APPLICABLE)
    expect.soft(agentic?.notApplicable, `${path}: ${id} applicable`).not.toContain(id);
  expect.soft(agentic?.uncoveredForms, `${path}: forms without a tool annotation`).toBe('');
  console.log(`${path}: agentic ${agentic?.score}, ${agentic?.toolRows} tool rows`);
}

/** Type i in language i mod 2 and preset ⌊i/2⌋ mod 2: de/mobile, en/mobile, de/desktop, en/desktop, … */
function sample() {
  const pages = lighthousePages(DIST);
  return PAGE_TYPES.map((type, i) => {
    const lang = LANGS[i % LANGS.length];
    const page = pages.find((p) => p.type === type && p.lang === lang);
    if (!page) throw new Error(`no ${type} page in ${lang}`);
    return { page, preset: PRESETS[Math.floor(i / LANGS.length) % PRESETS.length] ?? 'mobile' };
  });
}

const describe = (f: Finding) =>
  `${f.category}: ${f.id} (${f.title})${f.items.length ? ` at ${f.items.join(', ')}` : ''}`;

/** One browser per test: the runs are tests of their own, so Playwright's workers share them out. */
async function withBrowser<T>(run: (browser: Browser) => Promise<T>) {
  const browser = await launchBrowser({ webmcp: true, chromePath: findTestBrowser() });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

for (const { page, preset } of sample()) {
  const name = `${page.type} ${page.path} (${preset})`;
  test(`Lighthouse ${name}: full accessibility, best-practices and SEO scores, no layout shift${AGENTIC_TYPES.includes(page.type) ? ', agentic 100' : ''}`, async ({
    baseURL,
  }) => {
    const agentic = AGENTIC_TYPES.includes(page.type);
    const result = await withBrowser((browser) =>
      browser.audit(`${baseURL}${page.path}`, preset, { agentic, performance: false }),
    );
    if (agentic) expectAgentic(page.path, result.agentic);
    const { metrics, scores } = result;
    console.log(
      `${name}: accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}, CLS ${metrics.cls}`,
    );
    const expected = (f: Finding) => page.noindex && f.id === 'is-crawlable';
    const failing = result.findings.filter((f) => !expected(f)).map(describe);
    expect.soft(failing, `${name}: audits below full score`).toEqual([]);
    if (page.noindex) {
      expect.soft(result.findings.some(expected), `${name}: noindex page seen as crawlable`).toBe(true);
    }
    expect
      .soft(
        metrics.cls,
        `${name}: layout shift${result.shifts.length ? ` of ${result.shifts.join(', ')}` : ''}`,
      )
      .toBe(0);
  });
}

for (const lang of LANGS) {
  const path = routes(lang).map;
  test(`Lighthouse map ${path}: agentic 100`, async ({ baseURL }) => {
    expectAgentic(path, await withBrowser((browser) => browser.agentic(`${baseURL}${path}`)));
  });
}
