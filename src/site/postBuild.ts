/**
 * Post-build steps of the site, as an Astro integration plus the sitemap's serialize function:
 * - collects every page's canonical/hreflang/noindex from its <head> (headLinks.ts), so the
 *   sitemap lists indexable pages only, each with the same alternates as the page itself
 *   (paired by catalog ID: the seolabels differ per language, path pairing cannot do it);
 * - copies media linked from a loopback host into dist/_media/ and points the pages there
 *   (mediaMirror.ts), so a site built from the embedded simulator has no unreachable links;
 * - copies /de/404/ and /en/404/ to /de/404.html and /en/404.html, where static hosts that
 *   support nested 404 pages look for them.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createLimiter } from '../lib/limiter.ts';
import { siteConfig } from '../site.config.ts';
import { type HeadInfo, readHead, urlOfFile } from './headLinks.ts';
import { loopbackUrls, MIRROR_DIR, mirrorName, rewritePage } from './mediaMirror.ts';

type SitemapItem = { url: string; links?: { lang: string; url: string }[] } & Record<string, unknown>;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const limiter = createLimiter(limit);
  await Promise.all(items.map((item) => limiter.run(() => work(item))));
}

type MirrorOptions = { root: string; cacheDir: string; site: string; logger: AstroIntegrationLogger };

/** Downloads (once, into cacheDir) and copies every loopback URL of `pages`, then rewrites those pages. */
async function mirrorMedia(pages: Map<string, string[]>, { root, cacheDir, site, logger }: MirrorOptions) {
  const urls = [...new Set([...pages.values()].flat())];
  if (urls.length === 0) return;
  const cache = join(cacheDir, 'site-media');
  await Promise.all([mkdir(cache, { recursive: true }), mkdir(join(root, MIRROR_DIR), { recursive: true })]);
  const mirrored = new Map<string, string>();
  let downloaded = 0;
  await pool(urls, 6, async (url) => {
    const name = mirrorName(url);
    const cached = join(cache, name);
    try {
      if (!existsSync(cached)) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await writeFile(cached, Buffer.from(await response.arrayBuffer()));
        downloaded++;
      }
      await copyFile(cached, join(root, MIRROR_DIR, name));
      mirrored.set(url, name);
    } catch (error) {
      logger.warn(`media ${url} not mirrored: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await pool([...pages.keys()], 8, async (file) => {
    await writeFile(file, rewritePage(await readFile(file, 'utf8'), mirrored, site));
  });
  logger.info(`${mirrored.size} loopback media files mirrored to /${MIRROR_DIR}/ (${downloaded} downloaded)`);
}

export function createPostBuild(options: { site: string; langs: readonly string[]; cacheDir: string }) {
  const heads = new Map<string, HeadInfo>();

  const integration: AstroIntegration = {
    name: 'site-post-build',
    hooks: {
      'astro:build:generated': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        const withLoopback = new Map<string, string[]>();
        await pool(files, 16, async (file) => {
          const html = await readFile(file, 'utf8');
          heads.set(urlOfFile(relative(root, file), options.site), readHead(html));
          const urls = siteConfig.media.mirrorLoopback ? loopbackUrls(html) : [];
          if (urls.length > 0) withLoopback.set(file, urls);
        });
        await mirrorMedia(withLoopback, {
          root,
          cacheDir: resolve(options.cacheDir),
          site: options.site,
          logger,
        });
        for (const lang of options.langs) {
          await copyFile(join(root, lang, '404', 'index.html'), join(root, lang, '404.html')).catch(() => {
            logger.warn(`no /${lang}/404/ page to copy to /${lang}/404.html`);
          });
        }
        const indexable = [...heads.values()].filter((head) => !head.noindex).length;
        logger.info(`${heads.size} pages read, ${indexable} indexable`);
      },
    },
  };

  /** Sitemap entries: noindex pages dropped, hreflang alternates taken from the page's head. */
  function serialize(item: SitemapItem): SitemapItem | undefined {
    const head = heads.get(item.url);
    if (!head) return item;
    if (head.noindex) return undefined;
    if (head.canonical && head.canonical !== item.url) return undefined;
    if (head.alternates.length === 0) return item;
    return { ...item, links: head.alternates.map((link) => ({ lang: link.hreflang, url: link.href })) };
  }

  return { integration, serialize };
}
