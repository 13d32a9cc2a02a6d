/**
 * A catalog an attacker (or a careless editor) typed into: the simulator's `--hostile-text` puts
 * `<script>`, `<img onerror>`, `<svg onload>`, a `javascript:` link, `]]>`, `<!--`, `{{…}}`,
 * `${…}` and a Markdown link into every text field and a `javascript:` URL into every third link
 * field, and starts every third title like a spreadsheet formula. The site built from it keeps all of it text, in every format it publishes:
 * - every XML file (feeds, sitemaps) is well-formed for the browser's strict XML parser;
 * - every Markdown file (the `.md` pages, llms.txt, the assistants' files), rendered by a
 *   CommonMark renderer that lets raw HTML through, holds no HTML and no link but http(s);
 * - every JSON-LD block parses, the markup inside it as text;
 * - the shortlist's table (XLSX, CSV) keeps the markup and a title that starts like a formula as
 *   text: a string cell, a CSV field with a leading `'`;
 * - every channel in the browser, script-driven ones included, runs nothing and holds no live
 *   element or attribute from the catalog. The browser ignores the site's CSP here, so the test
 *   sees markup the policy would only have blocked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import MarkdownIt from 'markdown-it';
import { startPreview } from '../../scripts/lib/previewServer.ts';
import { createWorkCopy, runBuild } from '../../scripts/lib/workCopy.ts';
import { FORMULA_TITLE, HOSTILE_TEXT } from '../../simulator/data/hostile.ts';
import { generateDataset } from '../../simulator/data/index.ts';
import { watchDialogs } from './support/browser.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { download, readCsv, readXlsx } from './support/table.ts';

const REFERENCES = 12;
/** What the catalog typed, as the site must show it: the start of HOSTILE_TEXT, as text. */
const MARKUP = '<script>alert("script")</script>';
const dataset = generateDataset({ references: REFERENCES, hostileText: true });

let work: { dir: string; dispose(): Promise<void> };
let origin = '';
let stopPreview = () => {};
const dist = () => join(work.dir, 'dist');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = await createWorkCopy();
  const run = await runBuild(work.dir, ['--references', String(REFERENCES), '--hostile-text'], {
    SITE_IMAGE_PROCESS_LIMIT: '1',
  });
  expect(run.code, `the hostile catalog's build: ${run.lastLine}`).toBe(0);
  const preview = await startPreview('/de/', work.dir);
  origin = preview.origin;
  stopPreview = preview.stop;
});

test.afterAll(async () => {
  stopPreview();
  await work?.dispose();
});

function filesOf(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every XML file is well-formed, the markup inside it text', async ({ page }) => {
  const files = filesOf(dist(), (name) => name.endsWith('.xml'));
  expect(files.map((f) => relative(dist(), f))).toEqual(
    expect.arrayContaining(['de/feed.xml', 'en/feed.xml', 'sitemap-index.xml']),
  );
  await page.goto(`${origin}/de/`);
  for (const file of files) {
    const report = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.getElementsByTagName('parsererror')[0];
        return {
          error: error?.textContent ?? null,
          titles: [...doc.getElementsByTagName('title')].map((t) => t.textContent ?? ''),
          terms: [...doc.getElementsByTagName('category')].map((c) => c.getAttribute('term') ?? ''),
        };
      },
      readFileSync(file, 'utf8'),
    );
    const name = relative(dist(), file);
    expect(report.error, name).toBeNull();
    if (name.endsWith('feed.xml')) {
      // The branch names and titles arrive whole, as the catalog typed them.
      expect(report.terms.length, name).toBeGreaterThan(0);
      for (const term of report.terms) expect(term, name).toContain(MARKUP);
      expect(
        report.titles.slice(1).every((title) => title.includes(MARKUP)),
        name,
      ).toBe(true);
    }
  }
});

