/**
 * The embeddable reference list on another site: a host page on another origin (a node:http
 * server on its own port) with a strict CSP that allows only the portfolio's origin, and several
 * <reference-list> elements. In Chromium they show what the portfolio's own pages show for the
 * same filter (branch and group pages, the search page, the list pages), in both languages; their
 * links lead to the portfolio's pages; neither side logs an error or a CSP violation; nothing on
 * the host page moves while they load; the host's styles do not reach into them, nor theirs out.
 * The portfolio's responses carry dist/_headers (CORS included) instead of the preview server's.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { snippetHtml } from '../../src/embed/snippet.ts';
import { settled, shownIds, total } from './search-support.ts';
import { routes } from './support/contract.ts';
import { distPages, fileOfUrlPath, pageAt, tags } from './support/dist.ts';
import { headersFor, readHeaders } from './support/headers.ts';

test.describe.configure({ mode: 'serial' });

const portfolio = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Styles a careless host page may have: every one would change the cards if it reached them. */
const HOST_CSS = `
body { font: italic 22px/3 serif; color: rgb(200, 0, 0); letter-spacing: 3px; text-transform: uppercase; }
* { font-family: serif; color: rgb(200, 0, 0); word-spacing: 9px; }
reference-list { text-align: right; font-style: italic; }
a { color: rgb(0, 200, 0); text-decoration: line-through; }
li { list-style: square; display: inline; margin: 40px; }
h2, h3, h4 { font-size: 40px; text-decoration: underline; }
p { margin: 50px; }
.card, article { display: none; border: 5px solid red; }
img { filter: blur(4px); width: 10px; }
`;

/** reference_IDs of the cards a built page lists, in order. */
function cardIds(path: string): number[] {
  const html = readFileSync(fileOfUrlPath(path), 'utf8');
  return tags(html, 'article')
    .filter((article) => article.class?.split(/\s+/).includes('card'))
    .map((article) => Number(article['data-reference-id']));
}

/** Every reference of a list in the site's order, walking its built pages. */
function listOrder(lang: 'de' | 'en'): number[] {
  const ids: number[] = [];
  for (let n = 1; pageAt(n === 1 ? routes(lang).list : routes(lang).listPage(n)); n++)
    ids.push(...cardIds(n === 1 ? routes(lang).list : routes(lang).listPage(n)));
  return ids;
}

const groupId = (path: string) =>
  Number(tags(readFileSync(fileOfUrlPath(path), 'utf8'), 'main')[0]?.['data-group-id']);

/** The branch (first page) listing the most references while not all of them: a filter that filters. */
function sampleBranch(lang: 'de' | 'en') {
  const all = listOrder(lang).length;
  const pages = distPages().filter(
    (page) => page.branchId !== undefined && page.tree === lang && routes(lang).isBranch(page.path),
  );
  const best = pages
    .map((page) => ({ id: page.branchId as number, path: page.path, ids: cardIds(page.path) }))
    .filter((branch) => branch.ids.length >= 3 && branch.ids.length < all)
    .sort((a, b) => b.ids.length - a.ids.length)[0];
  if (!best) throw new Error(`no ${lang} branch page with 3 or more (not all) references`);
  return best;
}

function sampleGroup(lang: 'de' | 'en') {
  const pages = distPages().filter((page) => new RegExp(`^${routes(lang).groups}[^/]+/$`).test(page.path));
  const group = pages
    .map((page) => ({ id: groupId(page.path), path: page.path, ids: cardIds(page.path) }))
    .find((g) => g.ids.length >= 2);
  if (!group) throw new Error(`no ${lang} group page with 2 or more references`);
  return group;
}

type HostPage = { css: boolean; body: string; script: boolean };
let server: Server;
let hostOrigin = '';
let current: HostPage = { css: false, body: '', script: true };

