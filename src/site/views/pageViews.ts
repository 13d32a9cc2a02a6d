/**
 * What each page shows of the catalog, as plain data: the props getStaticPaths hands a page, and
 * with the site's digest its cacheKey (pageKeys.ts). A view renders from these and nothing else of
 * the catalog, so its key cannot miss what it shows. Routes without getStaticPaths (page 1 of the
 * list, the site map) build the same view themselves.
 */

import {
  branchFeedPath,
  branchMapPath,
  branchPath,
  groupMapPath,
  groupPath,
  LANGS,
  type Lang,
  mapPath,
  otherLang,
  referenceListPath,
} from '../../i18n/routes.ts';
import { pageCount, pageItems } from '../../lib/pagination.ts';
import { siteConfig } from '../../site.config.ts';
import { type Alternates, allLangs } from '../data/alternates.ts';
import type { BranchView, GroupView, RefView, SiteData } from '../data/siteData.ts';
import { relatedRefs } from '../related/relatedRefs.ts';
import type { FacetView } from './facetModel.ts';
import { langFacets } from './facets.ts';

/** A link to a branch or group with its reference count. */
export type EntityLink = { id: number; name: string; path: string };
export type CountedLink = EntityLink & { count: number };

export type DetailPage = { ref: RefView; related: RefView[]; alternates: Alternates };

export async function detailPage(data: SiteData, ref: RefView): Promise<DetailPage> {
  return {
    ref,
    related: await relatedRefs(ref.lang, ref.id),
    alternates: data.alternates.reference.get(ref.id) ?? { [ref.lang]: ref.path },
  };
}

export type ListPage = {
  page: number;
  pages: number;
  total: number;
  items: RefView[];
  alternates: Alternates;
  /** References published only in the other language (page 1 says so; 0 on the others). */
  onlyOther: number;
  facets: FacetView[];
};

export async function listPage(data: SiteData, lang: Lang, page: number): Promise<ListPage> {
  const { pageSize } = siteConfig().listing;
  const { refs, refsById } = data.langs[lang];
  const alternates: Alternates = {};
  // Page n of the other language exists only if that list is long enough.
  for (const other of LANGS) {
    if (page <= pageCount(data.langs[other].refs.length, pageSize))
      alternates[other] = referenceListPath(other, page);
  }
  const onlyOther =
    page === 1 ? data.langs[otherLang(lang)].refs.filter((ref) => !refsById.has(ref.id)).length : 0;
  return {
    page,
    pages: pageCount(refs.length, pageSize),
    total: refs.length,
    items: pageItems(refs, page, pageSize),
    alternates,
    onlyOther,
    facets: await langFacets(lang),
  };
}

/** A branch's or group's page of members. */
export type MemberPage = EntityLink & {
  slug: string;
  page: number;
  pages: number;
  total: number;
  members: RefView[];
  alternates: Alternates;
};

type Entity = { slug: string; path: string; members: RefView[] };

function memberPage(
  entity: Entity,
  link: EntityLink,
  page: number,
  inLang: (lang: Lang) => Entity | undefined,
  pathOf: (lang: Lang, slug: string, page: number) => string,
): MemberPage {
  const { branchPageSize } = siteConfig().listing;
  const alternates: Alternates = {};
  for (const lang of LANGS) {
    const same = inLang(lang);
    if (same && page <= pageCount(same.members.length, branchPageSize))
      alternates[lang] = pathOf(lang, same.slug, page);
  }
  return {
    ...link,
    slug: entity.slug,
    page,
    pages: pageCount(entity.members.length, branchPageSize),
    total: entity.members.length,
    members: pageItems(entity.members, page, branchPageSize),
    alternates,
  };
}

export const countedBranch = (branch: BranchView): CountedLink => ({
  id: branch.branch_ID,
  name: branch.branchname,
  path: branch.path,
  count: branch.members.length,
});

const branchLink = (branch: BranchView): EntityLink => ({
  id: branch.branch_ID,
  name: branch.branchname,
  path: branch.path,
});
const groupLink = (group: GroupView): EntityLink => ({
  id: group.group_ID,
  name: group.name,
  path: group.path,
});

export type BranchPage = MemberPage & {
  ancestors: EntityLink[];
  children: CountedLink[];
  /** The Atom feed of its top-level branch (itself, or its first ancestor): name and path. */
  feed: { name: string; path: string };
};

export function branchPage(data: SiteData, lang: Lang, branch: BranchView, page: number): BranchPage {
  const here = data.langs[lang];
  const top = here.branchesById.get(branch.ancestors[0] ?? branch.branch_ID) ?? branch;
  return {
    ...memberPage(
      branch,
      branchLink(branch),
      page,
      (l) => data.langs[l].branchesById.get(branch.branch_ID),
      branchPath,
    ),
    ancestors: branch.ancestors.flatMap((id) => {
      const ancestor = here.branchesById.get(id);
      return ancestor ? [branchLink(ancestor)] : [];
    }),
    children: page === 1 ? branch.children.map(countedBranch) : [],
    feed: { name: top.branchname, path: branchFeedPath(lang, top.slug) },
  };
}

export type GroupPage = MemberPage & { parent: EntityLink | undefined; children: EntityLink[] };

export function groupPage(data: SiteData, group: GroupView, page: number): GroupPage {
  return {
    ...memberPage(
      group,
      groupLink(group),
      page,
      (l) => data.langs[l].groupsById.get(group.group_ID),
      groupPath,
    ),
    parent: group.parent && groupLink(group.parent),
    children: group.children.map(groupLink),
  };
}

/** A map page: the whole catalog's, or one branch's or group's. */
export type MapPage = { count: number; alternates: Alternates } & (
  | { kind: 'all' }
  | { kind: 'branch' | 'group'; entity: EntityLink & { slug: string } }
);

export function catalogMapPage(data: SiteData, lang: Lang): MapPage {
  return { kind: 'all', count: data.langs[lang].refs.length, alternates: allLangs(mapPath) };
}

function memberMapPage(
  kind: 'branch' | 'group',
  entity: Entity & EntityLink,
  inLang: (lang: Lang) => Entity | undefined,
  mapPathOf: (lang: Lang, slug: string) => string,
): MapPage {
  const alternates: Alternates = {};
  for (const lang of LANGS) {
    const same = inLang(lang);
    if (same) alternates[lang] = mapPathOf(lang, same.slug);
  }
  return {
    kind,
    entity: { id: entity.id, name: entity.name, path: entity.path, slug: entity.slug },
    count: entity.members.length,
    alternates,
  };
}

export const branchMapPage = (data: SiteData, branch: BranchView): MapPage =>
  memberMapPage(
    'branch',
    { ...branch, ...branchLink(branch) },
    (l) => data.langs[l].branchesById.get(branch.branch_ID),
    branchMapPath,
  );

export const groupMapPage = (data: SiteData, group: GroupView): MapPage =>
  memberMapPage(
    'group',
    { ...group, ...groupLink(group) },
    (l) => data.langs[l].groupsById.get(group.group_ID),
    groupMapPath,
  );
