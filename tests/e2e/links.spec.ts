/**
 * No broken internal link in dist/.
 * - Crawl: from / over the served site (the preview server, as a static host serves it), every
 *   page, file and fragment a page links to or loads is requested once (built /_astro/ assets are
 *   left to the disk check); the site's own absolute
 *   URLs (canonical, hreflang, og:url) are mapped to the local server and checked too. Every page
 *   but the 404s must be reached this way (or be a form's target). An own crawler rather than
 *   linkinator: linkinator needs minutes for the ~75,000 link occurrences of the default build on
 *   a shared 2-core machine; this takes seconds.
 * - Disk: every URL of every page (the 404 pages and anything not linked included) must exist.
 * Only foreign hosts are left alone: a URL on 127.0.0.1 or localhost outside the site (say, the
 * build-time simulator's media) is unreachable for every visitor and counts as broken.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createLimiter } from '../../src/lib/limiter.ts';
import { distPages, fileOfUrlPath, fragmentTargets, siteOrigin, tags } from './support/dist.ts';

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/;
const CONCURRENCY = 8;

type Fetched = { status: number; ids?: Set<string> };

test('crawling the served site from / finds no broken link or fragment', async ({ baseURL }) => {
  const local = new URL(baseURL as string).origin;
  const site = siteOrigin();
  const fetched = new Map<string, Fetched>();
  const firstSeenOn = new Map<string, string>();
  const fragments: { url: string; id: string; on: string }[] = [];
  const broken: string[] = [];
  const limiter = createLimiter(CONCURRENCY);
  const visits: Promise<void>[] = [];
  const enqueue = (url: string, on: string): void => {
    firstSeenOn.set(url, on);
    visits.push(limiter.run(() => visit(url)));
  };

  const visit = async (url: string): Promise<void> => {
    const path = new URL(url).pathname;
    const isPage = path.endsWith('/') || path.endsWith('.html');
    let result: Fetched;
    let body: string | undefined;
    try {
      const response = await fetch(url, { method: isPage ? 'GET' : 'HEAD', redirect: 'follow' });
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      body = html && isPage ? await response.text() : undefined;
      if (body === undefined) await response.body?.cancel();
      result = { status: response.status, ...(body === undefined ? {} : { ids: fragmentTargets(body) }) };
    } catch (error) {
      result = { status: 0 };
      broken.push(`${path}: ${String(error)} (on ${firstSeenOn.get(url)})`);
    }
    fetched.set(url, result);
    if (result.status >= 400) broken.push(`${result.status} ${path} (on ${firstSeenOn.get(url)})`);
    if (body === undefined) return;
    const refresh = tags(body, 'meta').find((m) => m['http-equiv']?.toLowerCase() === 'refresh');
    const refreshUrl = /url=(.+)$/i.exec(refresh?.content ?? '')?.[1];
    for (const raw of [...referencedUrls(body), ...(refreshUrl ? [refreshUrl] : [])]) {
      let target: URL;
      try {
        target = new URL(raw.replace(new RegExp(`^${site}(?=/|$)`), local), url);
      } catch {
        broken.push(`unparsable URL "${raw}" (on ${path})`);
        continue;
      }
      if (target.origin !== local) {
        if (LOOPBACK.test(target.href)) broken.push(`${target.href}: a build-time server (on ${path})`);
        continue;
      }
      // Built assets (thousands of image variants) are checked on disk by the next test.
      if (target.pathname.startsWith('/_astro/')) continue;
      const id = decodeURIComponent(target.hash.slice(1));
      target.hash = '';
      if (id) fragments.push({ url: target.href, id, on: path });
      if (!firstSeenOn.has(target.href)) enqueue(target.href, path);
    }
  };

  enqueue(`${local}/`, '(start)');
  // Visits add further visits while these are awaited: the loop sees them too.
  for (let i = 0; i < visits.length; i++) await visits[i];

  for (const { url, id, on } of fragments) {
    const ids = fetched.get(url)?.ids;
    if (ids === undefined) continue; // not a page: nothing to point into
    if (!ids.has(id)) {
      broken.push(`#${id} not found in ${new URL(url).pathname} (on ${on})`);
    }
  }

  const reached = new Set([...fetched].filter(([, f]) => f.status < 400).map(([u]) => new URL(u).pathname));
  const formTargets = distPages().flatMap((p) =>
    tags(p.html, 'form').map((form) => new URL(form.action ?? '', `${local}${p.path}`).pathname),
  );
  const unreached = distPages()
    .map((p) => p.path)
    .filter((path) => !/\/404(\/|\.html)$/.test(path) && !formTargets.includes(path) && !reached.has(path));
  expect(unreached, 'pages no link leads to').toEqual([]);
  expect(fetched.size, 'URLs requested').toBeGreaterThan(distPages().length);
  const unique = [...new Set(broken)];
  expect(unique.slice(0, 50), `${unique.length} broken of ${fetched.size} URLs`).toEqual([]);
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