/** The host page, with the script tag exactly as docs/embed.md and the builder page give it. */
function hostHtml({ css, body, script }: HostPage): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
${css ? '<link rel="stylesheet" href="/host.css">' : ''}
${script ? (snippetHtml(`${portfolio}/embed/v1.js`, []).split('\n')[0] ?? '') : ''}
</head><body><h1>A company website</h1>
<article class="card" id="host-card"><h3 class="card__title"><a href="#x">The host's own card</a></h3><p class="card__meta">host text</p></article>
${body}
<p id="below">Content below the lists</p></body></html>`;
}

let context: BrowserContext;
let page: Page;
const problems: string[] = [];

test.beforeAll(async ({ browser }) => {
  server = createServer((req, res) => {
    const policy = `default-src 'none'; script-src ${portfolio}; connect-src ${portfolio}; img-src ${portfolio}; style-src 'self'`;
    if (req.url === '/host.css') res.writeHead(200, { 'content-type': 'text/css' }).end(HOST_CSS);
    else if (req.url === '/favicon.ico') res.writeHead(204).end();
    else
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy })
        .end(hostHtml(current));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  context = await browser.newContext();
  // The portfolio as a static host serves it: dist/_headers, and no CORS header of the preview server's own.
  const rules = readHeaders();
  await context.route(`${portfolio}/**`, async (route) => {
    // The preview server closes idle keep-alive sockets: a request sent on one as it closes fails
    // with ECONNRESET before the server read it (seen on a loaded machine), and is safe to send again.
    const response = await route
      .fetch()
      .catch((error) => (/ECONNRESET/.test(String(error)) ? route.fetch() : Promise.reject(error)));
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !name.startsWith('access-control-')),
    );
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response, headers: { ...headers, ...headersFor(rules, path) } });
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __shifts: number[] };
    w.__csp = [];
    w.__shifts = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || /security policy/i.test(m.text()))
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
});

test.afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Loads a host page and waits until every element shows its references (or its message). */
async function host(body: string, css = false, script = true): Promise<void> {
  current = { css, body, script };
  problems.length = 0;
  await page.goto(`${hostOrigin}/`);
  if (!script) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll('reference-list')].every(
      (el) => el.shadowRoot?.querySelector('.root') && !el.shadowRoot.querySelector('[aria-busy="true"]'),
    ),
  );
  // Every image in the cards has loaded: what a visitor ends up seeing, layout included.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('reference-list')].every((el) =>
      [...(el.shadowRoot?.querySelectorAll('img') ?? [])].every((img) => img.complete),
    ),
  );
}

const shown = (id: string) =>
  page
    .locator(`#${id}`)
    .evaluate((el) =>
      [...(el.shadowRoot?.querySelectorAll('[data-reference-id]') ?? [])].map((card) =>
        Number((card as HTMLElement).dataset.referenceId),
      ),
    );