test('Markdown holds no HTML and no link but http(s), rendered with raw HTML allowed', () => {
  const renderer = new MarkdownIt({ html: true, linkify: true });
  const files = filesOf(dist(), (name) => name.endsWith('.md') || name === 'llms.txt');
  expect(files.map((f) => relative(dist(), f))).toEqual(
    expect.arrayContaining(['llms.txt', 'agents/SKILL.md']),
  );
  expect(files.length).toBeGreaterThan(REFERENCES);
  /** What Markdown's own syntax makes; anything else came in as raw HTML. */
  const MARKDOWN_TAGS = new Set([
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'em',
    'strong',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
  ]);
  MARKDOWN_TAGS.add('a').add('blockquote').add('hr').add('br');
  for (const file of files) {
    const name = relative(dist(), file);
    const html = renderer.render(readFileSync(file, 'utf8'));
    const tags = [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => (m[1] as string).toLowerCase());
    expect(
      tags.filter((tag) => !MARKDOWN_TAGS.has(tag)),
      `${name}: elements from raw HTML`,
    ).toEqual([]);
    expect(html, `${name}: an event handler`).not.toMatch(/<[^>]*\son\w+=/i);
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1] as string);
    expect(
      hrefs.filter((href) => !/^https?:\/\//.test(href)),
      `${name}: links`,
    ).toEqual([]);
  }
  // The catalog's text is kept, not dropped: a detail page's Markdown shows the markup as text.
  const detail = files.find((f) => f.includes('/de/referenzen/')) as string;
  expect(renderer.render(readFileSync(detail, 'utf8'))).toContain('&lt;script&gt;alert(&quot;script&quot;)');
});

