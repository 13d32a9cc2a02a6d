/**
 * Post-build steps of the site, as an Astro integration plus the sitemap's serialize function:
 * - collects every page's canonical/hreflang/noindex from its <head> (headLinks.ts), so the
 *   sitemap lists indexable pages only, each with the same alternates as the page itself
 *   (paired by catalog ID: the seolabels differ per language, path pairing cannot do it);
 * - copies /de/404/ and /en/404/ to /de/404.html and /en/404.html, where static hosts that
 *   support nested 404 pages look for them.
 */
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type HeadInfo, readHead, urlOfFile } from './headLinks.ts';

type SitemapItem = { url: string; links?: { lang: string; url: string }[] } & Record<string, unknown>;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function createPostBuild(options: { site: string; langs: readonly string[] }) {
  const heads = new Map<string, HeadInfo>();

  const integration: AstroIntegration = {
    name: 'site-post-build',
    hooks: {
      'astro:build:generated': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = await htmlFiles(root);
        await Promise.all(
          files.map(async (file) => {
            const html = await readFile(file, 'utf8');
            heads.set(urlOfFile(relative(root, file), options.site), readHead(html));
          }),
        );
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
