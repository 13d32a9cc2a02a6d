/** The Atom feed of the newest references in /en/ (src/site/feeds.ts). */
import type { APIRoute } from 'astro';
import { atomResponse } from '../../site/atomFeed.ts';
import { languageFeed } from '../../site/feeds.ts';
import { getSiteData } from '../../site/siteData.ts';

export const GET: APIRoute = async ({ site, url }) =>
  atomResponse(languageFeed(await getSiteData(), 'en'), site ?? url);
