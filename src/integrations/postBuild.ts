/**
 * Post-build steps of the site, as an Astro integration plus the sitemap's filter.
 * Both work from what the pages recorded while rendering (src/site/incremental/pageFacts.ts: kept
 * per page, so pages Astro restored from its incremental cache count too), never from HTML read
 * back from dist/:
 * - the sitemap lists the pages that declared themselves indexable. Their hreflang alternates are
 *   in each page's <head> only: search engines take them from either place, and repeating them
 *   in the sitemap was ~80 % of its bytes (~7 MiB at 10,000 references);
 * - the loopback media the pages link as /_media/ copies are downloaded (once, into cacheDir)
 *   and copied into dist/_media/ (src/site/media/mediaMirror.ts), so a site built from the embedded simulator
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
import { outputFiles } from '../lib/outputTree.ts';
import { factsOf, type PageFacts, readPageFacts } from '../site/incremental/pageFacts.ts';
import { MIRROR_DIR, mirrorName } from '../site/media/mediaMirror.ts';

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
  let facts: Map<string, PageFacts> = new Map();

  const integration: AstroIntegration = {
    name: 'site-post-build',
    hooks: {
      'astro:build:start': () => {
        facts = new Map();
      },
      // Runs before the sitemap's own build:done (integrations run in order), which filters by these facts.
      'astro:build:done': async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const cacheDir = resolve(options.cacheDir);
        facts = await readPageFacts(cacheDir, outputPaths(dir, assets));
        const media = new Set([...facts.values()].flatMap((page) => page.media));
        await mirrorMedia(media, { root, cacheDir, logger });
        for (const lang of options.langs) {
          await copyFile(join(root, lang, '404', 'index.html'), join(root, lang, '404.html')).catch(() => {
            logger.warn(`no /${lang}/404/ page to copy to /${lang}/404.html`);
          });
        }
        const indexable = [...facts.values()].filter((page) => !page.noindex).length;
        logger.info(`${facts.size} outputs recorded, ${indexable} indexable pages`);
      },
    },
  };

  /**
   * Sitemap entries: only pages that recorded themselves indexable. BaseLayout records every page
   * it renders; the pages without it (the root's language redirect) are noindex. A filter, not a
   * `serialize`: the sitemap sorts and builds an entry for every URL it is left with, and most
   * outputs (assistants' files, search cards) are not pages.
   */
  function filter(url: string): boolean {
    const page = factsOf(facts, url);
    return page !== undefined && !page.noindex;
  }

  return { integration, filter };
}

/** Every output file of the build as the path it is served at (`de/a/index.html` → `de/a`). */
function outputPaths(dir: URL, assets: Map<string, URL[]>): string[] {
  return outputFiles(dir, assets).map((file) => file.replace(/(^|\/)index\.html$/, ''));
}