const links = (id: string) =>
  page
    .locator(`#${id}`)
    .evaluate((el) => [...(el.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.href));

/** The search page's first results for a query string, as a visitor sees them. */
async function searchPage(lang: 'de' | 'en', search: string): Promise<{ ids: number[]; total: number }> {
  const other = await context.newPage();
  await other.goto(`${portfolio}${routes(lang).search}?${search}`);
  await settled(other);
  const result = { ids: await shownIds(other), total: await total(other) };
  await other.close();
  return result;
}

test('lists on another origin show the portfolio’s own lists and search results, in both languages', async () => {
  const branch = sampleBranch('de');
  const group = sampleGroup('de');
  const firstTitle =
    readFileSync(fileOfUrlPath(routes('en').list), 'utf8').match(
      /class="card__title"><a [^>]*>([^<]+)</,
    )?.[1] ?? '';
  const word = firstTitle.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(word.length, `a word from "${firstTitle}"`).toBeGreaterThan(3);
  const query = await searchPage('en', `q=${encodeURIComponent(word)}`);
  const enOrder = listOrder('en');
  const verifiedPages = Math.ceil((await searchPage('en', 'selection=confirmed')).total / 24);
  const verified = new Set<number>();
  for (let n = 1; n <= verifiedPages; n++)
    for (const id of (await searchPage('en', `selection=confirmed${n > 1 ? `&page=${n}` : ''}`)).ids)
      verified.add(id);

  await host(`
    <reference-list id="branch" lang="de" branch="${branch.id}" limit="3" heading="Branch"></reference-list>
    <reference-list id="group" lang="de" group="${group.id}" limit="2" layout="list"></reference-list>
    <reference-list id="query" lang="en" query="${word}" limit="4"></reference-list>
    <reference-list id="verified" lang="en" verified limit="3" heading="Verified" heading-level="3"></reference-list>`);

  expect(await shown('branch')).toEqual(branch.ids.slice(0, 3));
  expect(await shown('group')).toEqual(group.ids.slice(0, 2));
  expect(await shown('query')).toEqual(query.ids.slice(0, 4));
  const expectedVerified = enOrder.filter((id) => verified.has(id)).slice(0, 3);
  expect(expectedVerified.length).toBeGreaterThan(0);
  expect(await shown('verified')).toEqual(expectedVerified);

  // Every link leads to a page of the portfolio; "show all" to the page with the same filter.
  for (const id of ['branch', 'group', 'query', 'verified']) {
    for (const href of await links(id)) {
      const url = new URL(href);
      expect(url.origin, href).toBe(portfolio);
      expect(pageAt(url.pathname), `${href} is a built page`).toBeDefined();
    }
  }
  const more = (id: string) =>
    page
      .locator(`#${id}`)
      .evaluate((el) => el.shadowRoot?.querySelector<HTMLAnchorElement>('[part="show-all"]')?.href);
  expect(await more('branch')).toBe(`${portfolio}${branch.path}`);
  expect(await more('group')).toBe(`${portfolio}${group.path}`);
  expect(await more('query')).toBe(`${portfolio}${routes('en').search}?q=${encodeURIComponent(word)}`);
  expect(await more('verified')).toBe(`${portfolio}${routes('en').search}?selection=confirmed`);

  // Headings: the given level, cards one below; the whole card is reachable by keyboard through its link.
  const levels = await page
    .locator('#verified')
    .evaluate((el) => [
      el.shadowRoot?.querySelector('[part="heading"]')?.tagName,
      el.shadowRoot?.querySelector('[part="title"]')?.tagName,
    ]);
  expect(levels).toEqual(['H3', 'H4']);
  // Keyboard: after the host's own link, Tab reaches the first card's link inside the first list.
  await page.locator('#host-card a').focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => [
    document.activeElement?.id,
    document.activeElement?.shadowRoot?.activeElement?.getAttribute('part'),
  ]);
  expect(focused).toEqual(['branch', 'link']);

  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

/** Computed styles inside an element's shadow root (or of a host element), for comparison. */
function stylesOf(selector: string, inside: string | null) {
  return page.evaluate(
    ([selector, inside]) => {
      const root = inside ? document.querySelector(inside)?.shadowRoot : document;
      return [...(root?.querySelectorAll(selector as string) ?? [])].map((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          s.display,
          s.color,
          s.fontFamily,
          s.fontSize,
          s.fontStyle,
          s.letterSpacing,
          s.wordSpacing,
          s.textTransform,
          s.textAlign,
          s.textDecorationLine,
          s.listStyleType,
          s.margin,
          s.filter,
          Math.round(box.width),
          Math.round(box.height),
        ].join(' | ');
      });
    },
    [selector, inside] as const,
  );
}

test('the host page’s styles do not reach into the list, and the list’s do not reach out', async () => {
  const branch = sampleBranch('de');
  const element = `<reference-list id="list" lang="de" branch="${branch.id}" limit="3" heading="References"></reference-list>`;
  const inside = [
    '.root',
    'li',
    '.card',
    '.card__title',
    '.card__title a',
    '.card__meta',
    'img',
    '[part="heading"]',
    '[part="show-all"]',
  ];
  await host(element, false);
  const plain = await Promise.all(inside.map((s) => stylesOf(s, '#list')));
  await host(element, true);
  const styled = await Promise.all(inside.map((s) => stylesOf(s, '#list')));
  expect(styled.flat().length).toBeGreaterThan(inside.length);
  expect(styled).toEqual(plain);
  expect(problems).toEqual([]);

  const hostOwn = ['#host-card', '#host-card a', '#host-card p', 'h1', '#below'];
  const withList = await Promise.all(hostOwn.map((s) => stylesOf(s, null)));
  await host('', true, false);
  const withoutList = await Promise.all(hostOwn.map((s) => stylesOf(s, null)));
  expect(withList).toEqual(withoutList);
});

test('a mistyped attribute is a clear message in the element, not an empty box', async () => {
  await host('<reference-list id="bad" lang="de" limit="lots"></reference-list>');
  const text = await page
    .locator('#bad')
    .evaluate((el) => el.shadowRoot?.querySelector('[part="error"]')?.textContent);
  expect(text).toBe('<reference-list> limit must be a whole number 1–48, got "lots"');
  expect(problems).toEqual([`console error: ${text}`]);
});

test('the snippet builder on the portfolio previews what its snippet embeds', async ({ page: builder }) => {
  const branch = sampleBranch('de');
  const errors: string[] = [];
  builder.on('console', (m) => {
    if (m.type() === 'error' || /security policy/i.test(m.text())) errors.push(m.text());
  });
  await builder.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => console.error(`CSP: ${e.effectiveDirective} ${e.blockedURI}`),
      true,
    );
  });
  await builder.goto(routes('de').embed);
  await builder.locator('select[name="branch"]').selectOption(String(branch.id));
  await builder.locator('input[name="limit"]').fill('2');
  const snippet = builder.locator('[data-embed-snippet]');
  await expect(snippet).toContainText(`branch="${branch.id}"`);
  await expect(snippet).toContainText('limit="2"');
  await expect(snippet).toContainText('/embed/v1.js');
  const preview = builder.locator('[data-embed-preview]');
  await expect
    .poll(() =>
      preview.evaluate((el) =>
        [...(el.shadowRoot?.querySelectorAll('[data-reference-id]') ?? [])].map((c) =>
          Number((c as HTMLElement).dataset.referenceId),
        ),
      ),
    )
    .toEqual(branch.ids.slice(0, 2));
  expect(errors).toEqual([]);
});
