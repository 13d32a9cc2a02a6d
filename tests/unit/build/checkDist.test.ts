/**
 * scripts/check-dist.ts on small synthetic dist/ folders: a clean one passes, and each fault the
 * deploy must not publish (a leaked secret, a missing detail page, a broken link, a corrupt search
 * index) fails it with a line that names the fault, never the secret's value.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDist, secretsFromEnv } from '../../../scripts/lib/checkDist.ts';
import { agentDataPath } from '../../../src/agents/dataFiles.ts';
import { writeStoredManifest } from '../../../src/loaders/storedManifest.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { buildBase, cardPath, DOCS_PATH, manifestUrl } from '../../../src/search/static/layout.ts';

const ROOT = join(import.meta.dirname, '../../..');
const KEY = 'k3y-0f-the-integration-user';
const REFS = {
  de: [
    { id: 1001, title: 'Grundschule Kassel', path: '/de/referenzen/grundschule-kassel/' },
    { id: 1002, title: 'Brücke Fulda', path: '/de/referenzen/bruecke-fulda/' },
  ],
  en: [
    { id: 1001, title: 'Primary school Kassel', path: '/en/references/primary-school-kassel/' },
    { id: 1002, title: 'Bridge Fulda', path: '/en/references/bridge-fulda/' },
  ],
} as const;

let dist: string;
let record: string;
let root: string;

async function put(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), content);
}

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/_astro/style.css"></head><body>${body}</body></html>`;

/** A small site as the build writes it: pages, tool data, search index, and the record of what it stored. */
async function writeSite(): Promise<void> {
  await put('_astro/style.css', 'body{}');
  await put('_media/a.jpg', 'jpg');
  await put('_media/b.jpg', 'jpg');
  for (const [lang, refs] of Object.entries(REFS)) {
    const links = refs.map((r) => `<a href="${r.path}">${r.title}</a>`).join('');
    await put(
      `${lang}/index.html`,
      page(`${links}<a href="https://example.com/">x</a><a href="mailto:a@b.c">m</a>`),
    );
    for (const r of refs) {
      await put(
        `${r.path.slice(1)}index.html`,
        page(
          `<img src="/_media/a.jpg" srcset="/_media/a.jpg 400w, /_media/b.jpg 800w" alt=""><a href="../../">up</a><a href="#top">top</a>`,
        ),
      );
    }
    await put(
      agentDataPath(lang as 'de' | 'en'),
      JSON.stringify({ lang, refs: refs.map((r) => ({ id: r.id, title: r.title, path: r.path })) }),
    );
    await put(`agents/${lang}/r/1001.json.gz`, gzipSync('{"title":"…"}'));
    const built = buildIndex(
      {
        lang: lang as 'de' | 'en',
        refs: refs.map((r) => ({ id: r.id, doc: { reference_ID: r.id, projecttitle: r.title } })),
        facets: [{ name: 'city', options: [{ v: 'Kassel', ids: [1001] }] }],
        orders: { projecttitle: refs.map((r) => r.id) },
      },
      new Map(refs.map((r) => [r.id, `<article><a href="${r.path}">${r.title}</a></article>`])),
    );
    await put(manifestUrl(lang), JSON.stringify(built.manifest));
    for (const [path, bytes] of built.files) await put(`${buildBase(built.manifest)}${path}`, bytes);
  }
  await writeStoredManifest(record, { de: REFS.de.map((r) => r.id), en: REFS.en.map((r) => r.id) });
}

const check = (secrets = [{ name: 'CATALOG_API_KEY', value: KEY }]) => checkDist({ dist, record, secrets });

