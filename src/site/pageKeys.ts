/**
 * The cacheKey of every page that getStaticPaths returns (astro.config `experimental.incrementalBuild`):
 * Astro keeps a page's previous output when its key and its module graph are unchanged. A key is
 * the digest of two things, and a page renders from those two only:
 * - its props: the page's view (pageViews.ts), everything the page shows of the catalog;
 * - what every page shows (shared.ts): settings, company, the trees' names and URLs, the map frame…
 * The code a page runs is Astro's part of the check (the page's module graph hash).
 */

import { once } from '../lib/remember.ts';
import { digestOf } from './incremental/digest.ts';
import { getShared } from './shared.ts';

/** The shared object's digest, computed once per build. */
const siteKey = once(async () => digestOf(await getShared()));

/** A page's cacheKey: the shared object's digest and the props getStaticPaths hands the page. */
async function pageKey(props: object): Promise<string> {
  return digestOf(await siteKey(), props);
}

/** A route's paths with their keys: each path's props are what its page renders. */
export function keyed<R extends { props: object }>(paths: R[]): Promise<(R & { cacheKey: string })[]> {
  return Promise.all(paths.map(async (path) => ({ ...path, cacheKey: await pageKey(path.props) })));
}
