/**
 * getStaticPaths bodies shared by the thin route files of both language trees. Props carry only
 * IDs: the pages look the entity up in the (memoized) site data.
 */
import type { Lang } from '../i18n/routes.ts';
import { siteConfig } from '../site.config.ts';
import { pageCount } from './pagination.ts';
import { getSiteData } from './siteData.ts';

export async function referencePaths(lang: Lang) {
  const data = await getSiteData();
  return data.langs[lang].refs.map((ref) => ({ params: { seolabel: ref.slug }, props: { id: ref.id } }));
}

/** List pages from 2 on (page 1 is the list's index route). */
export async function listPagePaths(lang: Lang) {
  const data = await getSiteData();
  const pages = pageCount(data.langs[lang].refs.length, siteConfig.listing.pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => ({
    params: { page: String(index + 2) },
    props: { page: index + 2 },
  }));
}

export async function branchPaths(lang: Lang) {
  const data = await getSiteData();
  return data.langs[lang].branches.map((branch) => ({
    params: { slug: branch.slug },
    props: { id: branch.branch_ID },
  }));
}

export async function groupPaths(lang: Lang) {
  const data = await getSiteData();
  return data.langs[lang].groups.map((group) => ({
    params: { slug: group.slug },
    props: { id: group.group_ID },
  }));
}