test('every JSON-LD block parses, the markup inside it text', () => {
  let blocks = 0;
  for (const file of filesOf(dist(), (name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    for (const [, json] of html.matchAll(
      /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      blocks++;
      expect(() => JSON.parse(json as string), relative(dist(), file)).not.toThrow();
    }
  }
  expect(blocks).toBeGreaterThan(REFERENCES);
  const detail = filesOf(dist(), (name) => name === 'index.html').find((f) => f.includes('/de/referenzen/'));
  const json = /type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
    readFileSync(detail as string, 'utf8'),
  );
  // The parsed values hold the markup as text (compared in JSON's own quoting).
  expect(JSON.stringify(JSON.parse(json?.[1] ?? '{}'))).toContain(JSON.stringify(MARKUP).slice(1, -1));
});

/** Everything in the live DOM (shadow roots included) that runs code or came in as markup. */
function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}>`);
          if (URL_ATTRIBUTES.includes(attr.name) && /^\s*javascript:/i.test(attr.value))
            found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
        }
        // A script the browser runs (JSON-LD and other data blocks are data, not code).
        const type = el.getAttribute('type')?.toLowerCase() ?? '';
        const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
        if (el.localName === 'script' && runs && /alert\(/.test(el.textContent ?? ''))
          found.push(`<script type="${type}">alert(…)`);
        if (el.localName === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
        if (['iframe', 'frame', 'object', 'embed'].includes(el.localName)) found.push(`<${el.localName}>`);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

const published = (lang: Lang) =>
  dataset.references.filter((r) => r.texts[lang] && r.company_ID === 1).map((r) => r.reference_ID);

async function newPage(browser: Browser): Promise<{ page: Page; dialogs: string[]; close(): Promise<void> }> {
  // bypassCSP: the test sees markup the site's policy would only have stopped from running.
  const context = await browser.newContext({ baseURL: origin, bypassCSP: true });
  const page = await context.newPage();
  return { page, dialogs: watchDialogs(page), close: () => context.close() };
}

for (const lang of LANGS) {
  test(`${lang}: every page and script-driven view shows the markup as text and runs none of it`, async ({
    browser,
  }) => {
    const { page, dialogs, close } = await newPage(browser);
    const r = routes(lang);
    await page.goto(r.list);
    const detail = (await page.locator('.card a').first().getAttribute('href')) as string;
    const links = async (pattern: RegExp) =>
      (await page.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).find((h) =>
        pattern.test(h),
      );
    const ids = published(lang).slice(0, 3);
    const views: { path: string; ready?: () => Promise<void>; shows?: boolean }[] = [
      { path: r.home, shows: true },
      { path: r.list, shows: true },
      { path: detail, shows: true },
      { path: `${r.search}?q=script`, ready: () => searchDone(page), shows: true },
      { path: r.map },
      { path: r.groups, shows: true },
      { path: `${r.shortlist}?ids=${ids.join(',')}`, shows: true },
      { path: r.screen, ready: () => page.locator('.slide.is-current').waitFor(), shows: true },
      { path: r.embed },
    ];
    for (const view of views) {
      await test.step(view.path, async () => {
        await page.goto(view.path, { waitUntil: 'load' });
        await view.ready?.();
        await page.waitForLoadState('networkidle');
        if (view.shows) expect(await page.locator('body').innerText(), view.path).toContain(MARKUP);
        expect(await liveMarkup(page), view.path).toEqual([]);
      });
    }
    // Branch and group pages, found from the list the way a visitor would.
    for (const path of [await links(/\/(branchen|industries)\/[^/]+\/$/)]) {
      if (!path) continue;
      await page.goto(path);
      expect(await page.locator('body').innerText(), path).toContain(MARKUP);
      expect(await liveMarkup(page), path).toEqual([]);
    }
    // The tender match: a brief made of the catalog's own (hostile) words.
    await page.goto(r.match);
    await page
      .locator('#match-text')
      .fill(`Feuerwache Kindertagesstätte Schule script alert img onerror ${HOSTILE_TEXT}`);
    await page.locator('[data-match-form] button[type=submit]').click();
    await expect(page.locator('[data-match-results]')).toHaveAttribute('aria-busy', 'false');
    expect(await liveMarkup(page), r.match).toEqual([]);
    // Print: the same DOM in print media (the sheet).
    await page.goto(detail);
    await page.emulateMedia({ media: 'print' });
    expect(await liveMarkup(page), `${detail} in print`).toEqual([]);
    expect(dialogs, 'dialogs opened by the catalog’s markup').toEqual([]);
    await close();
  });
}

async function searchDone(page: Page): Promise<void> {
  await expect(page.locator('[data-search-results]')).toHaveAttribute('aria-busy', 'false');
}

test('the embedded list on another site shows the markup as text and runs none of it', async ({
  browser,
}) => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="${origin}/embed/v1.js"></script></head>
<body><reference-list lang="de" limit="6"></reference-list><reference-list lang="en" layout="list" query="script"></reference-list></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { page, dialogs, close } = await newPage(browser);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const lists = page.locator('reference-list');
    await expect(lists.first().locator('a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The list renders into its shadow root.
    const shown = await lists.first().evaluate((el) => (el.shadowRoot ?? el).textContent ?? '');
    expect(shown).toContain(MARKUP);
    expect(await liveMarkup(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    await close();
  } finally {
    server.close();
  }
});

test('the shortlist as a table keeps markup and formula-looking titles as text', async ({ browser }) => {
  const formula = dataset.references
    .filter((r) => r.company_ID === 1 && r.texts.de?.projecttitle.startsWith(FORMULA_TITLE))
    .map((r) => r.reference_ID);
  const context = await browser.newContext({ baseURL: origin, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(routes('de').list);
  const listed = await page
    .locator('.card[data-reference-id]')
    .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.referenceId)));
  const ids = [
    ...listed.filter((id) => formula.includes(id)).slice(0, 2),
    ...listed.filter((id) => !formula.includes(id)).slice(0, 1),
  ];
  expect(ids).toHaveLength(3);
  await page.goto(`${routes('de').shortlist}?ids=${ids.join(',')}`);
  await expect(page.locator('[data-shortlist-body]')).toHaveAttribute('aria-busy', 'false');

  const xlsx = await readXlsx(await download(page, 'xlsx'));
  const titles = (xlsx.sheets[0]?.rows ?? []).slice(1).map((row) => String(row[1]));
  expect(titles).toHaveLength(3);
  for (const title of titles) expect(title).toContain(MARKUP);
  // The two formula-looking titles: string cells holding the text as the catalog has it.
  expect(titles.filter((title) => title.startsWith(FORMULA_TITLE))).toHaveLength(2);
  for (const [row, title] of titles.entries())
    if (title.startsWith('=')) expect(xlsx.types[row + 1]?.[1], title).toBe(ExcelJS.ValueType.String);

  const csv = (await readCsv(await download(page, 'csv'))).slice(1).map((row) => String(row[1]));
  expect(csv.filter((title) => title.startsWith(`'${FORMULA_TITLE}`))).toHaveLength(2);
  expect(csv.some((title) => title.startsWith('='))).toBe(false);
  await context.close();
});
