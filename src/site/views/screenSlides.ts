/**
 * A reference as a slide of the screen mode (src/screen/format.ts): the detail page's stage image
 * (the same encodes, no new ones), title, subtitle, place and period, the client as the fact box
 * names it, the first client statement, the verified mark, and the QR code of the detail page's
 * absolute URL. Rendered from the reference's view (its props) and its stored detail only, like
 * the detail page, so its cacheKey follows what it shows.
 */
import type { SlideData } from '../../screen/format.ts';
import { siteConfig } from '../../site.config.ts';
import type { RefView } from '../data/siteData.ts';
import { pictureData } from '../media/images.ts';
import { pickStage } from '../media/media.ts';
import { qrPath } from '../media/qrCode.ts';
import { detailOf } from './details.ts';
import { referenceView } from './referenceView.ts';

export async function screenSlide(ref: RefView, site: URL): Promise<SlideData> {
  const detail = await detailOf(ref);
  const view = referenceView(ref, { from: detail, site });
  const stage = pickStage(detail, view.title);
  const picture = stage
    ? await pictureData(stage.src, {
        widths: siteConfig().images.stageWidths,
        aspect: 2,
        process: ref.processImages,
      })
    : undefined;
  const statement = (detail.countersignstatements ?? []).find((s) => s.statement.trim());
  return {
    id: ref.id,
    url: view.url,
    title: view.title,
    subtitle: view.subtitle,
    place: view.place,
    period: view.period,
    client: view.clients,
    quote: statement && { text: statement.statement.trim(), by: statement.displayedname?.trim() ?? '' },
    verified: Boolean(ref.item.iscountersigned),
    image: picture && {
      src: picture.src,
      srcset: picture.srcset,
      width: picture.width,
      height: picture.height,
    },
    qr: qrPath(view.url),
  };
}
