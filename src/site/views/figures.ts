/**
 * The portfolio in numbers (/de/zahlen/, /en/figures/): totals, then references per top-level
 * branch, per year of completion, per region and per group, each bar linked to the search where the
 * search has that filter (branch_ID, with sub-branches) and to the group's page for a group. Counted
 * from the site data the list, branch and group pages show; "confirmed" is the search's own
 * selection=confirmed membership (the API's), so every count matches a search or a list.
 */
import { getCollection } from 'astro:content';
import { type Lang, searchPath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import type { LonLat } from '../../map/coords.ts';
import { BRANCH_FACET } from '../../search/static/indexSource.ts';
import { type ProjectPeriod, parseProjectPeriod } from '../data/projectDates.ts';
import { getSiteData, type RefView } from '../data/siteData.ts';
import { located } from '../maps/mapData.ts';

export type Bar = { label: string; value: number; href?: string };
export type Chart = {
  /** Anchor and test hook: branch, year, region, group. */
  id: 'branch' | 'year' | 'region' | 'group';
  title: string;
  /** The label column's heading in the table. */
  column: string;
  bars: Bar[];
};
/** A region's references at the mean of their coordinates (the region map's symbol). */
export type RegionPoint = { label: string; value: number; at: LonLat };

export type Figures = {
  references: number;
  confirmed: number;
  /** Branches (any level) with at least one reference. */
  branches: number;
  regions: number;
  years: { from: number; to: number } | undefined;
  charts: Chart[];
  /** Regions with at least one located reference, largest first (drawn over smaller ones last). */
  regionPoints: RegionPoint[];
};

const byValue = (a: Bar, b: Bar) => b.value - a.value || a.label.localeCompare(b.label);

function tally(refs: readonly RefView[], key: (ref: RefView) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ref of refs) {
    const k = key(ref);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** The year a project was completed, "ongoing", or nothing where its period cannot be read. */
function completion(period: ProjectPeriod, ongoing: string): string | undefined {
  if (period.ongoing) return ongoing;
  return (period.end ?? period.start)?.slice(0, 4);
}

function regionPoints(refs: readonly RefView[], counts: ReadonlyMap<string, number>): RegionPoint[] {
  const sums = new Map<string, { lon: number; lat: number; n: number }>();
  for (const ref of refs) {
    const region = ref.item.region.trim();
    const at = located(ref);
    if (!region || !at) continue;
    const sum = sums.get(region) ?? { lon: 0, lat: 0, n: 0 };
    sums.set(region, { lon: sum.lon + at[0], lat: sum.lat + at[1], n: sum.n + 1 });
  }
  return [...sums]
    .map(([label, { lon, lat, n }]) => ({
      label,
      value: counts.get(label) ?? n,
      at: [lon / n, lat / n] as LonLat,
    }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/** selection=confirmed as the API answered it (facetsLoader); the list's flag where it has none. */
async function confirmedIds(lang: Lang, refs: readonly RefView[]): Promise<Set<number>> {
  const entries = await getCollection('facets', ({ data }) => data.lang === lang && data.kind === 'facet');
  for (const { data } of entries)
    if (data.kind === 'facet' && data.name === 'selection')
      for (const option of data.options) if (String(option.v) === 'confirmed') return new Set(option.ids);
  return new Set(refs.filter((ref) => ref.item.iscountersigned).map((ref) => ref.id));
}

export async function figuresOf(lang: Lang): Promise<Figures> {
  const ui = t(lang).figures;
  const data = (await getSiteData()).langs[lang];
  const { refs } = data;
  const confirmed = await confirmedIds(lang, refs);
  const regions = tally(refs, (ref) => ref.item.region.trim());
  const periods = new Map(refs.map((ref) => [ref, parseProjectPeriod(ref.item.date)]));
  const years = tally(refs, (ref) => completion(periods.get(ref) as ProjectPeriod, ui.ongoing));
  const spans = [...periods.values()].flatMap(({ start, end }) =>
    [start, end].flatMap((iso) => (iso ? [Number(iso.slice(0, 4))] : [])),
  );
  const search = (branch: number) =>
    `${searchPath(lang)}?${new URLSearchParams({ [BRANCH_FACET]: String(branch) })}`;
  return {
    references: refs.length,
    confirmed: refs.filter((ref) => confirmed.has(ref.id)).length,
    branches: data.branches.filter((b) => b.members.length > 0).length,
    regions: regions.size,
    regionPoints: regionPoints(refs, regions),
    years: spans.length > 0 ? { from: Math.min(...spans), to: Math.max(...spans) } : undefined,
    charts: [
      {
        id: 'branch',
        title: ui.byBranch,
        column: ui.column.branch,
        bars: data.topBranches
          .filter((b) => b.members.length > 0)
          .map((b) => ({ label: b.branchname, value: b.members.length, href: search(b.branch_ID) }))
          .sort(byValue),
      },
      {
        id: 'year',
        title: ui.byYear,
        column: ui.column.year,
        // Newest first, ongoing projects on top.
        bars: [...years]
          .map(([label, value]) => ({ label, value }))
          .sort((a, b) =>
            a.label === ui.ongoing ? -1 : b.label === ui.ongoing ? 1 : b.label.localeCompare(a.label),
          ),
      },
      {
        id: 'region',
        title: ui.byRegion,
        column: ui.column.region,
        bars: [...regions].map(([label, value]) => ({ label, value })).sort(byValue),
      },
      {
        id: 'group',
        title: ui.byGroup,
        column: ui.column.group,
        bars: data.groups
          .filter((g) => g.members.length > 0)
          .map((g) => ({ label: g.name, value: g.members.length, href: g.path }))
          .sort(byValue),
      },
    ],
  };
}
