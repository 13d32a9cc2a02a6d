/**
 * The site's one integration (astro.config.mjs lists only this). It adds the steps that run after
 * the pages, in this order, each after what it reads:
 * 1. page facts (postBuild.ts): what every page recorded while rendering; copies the loopback
 *    media and the 404 pages;
 * 2. the sitemap (@astrojs/sitemap through sitemap.ts): the pages the facts call indexable;
 * 3. the embed script (embedScript.ts): /embed/v1.js for other websites.
 * Its Vite plugin reads the data store's parts from their files when pages render (storeParts.ts).
 * The feeds, llms.txt and the Markdown pages are pages (endpoints), rendered with the others. The
 * static search index is written from the search's pages after Astro's process, by `npm run build`
 * (staticSearchIndex.ts); in `astro dev` this integration serves it from memory (devIndex.ts).
 * Astro runs integrations in the order they are listed, added ones after their adder.
 */
import type { AstroIntegration } from 'astro';
import { devIndexMiddleware } from './devIndex.ts';
import embedScript from './embedScript.ts';
import { createPostBuild } from './postBuild.ts';
import { sitemapOf } from './sitemap.ts';
import { storePartsFromFiles } from './storeParts.ts';

export type SiteOptions = Parameters<typeof createPostBuild>[0];

/** The steps in the order the site needs them (exported for the test of that order). */
export function siteSteps(options: SiteOptions): AstroIntegration[] {
  const postBuild = createPostBuild(options);
  return [postBuild.integration, sitemapOf(postBuild.filter), embedScript()];
}

export default function site(options: SiteOptions): AstroIntegration {
  return {
    name: 'reference-portfolio',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({
          integrations: siteSteps(options),
          vite: { plugins: [storePartsFromFiles(config.cacheDir)] },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(devIndexMiddleware());
      },
    },
  };
}
