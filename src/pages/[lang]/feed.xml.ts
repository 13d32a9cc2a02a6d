/** The Atom feed of each language's newest references (src/site/feeds/feeds.ts), /de/feed.xml and /en/feed.xml. */
import type { APIRoute } from 'astro';
import { atomResponse } from '../../site/feeds/atomFeed.ts';
import type { FeedView } from '../../site/feeds/feeds.ts';
import { languageFeedPaths } from '../../site/staticPaths.ts';

export const getStaticPaths = languageFeedPaths;
export const GET: APIRoute<FeedView> = ({ props, site, url }) => atomResponse(props, site ?? url);
