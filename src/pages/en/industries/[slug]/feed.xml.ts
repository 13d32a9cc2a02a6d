/** The Atom feed of a top-level branch's newest references (src/site/feeds/feeds.ts). */
import type { APIRoute } from 'astro';
import { atomResponse } from '../../../../site/feeds/atomFeed.ts';
import type { FeedView } from '../../../../site/feeds/feeds.ts';
import { branchFeedPaths } from '../../../../site/staticPaths.ts';

export const getStaticPaths = () => branchFeedPaths('en');
export const GET: APIRoute<FeedView> = ({ props, site, url }) => atomResponse(props, site ?? url);
