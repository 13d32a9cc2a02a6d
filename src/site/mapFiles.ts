/**
 * The map's static files as endpoint responses: the base geography (drawn once per build), each
 * language's coordinates file and the member list of every branch and group (sorted IDs: the
 * map page filters the coordinates file by it, so every page shares the one cached file).
 */

import { LANGS, type Lang, referencePath } from '../i18n/routes.ts';
import { baseLayers, baseSvg, loadWorld } from '../map/baseMap.ts';
import { writePointsFile } from '../map/pointsFile.ts';
import { pointSources, siteMap } from './mapData.ts';
import { getSiteData } from './siteData.ts';

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

export async function selectionPaths() {
  const data = await getSiteData();
  return LANGS.flatMap((lang) => {
    const here = data.langs[lang];
    const entries = [
      ...here.branches.map((b) => ({ key: `branch-${b.branch_ID}`, members: b.members })),
      ...here.groups.map((g) => ({ key: `group-${g.group_ID}`, members: g.members })),
    ];
    return entries.map(({ key, members }) => {
      const ids = members.map((ref) => ref.id).sort((a, b) => a - b);
      return { params: { lang, selection: key }, props: { ids }, cacheKey: ids.join(',') };
    });
  });
}

export function selectionResponse(ids: readonly number[]): Response {
  return new Response(JSON.stringify(ids), { headers: { 'Content-Type': 'application/json' } });
}
