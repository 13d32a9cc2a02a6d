/**
 * get_reference as the site publishes it: the gateway's own mapping of the REST detail
 * (src/gateway/restDetail.ts) without what only a token unlocks (clients, internal properties),
 * with the links pointing at the site's detail page. Also the Markdown page's text.
 */
import { referenceMarkdown } from '../gateway/markdown.ts';
import { detailFromRest } from '../gateway/restDetail.ts';
import type { ReferenceDetailResult } from '../gateway/schemas.ts';
import { absoluteUrl } from '../i18n/routes.ts';
import type { StoredDetail } from '../loaders/schemas.ts';
import type { RefView } from '../site/data/siteData.ts';
import { publicMediaUrl } from '../site/media/mediaMirror.ts';
import { referenceView } from '../site/views/referenceView.ts';
import { periodFacts } from './agentData.ts';
import { mapMediaUrls } from './mediaLinks.ts';

export function publishedDetail(
  ref: RefView,
  stored: StoredDetail,
  site: URL | string | undefined,
): ReferenceDetailResult {
  const { yf, yu } = periodFacts(ref.item.date);
  const page = absoluteUrl(ref.path, site);
  const detail = detailFromRest(stored, { reference_ID: ref.id, yearfrom: yf, yearuntil: yu });
  // Media as the pages link them (a loopback simulator's files are mirrored under /_media/).
  const published = mapMediaUrls(detail as ReferenceDetailResult, (url) => publicMediaUrl(url));
  return { ...published, uri: page, detail_url: page };
}

/** The Markdown page: the published detail, headed by the title and place line every page shows. */
export function detailMarkdown(ref: RefView, stored: StoredDetail, site: URL | string | undefined): string {
  const { title, place } = referenceView(ref, { from: stored });
  return `${referenceMarkdown({ ...publishedDetail(ref, stored, site), title, displayedlocation: place })}\n`;
}
