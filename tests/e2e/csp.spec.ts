/**
 * The site keeps working under its Content Security Policy in Chromium: on every page type, in
 * both languages, with what a visitor does there (the lightbox, a search, a facet, the
 * suggestions, the header's search field), no `securitypolicyviolation` event fires and the
 * console reports nothing about the policy. The pages are served with dist/_headers applied, as
 * Netlify or Cloudflare Pages would send them, so the header policy is enforced beside the <meta>.
 * A control test injects what the policy must block, so a silent watcher cannot pass.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { settled } from './search-support.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { distPages, pageAt } from './support/dist.ts';
import { headersFor, readHeaders } from './support/headers.ts';
import { samples } from './support/samples.ts';

test.describe.configure({ mode: 'default' });

let context: BrowserContext;
let page: Page;
const reports: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  const rules = readHeaders();
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, path) } });
  });
  await context.exposeBinding('__reportCsp', (_source, text: string) => {
    reports.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCsp(text: string): void }).__reportCsp;
        report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` "${e.sample}"` : ''} (${e.sourceFile || location.pathname}:${e.lineNumber})`,
        );
      },
      true,
    );
  });
  page = await context.newPage();
  // A header that breaks loading (upgrade-insecure-requests on a plain-http host) shows up here.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Aborted by the page's own navigation (the root's meta refresh), not refused.
    if (error !== 'net::ERR_ABORTED') reports.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text()))
      reports.push(`console ${message.type()}: ${message.text()}`);
  });
});

test.afterAll(async () => {
  await context.close();
});

/** Opens a page (any status), lets lazy content load, and returns what was reported so far. */
async function open(path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function expectNoReports(label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(reports.splice(0), label).toEqual([]);
}

/** A detail page whose lightbox shows processed (/_astro/) or delivered images: the sample if it fits. */
function galleryDetail(lang: Lang, processed: boolean): string {
  const sample = pageAt(samples()[lang].detail);
  const candidates = [
    ...(sample ? [sample] : []),
    ...distPages().filter((p) => p.tree === lang && routes(lang).isReference(p.path)),
  ];
  const found = candidates.find((p) => {
    // The first thumbnail's link is the full image the lightbox opens with.
    const link = /<a class="gallery__item"[^>]*>/.exec(p.html)?.[0];
    const src = link && /\shref="([^"]*)"/.exec(link)?.[1];
    return src !== undefined && src.startsWith('/_astro/') === processed;
  });
  if (!found)
    throw new Error(
      `dist/ has no ${lang} detail page with a ${processed ? 'processed' : 'delivered'} gallery`,
    );
  return found.path;
}

function groupPage(lang: Lang): string {
  const index = routes(lang).groups;
  const found = distPages().find(
    (p) => p.path.startsWith(index) && /^[^/]+\/$/.test(p.path.slice(index.length)),
  );
  if (!found) throw new Error(`dist/ has no group page under ${index}`);
  return found.path;
}

test('control: the policy blocks injected inline code and the watcher reports it', async () => {
  const response = await page.goto(routes('de').home);
  expect(response?.headers()['content-security-policy'], 'the _headers policy is applied').toMatch(
    /frame-ancestors/,
  );
  await page.waitForLoadState('networkidle');
  reports.splice(0);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const div = document.createElement('div');
    div.setAttribute('style', 'color: red');
    document.body.append(div);
  });
  await expect.poll(() => reports.length).toBeGreaterThanOrEqual(2);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  expect(reports.join('\n')).toMatch(/script-src/);
  expect(reports.join('\n')).toMatch(/style-src/);
  reports.splice(0);
});

test('the site root (language chooser) reports no violation', async () => {
  // Its meta refresh leads on to the German home at once.
  await Promise.all([page.waitForURL(routes('de').home), page.goto('/')]);
  await expectNoReports('/');
});

for (const lang of LANGS) {
  const r = routes(lang);
  const plain = () => ({
    home: r.home,
    list: r.list,
    'list page 2': r.listPage(2),
    branch: samples()[lang].branch,
    'group index': r.groups,
    group: groupPage(lang),
    'search (empty)': r.search,
    '404 page': `/${lang}/404/`,
    'privacy notice': r.privacy,
    'missing URL (host 404)': `/${lang}/csp-no-such-page/`,
  });

  for (const kind of Object.keys(plain()) as (keyof ReturnType<typeof plain>)[]) {
    test(`${lang} ${kind}: no CSP violation`, async () => {
      const path = plain()[kind];
      await open(path);
      await expectNoReports(path);
    });
  }

  for (const processed of [true, false]) {
    test(`${lang} detail (${processed ? 'processed' : 'delivered'} images): lightbox under the CSP`, async () => {
      const path = galleryDetail(lang, processed);
      await open(path);
      await page.locator('a.gallery__item').first().click();
      const dialog = page.locator('dialog[data-lightbox]');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectNoReports(path);
    });
  }

  test(`${lang} search: query, facet and suggestions under the CSP`, async () => {
    await open(r.search);
    await settled(page);
    // A word from the first card's title: a query with hits, whatever the catalog.
    const title =
      (await page
        .locator('[data-search-results] [data-reference-id] h2, [data-search-results] [data-reference-id] h3')
        .first()
        .textContent()) ?? '';
    const word = title.split(/[^\p{L}]+/u).find((w) => w.length >= 5) ?? 'bau';
    const input = page.locator('#search-q');
    await input.fill(word);
    await input.press('Enter');
    await settled(page);
    expect(
      Number(await page.locator('[data-result-count]').getAttribute('data-result-count')),
    ).toBeGreaterThan(0);
    const option = page.locator('[data-facets] [data-filter] input:not(:disabled)').first();
    const group = option.locator('xpath=ancestor::details[1]');
    if ((await group.count()) > 0 && !(await group.evaluate((el) => (el as HTMLDetailsElement).open)))
      await group.locator('summary').click();
    await option.check();
    await settled(page);
    expect(page.url()).toContain('q=');
    await input.fill('');
    await input.focus();
    await page.keyboard.type(word.slice(0, 4));
    await expect(page.locator('#search-q-suggestions [role="option"]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await settled(page);
    await expectNoReports(`${r.search} (query, facet, suggestions)`);
  });

  test(`${lang} header search field under the CSP`, async () => {
    await open(r.home);
    const field = page.locator('header input[name="q"]');
    await field.focus();
    await page.keyboard.type('brück');
    await Promise.all([page.waitForURL(new RegExp(`${r.search}\\?q=`)), field.press('Enter')]);
    await settled(page);
    await expectNoReports(`${r.home} → ${r.search}`);
  });

  test(`${lang} tender match, save toggles and the shortlist's print bundle under the CSP`, async () => {
    await open(r.match);
    await page
      .locator('#match-text')
      .fill(
        lang === 'de' ? 'Neubau einer Grundschule mit Sporthalle' : 'New primary school with a sports hall',
      );
    await page.locator('[data-match-form] button[type=submit]').click();
    await expect(page.locator('[data-match-list] [data-reference-id]').first()).toBeVisible();
    for (const i of [0, 1]) await page.locator('[data-match-list] button[data-save]').nth(i).click();
    await open(r.shortlist);
    await expect(page.locator('[data-shortlist-print]')).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-bundle-sheets] > section[data-sheet]')).toHaveCount(2);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => localStorage.clear());
    await expectNoReports(`${r.match} → ${r.shortlist}`);
  });
}
