/**
 * What every page shows beyond its own props (pageViews.ts): the settings, the company and its
 * profile (header, footer, JSON-LD), the branch and group trees' names and URLs (breadcrumbs,
 * taxonomy links, placeholder colours), the image hosts of the CSP, the map frame fitted to every
 * located reference and the script names. Its digest is in every page's cacheKey (pageKeys.ts), so
 * a component reads the catalog through its props and this, and through nothing else.
 */
import { join } from 'node:path';
import { LANGS, type Lang } from '../i18n/routes.ts';
import { once } from '../lib/remember.ts';
import type { CompanyEntry } from '../loaders/schemas.ts';
import type { MapFrame } from '../map/frame.ts';
import { type SiteConfig, siteConfig } from '../site.config.ts';
import { type BranchView, type CompanyLike, getSiteData } from './data/siteData.ts';
import { listTreeNames, type TreeNameList, type TreeNames, treeNamesOf } from './data/treeNames.ts';
import { shortJsName } from './head/assetNames.ts';
import { catalogImageOrigins } from './head/imageOrigins.ts';
import { styleDigest } from './incremental/styleDigest.ts';
import { siteMap } from './maps/mapData.ts';

/**
 * A branch as every page knows it: its place in the tree, name and URL. Not its counts: a
 * reference added or removed would change every page's key (list pages carry counts in props).
 */
export type SharedBranch = Pick<BranchView, 'branch_ID' | 'parent_ID' | 'branchname' | 'slug' | 'path'>;
export type SharedGroup = { group_ID: number; name: string; path: string; parent_ID: number | undefined };

type SharedLang = {
  profile: CompanyEntry | undefined;
  branches: SharedBranch[];
  /** The groups with a page. */
  groups: SharedGroup[];
  /** The current name of every branch and group of the trees, by ID (treeNames.ts). */
  names: TreeNameList;
};

export type Shared = {
  config: SiteConfig;
  company: CompanyLike;
  langs: Record<Lang, SharedLang>;
  imageOrigins: string[];
  mapFrame: MapFrame;
  /** The script naming is in astro.config, which Astro's cache does not digest (see assetNames.ts). */
  scriptNaming: string;
  /** The one stylesheet's sources: a CSS edit renames the file every page links (styleDigest.ts). */
  styles: string;
};

async function load(): Promise<Shared> {
  const [data, map] = await Promise.all([getSiteData(), siteMap()]);
  const langs = Object.fromEntries(
    LANGS.map((lang): [Lang, SharedLang] => {
      const here = data.langs[lang];
      return [
        lang,
        {
          profile: here.gateway.profile,
          branches: here.branches.map(
            ({ branch_ID, parent_ID, branchname, slug, path }): SharedBranch => ({
              branch_ID,
              parent_ID,
              branchname,
              slug,
              path,
            }),
          ),
          groups: here.groups.map((group) => ({
            group_ID: group.group_ID,
            name: group.name,
            path: group.path,
            parent_ID: group.parent?.group_ID,
          })),
          names: listTreeNames(here.names),
        },
      ];
    }),
  ) as Shared['langs'];
  return {
    config: siteConfig(),
    company: data.company,
    langs,
    imageOrigins: catalogImageOrigins(data),
    mapFrame: map.frame,
    scriptNaming: shortJsName.toString(),
    styles: styleDigest(join(process.cwd(), 'src')),
  };
}

/** Computed once per build. */
export const getShared = once(load);

type Lookups = {
  branchesById: Map<number, SharedBranch>;
  groupsById: Map<number, SharedGroup>;
  names: TreeNames;
};
const lookups = new WeakMap<SharedLang, Lookups>();

/** A language's branches, groups and names by ID. */
export async function sharedTrees(lang: Lang): Promise<Lookups> {
  const here = (await getShared()).langs[lang];
  let found = lookups.get(here);
  if (!found) {
    found = {
      branchesById: new Map(
        here.branches.map((branch): [number, SharedBranch] => [branch.branch_ID, branch]),
      ),
      groupsById: new Map(here.groups.map((group): [number, SharedGroup] => [group.group_ID, group])),
      names: treeNamesOf(here.names),
    };
    lookups.set(here, found);
  }
  return found;
}

export function companyName(company: CompanyLike): string {
  return company.companyname?.trim() || '';
}
