/**
 * dist/ served by nginx with exactly the lines .github/DEPLOYMENT.md gives ("nginx": its two
 * ```nginx blocks, each named by its first comment line), only `listen` and `root` pointed at a
 * loopback port and this dist/. Then crawled: every page and every file it links answers 200
 * with its type, every file kind the build published has the documented type, a missing page
 * answers the site's 404 page of its language, content-named files are cached for good and the
 * rest revalidated, text is compressed and gzip data is not marked as transfer-encoded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/previewServer.ts';
import { findNginx } from '../../scripts/lib/systemPackages.ts';
import { DIST, distFiles, htmlFiles } from './support/dist.ts';

const DOC = join(import.meta.dirname, '../../.github/DEPLOYMENT.md');
const nginx = findNginx();

/** The type each file kind must have; a kind the build publishes and this list lacks fails. */
const TYPES: Record<string, RegExp> = {
  '.html': /^text\/html; charset=utf-8$/,
  '.md': /^text\/markdown; charset=utf-8$/,
  '.css': /^text\/css; charset=utf-8$/,
  '.js': /^(application|text)\/javascript; charset=utf-8$/,
  '.json': /^application\/json; charset=utf-8$/,
  '.xml': /^text\/xml; charset=utf-8$/,
  '.txt': /^text\/plain; charset=utf-8$/,
  '.svg': /^image\/svg\+xml; charset=utf-8$/,
  '.jpg': /^image\/jpeg$/,
  '.webp': /^image\/webp$/,
  '.avif': /^image\/avif$/,
  '.pdf': /^application\/pdf$/,
  '.mp3': /^audio\/mpeg$/,
  // gzip data the site's scripts unpack: bytes, never a Content-Encoding.
  '.bin': /^application\/octet-stream$/,
  '.gz': /^application\/octet-stream$/,
};
/** Published for Netlify and Cloudflare Pages only. */
const HOST_FILES = new Set(['/_headers']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The documented files: each ```nginx block of the "### nginx" section, by its first comment line. */
function documentedFiles(): Map<string, string> {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.slice(
    doc.indexOf('\n### nginx\n'),
    doc.indexOf('\n### ', doc.indexOf('\n### nginx\n') + 1),
  );
  const files = new Map<string, string>();
  for (const [, body = ''] of section.matchAll(/```nginx\n([\s\S]*?)```/g)) {
    const path = /^# (\/etc\/nginx\/\S+)\n/.exec(body)?.[1];
    if (path) files.set(path.slice('/etc/nginx/'.length), body);
  }
  return files;
}

const urlOf = (file: string) => {
  const path = `/${relative(DIST, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
};

test.describe('dist/ on nginx as documented', () => {
  test.skip(
    !nginx,
    'nginx not found: `npm test` installs the Debian package nginx (as root), else `apt-get install nginx`',
  );

  let origin = '';
  let server: ChildProcess | undefined;
  let prefix = '';
  let log = '';

  test.beforeAll(async () => {
    const files = documentedFiles();
    expect([...files.keys()].sort()).toEqual([
      'sites-enabled/references.conf',
      'snippets/references-headers.conf',
    ]);
    prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
    const port = await freePort();
    for (const [path, body] of files) {
      let text = body;
      if (path.startsWith('sites-enabled/')) {
        // The two lines a deployment sets itself; everything else exactly as documented.
        expect(text).toMatch(/^\s+listen 80;$/m);
        expect(text).toMatch(/^\s+root \/var\/www\/references;$/m);
        text = text
          .replace(/^(\s+)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
          .replace(/^(\s+)root \/var\/www\/references;$/m, `$1root ${DIST.replace(/\/$/, '')};`);
      }
      mkdirSync(dirname(join(prefix, path)), { recursive: true });
      writeFileSync(join(prefix, path), text);
    }
    // Debian's stock mime.types, which the documented server block includes.
    writeFileSync(join(prefix, 'mime.types'), readFileSync('/etc/nginx/mime.types'));
    // Debian's nginx.conf reduced to what a test process needs (its own pid, logs and temp files).
    log = join(prefix, 'error.log');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${prefix}/nginx.pid;`,
        `error_log ${log} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        '  sendfile on;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
        ),
        '  include sites-enabled/references.conf;',
        '}',
      ].join('\n'),
    );
    // -e: the log before the configuration is read (else Debian's /var/log/nginx, root's only).
    server = spawn(nginx as string, ['-p', prefix, '-e', log, '-c', join(prefix, 'nginx.conf')], {
      stdio: 'ignore',
    });
    origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    while (
      !(await fetch(`${origin}/de/`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start: ${readFileSync(log, 'utf8').slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  const head = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });

  test('every page and every file it links answers 200 with its type', async () => {
    const pages = htmlFiles().map(urlOf);
    const linked = new Set<string>();
    const problems: string[] = [];
    const queue = [...pages];
    const seen = new Set<string>();
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await head(path);
        const type = response.headers.get('content-type') ?? '';
        const kind = path.endsWith('/') ? '.html' : extname(path);
        if (response.status !== 200) problems.push(`${path}: ${response.status}`);
        else if (!TYPES[kind]?.test(type)) problems.push(`${path}: ${type}`);
        const body = await response.text();
        if (kind !== '.html') continue;
        for (const [, url = ''] of body.matchAll(/(?:href|src)="(\/[^"#?]*)/g))
          if (!url.startsWith('//') && !seen.has(url)) {
            linked.add(url);
            queue.push(url);
          }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(problems).toEqual([]);
    // The crawl reached the assistants' Markdown pages and the built assets.
    expect([...linked].filter((url) => /^\/de\/referenzen\/[^/]+\.md$/.test(url)).length).toBeGreaterThan(10);
    expect([...linked].some((url) => url.startsWith('/_astro/'))).toBe(true);
  });

  test('every file kind the build published has its documented type', async () => {
    const byKind = new Map<string, string>();
    for (const file of distFiles()) {
      const url = urlOf(file);
      if (!HOST_FILES.has(url) && !byKind.has(extname(file))) byKind.set(extname(file), url);
    }
    expect([...byKind.keys()].filter((kind) => !TYPES[kind])).toEqual([]);
    for (const [kind, url] of byKind) {
      const response = await head(url, { 'accept-encoding': 'gzip' });
      await response.arrayBuffer();
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(TYPES[kind] as RegExp);
      if (kind === '.bin' || kind === '.gz') expect(response.headers.get('content-encoding'), url).toBeNull();
    }
  });

  test("a missing page answers the site's 404 page of its language, with status 404", async () => {
    for (const [path, page] of [
      ['/de/referenzen/gibt-es-nicht/', 'de/404.html'],
      ['/en/references/no-such-thing/', 'en/404.html'],
      ['/no-such-page', '404.html'],
    ] as const) {
      const response = await head(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(readFileSync(join(DIST, page), 'utf8'));
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  test('content-named files are cached for good, the rest revalidated; headers survive every location', async () => {
    const asset = urlOf(distFiles().find((file) => file.includes(`${sep}_astro${sep}`)) as string);
    const indexFile = urlOf(
      distFiles().find((file) =>
        /\/_search\/de\/[0-9a-f]+\/.+\.bin$/.test(file.split(sep).join('/')),
      ) as string,
    );
    const theme = urlOf(distFiles().find((file) => /\/theme\.[0-9a-f]+\.css$/.test(file)) as string);
    for (const path of [asset, indexFile, theme]) {
      const response = await head(path);
      expect(response.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    for (const path of ['/_search/de/manifest.json', '/embed/v1.js']) {
      const response = await head(path);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await head(indexFile)).headers.get('access-control-allow-origin')).toBe('*');
    const page = await head('/de/');
    expect(page.headers.get('cache-control')).toBeNull();
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  test('text is compressed for clients that accept it', async () => {
    const markdown = urlOf(distFiles().find((file) => file.endsWith('.md')) as string);
    for (const path of ['/de/', '/embed/v1.js', '/sitemap-0.xml', markdown]) {
      const response = await head(path, { 'accept-encoding': 'gzip' });
      await response.arrayBuffer();
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toContain('Accept-Encoding');
    }
  });

  test('the site works in a browser from nginx: home and search without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.url()}: ${response.status()}`);
    });
    await page.goto(`${origin}/de/`);
    await expect(page.locator('[data-as-of] time')).toHaveText(/\d{4}, \d{2}:\d{2}$/);
    // Results come from the search index's .bin files, unpacked by the page's own script.
    await page.goto(`${origin}/de/suche/?q=schule`);
    await expect(page.locator('main a[href^="/de/referenzen/"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
