/**
 * No broken internal link in dist/.
 * - Between pages: linkinator serves dist/ itself and crawls from the root, fragments included;
 *   every page but the 404s must be reached that way (or be a form's target).
 * - Every URL any page references (href, src, srcset, og:image …), including the site's own
 *   absolute URLs (canonical, hreflang) and the /_astro/ assets (thousands of image variants), is
 *   checked on disk, which is equivalent for a static host and keeps this fast. Only foreign hosts
 *   are not checked: a URL on 127.0.0.1 or localhost (say, the build-time simulator's media) is
 *   unreachable for every visitor and is reported.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { DIST, distPages, fileOfUrlPath, siteOrigin, tags } from './support/dist.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const ASSET = /^\/_astro\//;
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/;

test('no broken link between the pages of dist/', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const local = `http://127.0.0.1:${port}`;
  // One entry: linkinator checks every URL once, so a second entry (say, a 404 page) would make
  // the pages it links to "checked, not crawled". The 404 pages' links are checked on disk below.
  const notFoundPages = distPages().filter((p) => /\/404(\/|\.html)$/.test(p.path));
  const result = await new LinkChecker().check({
    path: '.',
    serverRoot: DIST,
    port,
    recurse: true,
    concurrency: 8,
    timeout: 30_000,
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
    checkFragments: true,
    // Other hosts, the site's absolute URLs and assets are checked on disk in the next test.
    linksToSkip: async (link) => {
      const url = new URL(link);
      return url.origin !== local || ASSET.test(url.pathname);
    },
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  // Every page but the 404s must have been reached by following links from /.
  const reached = new Set(
    result.links
      .filter((link) => link.state === LinkState.OK)
      .map((link) => new URL(link.url, `${local}/`).pathname),
  );
  const formTargets = distPages().flatMap((p) =>
    tags(p.html, 'form').map((form) => new URL(form.action ?? '', `${local}${p.path}`).pathname),
  );
  const entryPaths = new Set(['/', ...notFoundPages.map((p) => p.path), ...formTargets]);
  const unreached = distPages()
    .map((p) => p.path)
    .filter((path) => !entryPaths.has(path) && !reached.has(path));
  expect(unreached, 'pages no link leads to').toEqual([]);
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => {
      const why = link.failureDetails
        ?.map((d) =>
          d instanceof Error
            ? `${d.message} ${(d.cause as { code?: string } | undefined)?.code ?? ''}`
            : `HTTP ${d.status}`,
        )
        .join('; ')
        .slice(0, 120);
      return `${link.status ?? '-'} ${link.url.replace(local, '')} (on ${link.parent?.replace(local, '')})${why ? `: ${why}` : ''}`;
    });
  expect(broken.slice(0, 50), `${broken.length} broken of ${checked.length} checked links`).toEqual([]);
});

/** Every URL a page makes the browser fetch or offers as a link, from the attributes that carry one. */
function referencedUrls(html: string): string[] {
  const urls: string[] = [];
  const add = (value: string | undefined) => {
    if (value) urls.push(value.trim());
  };
  for (const tag of ['a', 'link', 'img', 'source', 'script', 'video', 'audio', 'iframe']) {
    for (const attrs of tags(html, tag)) {
      add(attrs.href);
      add(attrs.src);
      add(attrs.poster);
      for (const set of [attrs.srcset, attrs.imagesrcset]) {
        for (const candidate of set?.split(',') ?? []) add(candidate.trim().split(/\s+/)[0]);
      }
    }
  }
  for (const meta of tags(html, 'meta')) {
    if (
      /^(og:(url|image|image:url|image:secure_url)|twitter:image)$/.test(meta.property ?? meta.name ?? '')
    ) {
      add(meta.content);
    }
  }
  return urls;
}

test('every asset and page URL a page references exists in dist/', () => {
  const site = siteOrigin();
  const missing = new Map<string, string>();
  const pages = distPages();
  let count = 0;
  for (const page of pages) {
    for (const raw of referencedUrls(page.html)) {
      let url: URL;
      try {
        url = new URL(raw, `${site}${page.path}`);
      } catch {
        missing.set(raw, page.path);
        continue;
      }
      if (LOOPBACK.test(url.href)) {
        // A build-time server (e.g. the simulator's media URLs): unreachable for every visitor.
        if (!missing.has(url.href)) missing.set(url.href, page.path);
        continue;
      }
      if (url.origin !== site) continue;
      count++;
      const file = fileOfUrlPath(url.pathname);
      const ok = existsSync(file) || existsSync(`${file}/index.html`);
      if (!ok && !missing.has(url.pathname)) missing.set(url.pathname, page.path);
    }
  }
  expect(count, 'same-site URLs referenced').toBeGreaterThan(pages.length);
  const report = [...missing].map(([url, on]) => `${url} (on ${on})`);
  expect(report.slice(0, 50), `${report.length} missing`).toEqual([]);
});
