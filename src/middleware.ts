/**
 * Every page a build renders is rendered inside a recording of its facts (src/site/incremental/pageFacts.ts):
 * the sitemap and the media mirror read them after the build, for rendered and restored pages alike.
 * Each rendered page is also counted for the build's progress lines (src/loaders/buildEvents.ts); the
 * pages Astro restores from its incremental cache never reach the middleware.
 */
import { defineMiddleware } from 'astro:middleware';
import { publish } from './loaders/buildEvents.ts';
import { recordWhileRendering } from './site/incremental/pageFacts.ts';
import { siteConfig } from './site.config.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  // MODE, not PROD: PROD follows NODE_ENV, which a test runner sets to "test" for the builds it starts.
  if (import.meta.env.MODE === 'development' || !context.isPrerendered) return next();
  const options = {
    cacheDir: siteConfig().cacheDir,
    pathname: context.url.pathname,
    mirrorMedia: siteConfig().media.mirrorLoopback,
  };
  const response = await recordWhileRendering(options, next);
  publish({ kind: 'page' });
  return response;
});
