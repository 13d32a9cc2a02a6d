/**
 * The map as the pages see it: the site's one frame (fitted to every located reference of both
 * languages), the coordinates file's rows and the members of a map's selection. Memoized per build
 * like the site data itself.
 */

import { LANGS, type Lang } from '../../i18n/routes.ts';
import { type LonLat, lonLat } from '../../map/coords.ts';
import { fitFrame, type MapFrame } from '../../map/frame.ts';
import type { PointSource } from '../../map/pointsFile.ts';
import { getSiteData, type RefView } from '../data/siteData.ts';
import { referenceView } from '../views/referenceView.ts';

type SiteMap = { frame: MapFrame; points: LonLat[] };
let memo: Promise<SiteMap> | undefined;

/** Every located reference of both languages (a reference in both counts once per language). */
export function siteMap(): Promise<SiteMap> {
  memo ??= getSiteData().then((data) => {
    const points = LANGS.flatMap((lang) =>
      data.langs[lang].refs.flatMap((ref) => {
        const at = located(ref);
        return at ? [at] : [];
      }),
    );
    return { frame: fitFrame(points), points };
  });
  return memo;
}

export function located(ref: RefView): LonLat | undefined {
  return lonLat(ref.item.latitude ?? ref.summary.latitude, ref.item.longitude ?? ref.summary.longitude);
}

export async function pointSources(lang: Lang): Promise<PointSource[]> {
  const data = await getSiteData();
  return data.langs[lang].refs.map((ref) => {
    const at = located(ref);
    const { title, place } = referenceView(ref);
    return { id: ref.id, latitude: at?.[1], longitude: at?.[0], title, slug: ref.slug, place };
  });
}
