/**
 * The Atom feeds of new references: per language the newest FEED_SIZE references by the catalog's
 * `datecreated`, newest first, and the same per top-level branch (its sub-branches' references
 * included). A feed's view is everything it shows of the catalog, so a branch feed's cacheKey
 * (pageKeys.ts) follows its entries; atomFeed.ts renders a view.
 */
import { branchFeedPath, feedPath, type Lang, referenceListPath } from '../../i18n/routes.ts';
import type { BranchView, RefView, SiteData } from '../data/siteData.ts';
import { isoDate } from '../head/jsonLd.ts';

/** Entries per feed: enough for a newsletter or a social-media tool that polls once a day. */
export const FEED_SIZE = 50;

export type FeedView = {
  lang: Lang;
  /** The feed's own path (Atom's self link and id). */
  path: string;
  /** The page the feed stands for (Atom's alternate link). */
  page: string;
  /** The top-level branch a branch feed follows; absent for the language's feed. */
  branch?: string;
  entries: RefView[];
};

/**
 * A catalog timestamp as a date. The spec leaves the format open: an ISO date or date-time is
 * read, one without a zone as UTC (the simulator writes none), so every machine builds the same
 * feed; anything else is no date.
 */
export function catalogTime(value: string | undefined): Date | undefined {
  const iso = isoDate(value);
  if (!iso) return undefined;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso)
    ? iso
    : iso.length === 10
      ? `${iso}T00:00:00Z`
      : `${iso}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The newest `FEED_SIZE` of `refs` by creation, newest first (ties: the higher ID first). A
 * reference without a readable `datecreated` cannot say when it was new, and is left out.
 */
export function newestReferences(refs: readonly RefView[]): RefView[] {
  return refs
    .flatMap((ref) => {
      const created = catalogTime(ref.item.datecreated);
      return created ? [{ ref, time: created.getTime() }] : [];
    })
    .sort((a, b) => b.time - a.time || b.ref.id - a.ref.id)
    .slice(0, FEED_SIZE)
    .map(({ ref }) => ref);
}

export function languageFeed(data: SiteData, lang: Lang): FeedView {
  return {
    lang,
    path: feedPath(lang),
    page: referenceListPath(lang),
    entries: newestReferences(data.langs[lang].refs),
  };
}

/** A top-level branch's feed (its members include every sub-branch's references). */
export function branchFeed(lang: Lang, branch: BranchView): FeedView {
  return {
    lang,
    path: branchFeedPath(lang, branch.slug),
    page: branch.path,
    branch: branch.branchname,
    entries: newestReferences(branch.members),
  };
}
