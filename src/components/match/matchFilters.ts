/**
 * The tender page's filters (the gateway's match_references filters: branch incl. sub-branches,
 * country, earliest project start year) as options for the form and as compact member lists the
 * page script turns into the matcher's `allowed` ids. Built from the site data at build time.
 */
import type { Lang } from '../../i18n/routes.ts';
import { parseProjectPeriod } from '../../site/data/projectDates.ts';
import { getSiteData } from '../../site/data/siteData.ts';
import type { FilterData } from './filterIds.ts';

export type BranchOption = { id: number; name: string; depth: number };

export async function matchFilters(
  lang: Lang,
): Promise<{ data: FilterData; branches: BranchOption[]; countries: string[] }> {
  const site = (await getSiteData()).langs[lang];
  const branches = site.branches.filter((b) => b.members.length > 0);
  const countries: Record<string, number[]> = {};
  const years: Record<string, number> = {};
  for (const ref of [...site.refs].sort((a, b) => a.id - b.id)) {
    const country = ref.item.country?.trim();
    // Appended in place: copying the list for every reference was quadratic (4.2 s per build at 25,000).
    if (country) {
      const members = countries[country] ?? [];
      members.push(ref.id);
      countries[country] = members;
    }
    const start = parseProjectPeriod(ref.item.date).start;
    if (start) years[ref.id] = Number(start.slice(0, 4));
  }
  const data: FilterData = {
    branches: Object.fromEntries(
      branches.map((b) => [b.branch_ID, b.members.map((m) => m.id).sort((x, y) => x - y)]),
    ),
    countries,
    years,
    tree: Object.fromEntries(branches.map((b) => [b.branch_ID, [b.branchname, b.depth]])),
  };
  return {
    data,
    branches: branches.map((b) => ({ id: b.branch_ID, name: b.branchname, depth: b.depth })),
    countries: Object.keys(countries).sort((a, b) => a.localeCompare(b, lang)),
  };
}
