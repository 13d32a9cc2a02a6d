/**
 * A feed view (feeds.ts) as an Atom document (RFC 4287): per entry the title, the detail page's
 * absolute URL (link and id), published (`datecreated`) and updated (`dateupdated`) dates, a
 * summary (subtitle and the description's first sentences), the card's image and the reference's
 * branches as categories. Written by xmlbuilder2, which escapes every text and attribute value by
 * construction and drops characters XML 1.0 cannot hold: a branch named `Schulen <script>` or a
 * title with `]]>` is text in the feed, never markup that makes a strict parser reject it. Titles
 * and summaries are `type="text"`: the catalog's text is plain text. Nothing time-dependent: the
 * feed's `updated` is its newest entry's, so an unchanged catalog builds the same bytes.
 */
import { create } from 'xmlbuilder2';
import { absoluteUrl, homePath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { plainText } from '../../lib/plainText.ts';
import { siteConfig } from '../../site.config.ts';
import type { RefView } from '../data/siteData.ts';
import { pictureData } from '../media/images.ts';
import { companyName, getShared } from '../shared.ts';
import { detailOf } from '../views/details.ts';
import { referenceView } from '../views/referenceView.ts';
import { catalogTime, type FeedView } from './feeds.ts';

const ATOM = 'http://www.w3.org/2005/Atom';

/** The summary's share of the description: about two sentences, what a post or a teaser shows. */
const SUMMARY_LENGTH = 300;

/** The card's image as an absolute URL (the processed file the card's <img> loads, or the delivered one). */
async function cardImageUrl(ref: RefView, site: URL): Promise<string | undefined> {
  const { cardImage } = referenceView(ref);
  if (!cardImage) return undefined;
  const image = await pictureData(cardImage, {
    widths: siteConfig().images.cardWidths,
    aspect: 3 / 2,
    process: ref.processImages,
  });
  return new URL(image.src, site).href;
}

async function entry(ref: RefView, site: URL) {
  const [detail, image] = await Promise.all([detailOf(ref), cardImageUrl(ref, site)]);
  const view = referenceView(ref, { from: detail, site });
  const published = catalogTime(ref.item.datecreated) as Date; // feeds.ts keeps only readable ones
  const updated = catalogTime(ref.item.dateupdated);
  const summary = [view.subtitle, plainText(detail.description, SUMMARY_LENGTH)].filter(Boolean).join(' – ');
  return {
    title: view.title,
    url: view.url,
    published,
    updated: updated && updated > published ? updated : published,
    summary,
    image,
    categories: (ref.summary.branches ?? []).map((branch) => branch.branchname),
  };
}

/** An image's media type from its file name, as feed readers expect on an enclosure. */
const imageType = (url: string): string => {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return `image/${extension === 'jpg' ? 'jpeg' : extension === 'svg' ? 'svg+xml' : extension}`;
};

export async function atomFeed(view: FeedView, site: URL): Promise<string> {
  const ui = t(view.lang);
  const company = companyName((await getShared()).company);
  const entries = await Promise.all(view.entries.map((ref) => entry(ref, site)));
  const heading = view.branch ? ui.feeds.inBranch(view.branch) : ui.feeds.newReferences;
  // The newest entry's: an empty feed has never changed.
  const updated = new Date(Math.max(0, ...entries.map((e) => e.updated.getTime())));
  const feed = create({ version: '1.0', encoding: 'utf-8', invalidCharReplacement: '' }).ele(ATOM, 'feed', {
    'xml:lang': view.lang,
  });
  feed.ele('id').txt(absoluteUrl(view.path, site));
  feed.ele('title').txt(company ? `${heading} – ${company}` : heading);
  feed.ele('updated').txt(updated.toISOString());
  feed
    .ele('author')
    .ele('name')
    .txt(company || ui.siteTitleSuffix)
    .up()
    .ele('uri')
    .txt(absoluteUrl(homePath(view.lang), site));
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: absoluteUrl(view.page, site) });
  feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: absoluteUrl(view.path, site) });
  feed.ele('icon').txt(absoluteUrl('/favicon.svg', site));
  for (const item of entries) {
    const node = feed.ele('entry');
    node.ele('title', { type: 'text' }).txt(item.title);
    node.ele('id').txt(item.url);
    node.ele('link', { rel: 'alternate', type: 'text/html', href: item.url });
    if (item.image) node.ele('link', { rel: 'enclosure', type: imageType(item.image), href: item.image });
    node.ele('published').txt(item.published.toISOString());
    node.ele('updated').txt(item.updated.toISOString());
    if (item.summary) node.ele('summary', { type: 'text' }).txt(item.summary);
    for (const term of item.categories) node.ele('category', { term });
  }
  return feed.end({ prettyPrint: true });
}

/** An endpoint's answer: the feed as `application/atom+xml`. */
export async function atomResponse(view: FeedView, site: URL): Promise<Response> {
  return new Response(await atomFeed(view, site), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
