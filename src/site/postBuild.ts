/**
 * Post-build steps of the site, as an Astro integration plus the sitemap's serialize function.
 * Both work from what the pages recorded while rendering (buildRegistry.ts), not from dist/:
 * - the sitemap lists the pages that declared themselves indexable, each with the hreflang
 *   alternates of its <head> (paired by catalog ID: the seolabels differ per language, path
 *   pairing cannot do it);
 * - the loopback media the pages link as /_media/ copies are downloaded (once, into cacheDir)
 *   and copied into dist/_media/ (mediaMirror.ts), so a site built from the embedded simulator
 *   has no unreachable links;
 * - /de/404/ and /en/404/ are copied to /de/404.html and /en/404.html, where static hosts that
 *   support nested 404 pages look for them.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createLimiter } from '../lib/limiter.ts';
import { type BuildRegistry, closeBuildRegistry, openBuildRegistry } from './buildRegistry.ts';
import { MIRROR_DIR, mirrorName } from './mediaMirror.ts';

type SitemapItem = { url: string; links?: { lang: string; url: string }[] } & Record<string, unknown>;

type MirrorOptions = { root: string; cacheDir: string; logger: AstroIntegrationLogger };

/** Downloads (once, into cacheDir) and copies the recorded loopback media into dist/_media/. */
async function mirrorMedia(urls: ReadonlySet<string>, { root, cacheDir, logger }: MirrorOptions) {
  if (urls.size === 0) return;
  const cache = join(cacheDir, 'site-media');
  await Promise.all([mkdir(cache, { recursive: true }), mkdir(join(root, MIRROR_DIR), { recursive: true })]);
  const limiter = createLimiter(6);
  let mirrored = 0;
  let downloaded = 0;
  await Promise.all(
    [...urls].map((url) =>
      limiter.run(async () => {
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
          mirrored++;
        } catch (error) {
          // The pages already link /_media/<name>: the link checker reports the missing file.
          logger.warn(`media ${url} not mirrored: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  );
  logger.info(`${mirrored} loopback media files mirrored to /${MIRROR_DIR}/ (${downloaded} downloaded)`);
}

export function createPostBuild(options: {
  langs: readonly string[];
  cacheDir: string;
  /** siteConfig().media.mirrorLoopback: off, pages link loopback media as delivered. */
  mirrorMedia: boolean;
}) {
  let registry: BuildRegistry | undefined;

  const integration: AstroIntegration = {
    name: 'site-post-build',
    hooks: {
      'astro:build:start': () => {
        registry = openBuildRegistry({ mirrorMedia: options.mirrorMedia });
      },
      'astro:build:generated': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = registry?.pages ?? new Map();
        await mirrorMedia(registry?.media ?? new Set(), {
          root,
          cacheDir: resolve(options.cacheDir),
          logger,
        });
        for (const lang of options.langs) {
          await copyFile(join(root, lang, '404', 'index.html'), join(root, lang, '404.html')).catch(() => {
            logger.warn(`no /${lang}/404/ page to copy to /${lang}/404.html`);
          });
        }
        const indexable = [...pages.values()].filter((page) => !page.noindex).length;
        logger.info(`${pages.size} pages recorded, ${indexable} indexable`);
      },
      // serialize keeps its own reference; the slot closes so nothing renders into a finished build.
      'astro:build:done': () => closeBuildRegistry(),
    },
  };

  /**
   * Sitemap entries: only pages that recorded themselves indexable, with their hreflang
   * alternates. BaseLayout records every page it renders; the pages without it (the root's
   * language redirect, the internal search card pages) are noindex.
   */
  function serialize(item: SitemapItem): SitemapItem | undefined {
    const page = registry?.pages.get(item.url);
    if (!page || page.noindex) return undefined;
    if (page.alternates.length === 0) return item;
    return { ...item, links: page.alternates.map((link) => ({ lang: link.hreflang, url: link.href })) };
  }

  return { integration, serialize };
}
