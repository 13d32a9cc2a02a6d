/**
 * The files assistants read, as built in dist/: /llms.txt (llmstxt.org), the Markdown version of
 * every detail page (linked from its head), /.well-known/ai-catalog.json (valid by the ARD
 * conformance rules Lighthouse ships) and the WebMCP tools' data, which holds only what the
 * site publishes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConformanceTester } from '../../node_modules/lighthouse/third-party/ard/ard.js';
import { test as catalogTest, expect } from './support/catalog.ts';
import { LANGS } from './support/contract.ts';
import { DIST, distPages, fileOfUrlPath, siteOrigin, tags } from './support/dist.ts';

const test = catalogTest;
const read = (path: string) => readFileSync(join(DIST, path), 'utf8');
/** A URL of the site as the file in dist/ that serves it. */
const served = (url: string) => {
  const { pathname } = new URL(url, siteOrigin());
  return existsSync(
    pathname.endsWith('/') ? fileOfUrlPath(pathname) : join(DIST, decodeURIComponent(pathname)),
  );
};

test('llms.txt: an H1, a summary, every language with its lists, branch and group pages, and every Markdown page', () => {
  const text = read('llms.txt');
  expect(text).toMatch(/^# .+\n\n> .+/);
  const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] as string);
  expect(
    links.filter((url) => !served(url)),
    'links that dist/ does not serve',
  ).toEqual([]);
  const details = distPages().filter((p) => p.referenceId !== undefined);
  const markdown = links.filter((url) => url.endsWith('.md') && !url.endsWith('SKILL.md'));
  expect(markdown.length).toBe(details.length);
  for (const lang of LANGS) {
    const pages = distPages().filter((p) => p.tree === lang);
    for (const p of pages.filter(
      (page) => page.branchId !== undefined || /<main[^>]*\sdata-group-id="/.test(page.html),
    ))
      if (!/\/(seite|page)\/\d+\/$/.test(p.path) && !p.path.endsWith('/karte/') && !p.path.endsWith('/map/'))
        expect(links, p.path).toContain(new URL(p.path, siteOrigin()).href);
  }
});

test('every detail page links its Markdown version, which dist/ serves', () => {
  const details = distPages().filter((p) => p.referenceId !== undefined);
  expect(details.length).toBeGreaterThan(0);
  for (const page of details) {
    const alternate = tags(page.html, 'link').find(
      (l) => l.rel === 'alternate' && l.type === 'text/markdown',
    );
    expect(alternate?.href, page.path).toBe(`${page.path.slice(0, -1)}.md`);
    expect(read(`${page.path.slice(1, -1)}.md`)).toMatch(/^# .+/);
  }
});

test('ai-catalog.json passes the ARD conformance rules without errors or warnings, its links are served', () => {
  const raw = read('.well-known/ai-catalog.json');
  const tester = new ConformanceTester();
  tester.validate_manifest(raw, 'ai-catalog.json');
  expect(tester.errors).toEqual([]);
  expect(tester.warnings).toEqual([]);
  const catalog = JSON.parse(raw) as { host: { documentationUrl: string }; entries: { url: string }[] };
  for (const url of [catalog.host.documentationUrl, ...catalog.entries.map((e) => e.url)])
    expect(served(url), url).toBe(true);
});

test('the WebMCP data holds exactly the published references, without internal fields or clients', async ({
  catalog,
}) => {
  for (const lang of LANGS) {
    const data = JSON.parse(read(`agents/${lang}/data.json`)) as { refs: { id: number }[] };
    const published = catalog.references[lang].map((r) => r.reference_ID).sort((a, b) => a - b);
    expect(data.refs.map((r) => r.id)).toEqual(published);
    const details = readdirSync(join(DIST, 'agents', lang, 'r'));
    expect(details.sort()).toEqual(published.map((id) => `${id}.json.gz`).sort());
    for (const file of details) {
      const detail = JSON.parse(
        gunzipSync(readFileSync(join(DIST, 'agents', lang, 'r', file))).toString('utf8'),
      );
      expect(detail.internalproperties, file).toBeUndefined();
      expect(detail.clients, file).toBeUndefined();
    }
  }
});
