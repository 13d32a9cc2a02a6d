/**
 * Every page a build renders is rendered inside a recording of its facts (src/site/pageFacts.ts):
 * the sitemap and the media mirror read them after the build, for rendered and restored pages alike.
 */
import { defineMiddleware } from 'astro:middleware';
import { recordWhileRendering } from './site/pageFacts.ts';
import { siteConfig } from './site.config.ts';

export const onRequest = defineMiddleware((context, next) => {
  // MODE, not PROD: PROD follows NODE_ENV, which a test runner sets to "test" for the builds it starts.
  if (import.meta.env.MODE === 'development' || !context.isPrerendered) return next();
  const options = {
    cacheDir: siteConfig().cacheDir,
    pathname: context.url.pathname,
    mirrorMedia: siteConfig().media.mirrorLoopback,
  };
  return recordWhileRendering(options, next);
});
