/**
 * getStaticPaths bodies shared by the thin route files of both language trees. Props carry only
 * IDs: the pages look the entity up in the (memoized) site data.
 */
import type { Lang } from '../i18n/routes.ts';
import { siteConfig } from '../site.config.ts';
import { detailKey, listKey } from './pageKeys.ts';
import { pageCount, pageItems } from './pagination.ts';
import { getSiteData, type RefView } from './siteData.ts';

export async function referencePaths(lang: Lang) {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].refs.map(async (ref) => ({
      params: { seolabel: ref.slug },
      props: { id: ref.id },
      cacheKey: await detailKey(data, ref),
    })),
  );
}

/** List pages from 2 on (page 1 is the list's index route). */
export async function listPagePaths(lang: Lang) {
  const data = await getSiteData();
  const { refs } = data.langs[lang];
  const { pageSize } = siteConfig().listing;
  const pages = pageCount(refs.length, pageSize);
  return Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, async (_, index) => ({
      params: { page: String(index + 2) },
      props: { page: index + 2 },
      cacheKey: await listKey(data, pageItems(refs, index + 2, pageSize), index + 2),
    })),
  );
}

/** A branch's first page, or its map page (which shows every member). */
export async function branchPaths(lang: Lang, view: 'list' | 'map' = 'list') {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].branches.map(async (branch) => ({
      params: { slug: branch.slug },
      props: { id: branch.branch_ID },
      cacheKey: await listKey(
        data,
        view === 'map' ? branch.members : shown(branch.members, 1),
        branch.path,
        view,
      ),
    })),
  );
}

/** A group's first page, or its map page (which shows every member). */
export async function groupPaths(lang: Lang, view: 'list' | 'map' = 'list') {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].groups.map(async (group) => ({
      params: { slug: group.slug },
      props: { id: group.group_ID },
      cacheKey: await listKey(
        data,
        view === 'map' ? group.members : shown(group.members, 1),
        group.path,
        view,
      ),
    })),
  );
}

/** Pages from 2 on of the branches longer than one page. */
export async function branchPagePaths(lang: Lang) {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].branches.flatMap((branch) =>
      laterPages(branch.members.length).map(async (page) => ({
        params: { slug: branch.slug, page: String(page) },
        props: { id: branch.branch_ID, page },
        cacheKey: await listKey(data, shown(branch.members, page), branch.path, page),
      })),
    ),
  );
}

/** Pages from 2 on of the groups longer than one page. */
export async function groupPagePaths(lang: Lang) {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].groups.flatMap((group) =>
      laterPages(group.members.length).map(async (page) => ({
        params: { slug: group.slug, page: String(page) },
        props: { id: group.group_ID, page },
        cacheKey: await listKey(data, shown(group.members, page), group.path, page),
      })),
    ),
  );
}

/** The members page `page` of a branch or group shows. */
const shown = (members: readonly RefView[], page: number) =>
  pageItems(members, page, siteConfig().listing.branchPageSize);

function laterPages(members: number): number[] {
  const pages = pageCount(members, siteConfig().listing.branchPageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
}