async function indexBase(lang: 'de' | 'en'): Promise<string> {
  return buildBase(JSON.parse(await readFile(join(dist, manifestUrl(lang)), 'utf8')));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'check-dist-'));
  dist = join(root, 'dist');
  record = join(root, 'stored.json');
  await writeSite();
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('check:dist', () => {
  it('passes a complete site and counts what it checked', async () => {
    const result = await check();
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(6);
    expect(result.references).toBe(4);
  });

  it('finds a secret in a page, URL-encoded in a link, or inside a gzip file, and names only the variable', async () => {
    await put('de/index.html', page(`<a href="/de/?apikey=${KEY}">x</a>`));
    await put('en/index.html', page(`<a href="/en/?t=${encodeURIComponent('tok/en+1')}">x</a>`));
    await put('agents/de/r/1001.json.gz', gzipSync(`{"password":"${'pass word!'}"}`));
    const result = await check([
      { name: 'CATALOG_API_KEY', value: KEY },
      { name: 'ASSISTANT_GATEWAY_TOKEN', value: 'tok/en+1' },
      { name: 'CATALOG_EXPORT_PASSWORD', value: 'pass word!' },
    ]);
    const text = result.problems.join('\n');
    expect(text).toContain('CATALOG_API_KEY is in 1 file(s), e.g. de/index.html');
    expect(text).toContain('ASSISTANT_GATEWAY_TOKEN is in 1 file(s), e.g. en/index.html');
    expect(text).toContain('CATALOG_EXPORT_PASSWORD is in 1 file(s), e.g. agents/de/r/1001.json.gz');
    for (const value of [KEY, 'tok/en+1', 'pass word!']) expect(text).not.toContain(value);
  });

  it('finds a secret in a search result card (deflated against the index dictionary)', async () => {
    const lang = 'de';
    const built = buildIndex(
      {
        lang,
        refs: REFS.de.map((r) => ({ id: r.id, doc: { reference_ID: r.id, projecttitle: r.title } })),
        facets: [],
        orders: {},
      },
      new Map(REFS.de.map((r) => [r.id, `<article>${r.id === 1002 ? KEY : r.title}</article>`])),
    );
    await put(manifestUrl(lang), JSON.stringify(built.manifest));
    for (const [path, bytes] of built.files) await put(`${buildBase(built.manifest)}${path}`, bytes);
    const problems = (await check()).problems;
    // The card file, and the card dictionary that samples it (gzip).
    expect(problems).toEqual([
      expect.stringMatching(/CATALOG_API_KEY is in 2 file\(s\), e\.g\. _search\/de\/[^/]+\/c\/1002\.bin$/),
    ]);
  });

  it('reports a listed reference whose detail page is missing', async () => {
    await rm(join(dist, 'en/references/bridge-fulda'), { recursive: true });
    const { problems } = await check();
    expect(problems).toContain('reference en/1002: detail page /en/references/bridge-fulda/ missing');
    // The list page links it, so the link is reported too.
    expect(problems).toContain(
      'broken link: /en/references/bridge-fulda/ (1 time(s), e.g. in en/index.html)',
    );
  });

  it('reports a reference the build had but the site does not list', async () => {
    await put(agentDataPath('de'), JSON.stringify({ lang: 'de', refs: [REFS.de[0]] }));
    expect((await check()).problems).toEqual(['reference de/1002: not in /agents/de/data.json']);
  });

  it('reports each broken internal link once, with how often and where', async () => {
    const body =
      '<a href="/de/nowhere/">a</a><img src="../../../_media/missing.jpg" alt=""><a href="/de/">ok</a>';
    await put('de/referenzen/grundschule-kassel/index.html', page(body));
    await put('de/referenzen/bruecke-fulda/index.html', page(body));
    expect((await check()).problems).toEqual([
      'broken link: /_media/missing.jpg (2 time(s), e.g. in de/referenzen/bruecke-fulda/index.html)',
      'broken link: /de/nowhere/ (2 time(s), e.g. in de/referenzen/bruecke-fulda/index.html)',
    ]);
  });

  it('takes a snippet shown as text on a page (an escaped tag) for text, not for a link', async () => {
    const snippet = '&lt;script type="module" src=&quot;/embed/v9.js&quot;&gt;&lt;/script&gt;';
    await put('de/einbinden/index.html', page(`<pre><code>${snippet}</code></pre><a href="/de/">ok</a>`));
    expect((await check()).problems).toEqual([]);
  });

  it('reports a search index that does not open: corrupt doc table, missing card, unparsable manifest', async () => {
    const base = await indexBase('de');
    await put(`${base}${DOCS_PATH}`, gzipSync(Buffer.from([0x85])));
    await rm(join(dist, `${await indexBase('en')}${cardPath(1002)}`));
    let problems = (await check()).problems;
    expect(problems).toContain('search index de: index file ends inside a number');
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^search index en: .*ENOENT.*c\/1002\.bin/)]),
    );
    await put(manifestUrl('de'), '{"version":');
    problems = (await check()).problems;
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^search index de: .*JSON/)]));
  });

  it('fails without the build record, with one not in its shape, or with one that lists no references', async () => {
    await rm(record);
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        /^record: cannot read the build's record of stored references .*stored\.json: .*ENOENT/,
      ),
    ]);
    await writeFile(record, '{"de":[1001],"en":"1002"}');
    expect((await check()).problems).toEqual([
      expect.stringMatching(
        /^record: cannot .*stored\.json: .*stored\.json: "en" is not a list of reference IDs$/,
      ),
    ]);
    await writeStoredManifest(record, { de: [], en: [] });
    expect((await check()).problems).toEqual([`record: the build's record ${record} lists no references`]);
  });

  it('reports a stored reference the site lacks entirely', async () => {
    await writeStoredManifest(record, { de: [1001, 1002, 1003], en: [1001, 1002] });
    expect((await check()).problems).toEqual([
      'reference de/1003: not in /agents/de/data.json',
      'reference de/1003: not in the search index',
    ]);
  });

  it('looks for the catalog key, the gateway token and any password set in the environment', () => {
    const secrets = secretsFromEnv({
      CATALOG_API_KEY: 'a',
      ASSISTANT_GATEWAY_TOKEN: 'b',
      CATALOG_EXPORT_PASSWORD: 'c',
      CATALOG_API_URL: 'https://catalog.example/api/v1',
      HOME: '/root',
      EMPTY_PASSWORD: '',
    });
    expect(secrets.map((s) => s.name).sort()).toEqual([
      'ASSISTANT_GATEWAY_TOKEN',
      'CATALOG_API_KEY',
      'CATALOG_EXPORT_PASSWORD',
    ]);
  });

  it('the command prints one line per problem and a summary, exits 1, and never prints the secret', async () => {
    const run = (env: Record<string, string>) =>
      spawnSync(
        join(ROOT, 'node_modules/.bin/node'),
        [join(ROOT, 'scripts/check-dist.ts'), dist, '--record', record],
        {
          cwd: ROOT,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', ...env },
        },
      );
    const clean = run({ CATALOG_API_KEY: KEY });
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/files, 6 pages, 4 references, 1 secret\(s\) looked for: no problems/);

    await put('de/index.html', page(`<p>${KEY}</p><a href="/de/gone/">x</a>`));
    const failed = run({ CATALOG_API_KEY: KEY });
    expect(failed.status).toBe(1);
    const lines = failed.stderr.trim().split('\n');
    expect(lines).toEqual([
      '[check:dist] secret: the value of CATALOG_API_KEY is in 1 file(s), e.g. de/index.html',
      '[check:dist] broken link: /de/gone/ (1 time(s), e.g. in de/index.html)',
    ]);
    expect(`${failed.stdout}${failed.stderr}`).not.toContain(KEY);
    expect(failed.stdout).toMatch(/2 problem\(s\)/);
  });
});
