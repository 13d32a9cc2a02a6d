import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostBuild } from '../../../src/integrations/postBuild.ts';
import { type HeadFacts, recordHead, recordWhileRendering } from '../../../src/site/incremental/pageFacts.ts';
import { mirrorName, publicMediaUrl } from '../../../src/site/media/mediaMirror.ts';

const logger = { info: vi.fn(), warn: vi.fn() };
type Hook = (options: unknown) => Promise<void> | void;
const hook = (integration: AstroIntegration, name: string) =>
  (integration.hooks as Record<string, Hook>)[name] as Hook;

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'post-build-'));
  logger.warn.mockClear();
});
// The large-catalog case leaves ~24,000 files: deleting them beside builds and browsers takes a
// while on a loaded machine (vitest.config.ts gives hooks as long as tests).
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/**
 * One build into `root`: each of `rendered` renders (its callback records as a page does), each of
 * `restored` is output Astro restored from its incremental cache (not rendered this time).
 */
async function build(
  options: { mirrorMedia: boolean },
  root: string,
  rendered: Record<string, () => void>,
  restored: string[] = [],
) {
  const cacheDir = join(work, 'cache');
  const postBuild = createPostBuild({ langs: ['de', 'en'], cacheDir, ...options });
  await hook(postBuild.integration, 'astro:build:start')({ logger });
  const html = { headers: { 'content-type': 'text/html' } };
  for (const [pathname, render] of Object.entries(rendered)) {
    await recordWhileRendering({ cacheDir, pathname, mirrorMedia: options.mirrorMedia }, async () => {
      render();
      return new Response('<p>page</p>', html);
    });
  }
  await mkdir(root, { recursive: true });
  const assets = new Map(
    [...Object.keys(rendered), ...restored].map((pathname) => [
      pathname,
      [pathToFileURL(join(root, pathname, 'index.html'))],
    ]),
  );
  await hook(postBuild.integration, 'astro:build:done')({ dir: pathToFileURL(`${root}/`), assets, logger });
  return postBuild;
}

describe('sitemap entries', () => {
  const de = 'https://ex.com/de/referenzen/bruecke/';

  // The hreflang alternates are the pages' own <head> links (tests/e2e/completeness.spec.ts).
  it('list each indexable page and drop the rest', async () => {
    const head = (facts: HeadFacts) => () => recordHead(facts);
    const { filter } = await build({ mirrorMedia: false }, join(work, 'dist'), {
      '/de/referenzen/bruecke/': head({ noindex: false }),
      '/de/suche/': head({ noindex: true }),
      '/': () => {},
    });
    expect(filter(de)).toBe(true);
    expect(filter('https://ex.com/de/suche/')).toBe(false);
    // Rendered without the layout (the root redirect, internal card pages): never indexable.
    expect(filter('https://ex.com/')).toBe(false);
  });

  it('come from the current build only', async () => {
    await build({ mirrorMedia: false }, join(work, 'a'), {
      '/de/referenzen/bruecke/': () => recordHead({ noindex: false }),
    });
    const { filter } = await build({ mirrorMedia: false }, join(work, 'b'), {});
    expect(filter(de)).toBe(false);
  });

  it('list every page of a large catalog: more outputs than a process may open files at once', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 24_000 }, (_, i) => [
        `/de/referenzen/r${i}/`,
        () => recordHead({ noindex: false }),
      ]),
    );
    const { filter } = await build({ mirrorMedia: false }, join(work, 'dist'), pages);
    const listed = Object.keys(pages).filter((path) => filter(`https://ex.com${path}`));
    expect(listed).toHaveLength(24_000);
    // ~15 s alone; npm test runs it beside builds and browsers, which slowed it to 384 s once
    // (load average 15 on 2 cores): hence vitest.config.ts's limit.
  });

  it('keep the facts of a page the incremental build restored instead of rendering', async () => {
    await build({ mirrorMedia: false }, join(work, 'a'), {
      '/de/referenzen/bruecke/': () => recordHead({ noindex: false }),
    });
    const { filter } = await build({ mirrorMedia: false }, join(work, 'b'), {}, ['de/referenzen/bruecke']);
    expect(filter(de)).toBe(true);
  });
});

describe('loopback media', () => {
  let server: Server;
  let requests: number;
  let base: string;
  beforeEach(async () => {
    requests = 0;
    server = createServer((request, response) => {
      requests++;
      if (request.url === '/media/1/Plan.pdf') response.end('%PDF plan');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('are copied into dist/_media/ exactly as the pages link them, downloaded once', async () => {
    const url = `${base}/media/1/Plan.pdf`;
    let linked = '';
    const first = join(work, 'first');
    await build({ mirrorMedia: true }, first, {
      '/de/a/': () => {
        linked = publicMediaUrl(url);
      },
    });
    expect(linked).toBe(`/_media/${mirrorName(url)}`);
    expect(await readFile(join(first, linked), 'utf8')).toBe('%PDF plan');

    const second = join(work, 'second');
    // The page is restored, not rendered: what it linked is copied all the same.
    await build({ mirrorMedia: true }, second, {}, ['de/a']);
    expect(await readFile(join(second, linked), 'utf8')).toBe('%PDF plan');
    expect(requests).toBe(1);
  });

  it('that cannot be fetched are reported, not copied', async () => {
    const url = `${base}/media/2/missing.jpg`;
    const root = join(work, 'dist');
    await build({ mirrorMedia: true }, root, { '/de/a/': () => publicMediaUrl(url) });
    expect(existsSync(join(root, '_media', mirrorName(url)))).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`media ${url} not mirrored: HTTP 404`));
  });

  it('are neither linked as copies nor copied when mirroring is off', async () => {
    const url = `${base}/media/1/Plan.pdf`;
    let linked = '';
    const root = join(work, 'dist');
    await build({ mirrorMedia: false }, root, {
      '/de/a/': () => {
        linked = publicMediaUrl(url);
      },
    });
    expect(linked).toBe(url);
    expect(existsSync(join(root, '_media'))).toBe(false);
    expect(requests).toBe(0);
  });
});

it('copies each language 404 page to <lang>/404.html for static hosts', async () => {
  const root = join(work, 'dist');
  await mkdir(join(root, 'de', '404'), { recursive: true });
  await writeFile(join(root, 'de', '404', 'index.html'), '<h1>Nicht gefunden</h1>');
  await build({ mirrorMedia: false }, root, {});
  expect(await readFile(join(root, 'de', '404.html'), 'utf8')).toBe('<h1>Nicht gefunden</h1>');
  expect(logger.warn).toHaveBeenCalledWith('no /en/404/ page to copy to /en/404.html');
});
