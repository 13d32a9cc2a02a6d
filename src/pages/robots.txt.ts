import type { APIRoute } from 'astro';
import { siteConfig } from '../site.config.ts';

/**
 * Production: everything may be crawled; the sitemap (with hreflang alternates) says what exists.
 * A preview (SITE_ENV=preview): nothing may be crawled, and no sitemap is announced.
 */
export const GET: APIRoute = ({ site }) => {
  const sitemap = site ? new URL('sitemap-index.xml', site).href : '/sitemap-index.xml';
  const body = siteConfig().indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`
    : 'User-agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
