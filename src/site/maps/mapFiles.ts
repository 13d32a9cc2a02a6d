/**
 * The map's static files as endpoint responses: the base geography (drawn once per build) and each
 * language's coordinates file. The member list of every branch and group is its route's props
 * (src/pages/geo/[lang]/[selection].json.ts).
 */

import { type Lang, referencePath } from '../../i18n/routes.ts';
import { baseLayers, baseSvg, loadWorld } from '../../map/baseMap.ts';
import { writePointsFile } from '../../map/pointsFile.ts';
import { pointSources, siteMap } from './mapData.ts';

export async function baseSvgResponse(): Promise<Response> {
  const [{ frame, points }, world] = await Promise.all([siteMap(), loadWorld()]);
  const svg = baseSvg(baseLayers(world, frame, points), frame);
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

export async function pointsResponse(lang: Lang): Promise<Response> {
  // referencePath of an empty slug is the list's own prefix: rows carry only their slug.
  const base = referencePath(lang, '').replace(/\/\/$/, '/');
  return new Response(writePointsFile(await pointSources(lang), base), {
    headers: { 'Content-Type': 'application/json' },
  });
}
