/**
 * A feed view (feeds.ts) as an Atom document, written by the `feed` library: per entry the title,
 * the detail page's absolute URL (link and id), published (`datecreated`) and updated
 * (`dateupdated`) dates, a summary (subtitle and the description's first sentences), the card's
 * image (its processed file where the card has one) and the reference's branches as categories.
 * Nothing time-dependent: the feed's `updated` is its newest entry's, so an unchanged catalog
 * builds the same bytes.
 */
import { Feed } from 'feed';
import { absoluteUrl, homePath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { siteConfig } from '../../site.config.ts';
import type { RefView } from '../data/siteData.ts';
import { plainText } from '../head/jsonLd.ts';
import { pictureData } from '../media/images.ts';
import { companyName, getShared } from '../shared.ts';
import { cardImageSource } from '../views/cardRows.ts';
import { detailOf } from '../views/details.ts';
import { catalogTime, type FeedView } from './feeds.ts';

/** The summary's share of the description: about two sentences, what a post or a teaser shows. */
const SUMMARY_LENGTH = 300;

/** Atom's title and summary are typed `html` by the library: text goes in escaped. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card's image as an absolute URL (the processed file the card's <img> loads, or the delivered one). */
async function cardImageUrl(ref: RefView, site: URL): Promise<string | undefined> {
  const source = cardImageSource(ref);
  if (!source) return undefined;
  const image = await pictureData(source, {
    widths: siteConfig().images.cardWidths,
    aspect: 3 / 2,
    process: ref.processImages,
  });
  return new URL(image.src, site).href;
}

async function entry(ref: RefView, site: URL) {
  const [detail, image] = await Promise.all([detailOf(ref), cardImageUrl(ref, site)]);
  const published = catalogTime(ref.item.datecreated) as Date; // feeds.ts keeps only readable ones
  const updated = catalogTime(ref.item.dateupdated);
  const url = absoluteUrl(ref.path, site);
  const summary = [detail.subtitle.trim(), plainText(detail.description, SUMMARY_LENGTH)]
    .filter(Boolean)
    .join(' – ');
  return {
    title: html(detail.projecttitle),
    id: url,
    link: url,
    published,
    date: updated && updated > published ? updated : published,
    ...(summary ? { description: html(summary) } : {}),
    ...(image ? { image } : {}),
    category: (ref.summary.branches ?? []).map((branch) => ({ term: branch.branchname })),
  };
}

export async function atomFeed(view: FeedView, site: URL): Promise<string> {
  const ui = t(view.lang);
  const company = companyName((await getShared()).company);
  const entries = await Promise.all(view.entries.map((ref) => entry(ref, site)));
  const heading = view.branch ? ui.feeds.inBranch(view.branch) : ui.feeds.newReferences;
  const feed = new Feed({
    id: absoluteUrl(view.path, site),
    title: company ? `${heading} – ${company}` : heading,
    link: absoluteUrl(view.page, site),
    feed: absoluteUrl(view.path, site),
    language: view.lang,
    // The newest entry's: an empty feed has never changed.
    updated: new Date(Math.max(0, ...entries.map((e) => e.date.getTime()))),
    generator: false,
    favicon: absoluteUrl('/favicon.svg', site),
    author: { name: company || ui.siteTitleSuffix, link: absoluteUrl(homePath(view.lang), site) },
  });
  for (const item of entries) feed.addItem(item);
  return feed.atom1();
}

/** An endpoint's answer: the feed as `application/atom+xml`. */
export async function atomResponse(view: FeedView, site: URL): Promise<Response> {
  return new Response(await atomFeed(view, site), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
