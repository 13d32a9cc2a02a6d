/**
 * getStaticPaths bodies shared by the thin route files of both language trees. Props carry only
 * IDs: the pages look the entity up in the (memoized) site data.
 */
import { type Lang, SEGMENTS } from '../i18n/routes.ts';
import { siteConfig } from '../site.config.ts';
import { ownLegalPages } from './legal.ts';
import { detailKey, digestOf, listKey, sharedKeys } from './pageKeys.ts';
import { pageCount, pageItems } from './pagination.ts';
import { getSiteData, type RefView, type SiteData } from './siteData.ts';

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

/** A branch or a group: the pages that list its members. */
type Members = { id: number; slug: string; path: string; members: RefView[] };

const byBranch = (data: SiteData, lang: Lang): Members[] =>
  data.langs[lang].branches.map((b) => ({ id: b.branch_ID, slug: b.slug, path: b.path, members: b.members }));
const byGroup = (data: SiteData, lang: Lang): Members[] =>
  data.langs[lang].groups.map((g) => ({ id: g.group_ID, slug: g.slug, path: g.path, members: g.members }));

/** Each entity's first page, or its map page (which shows every member). */
async function firstPaths(lang: Lang, view: 'list' | 'map', of: typeof byBranch) {
  const data = await getSiteData();
  return Promise.all(
    of(data, lang).map(async (entity) => ({
      params: { slug: entity.slug },
      props: { id: entity.id },
      cacheKey: await listKey(
        data,
        view === 'map' ? entity.members : shown(entity.members, 1),
        entity.path,
        view,
      ),
    })),
  );
}

/** Pages from 2 on of the entities longer than one page. */
async function laterPaths(lang: Lang, of: typeof byBranch) {
  const data = await getSiteData();
  return Promise.all(
    of(data, lang).flatMap((entity) =>
      laterPages(entity.members.length).map(async (page) => ({
        params: { slug: entity.slug, page: String(page) },
        props: { id: entity.id, page },
        cacheKey: await listKey(data, shown(entity.members, page), entity.path, page),
      })),
    ),
  );
}

export const branchPaths = (lang: Lang, view: 'list' | 'map' = 'list') => firstPaths(lang, view, byBranch);
export const groupPaths = (lang: Lang, view: 'list' | 'map' = 'list') => firstPaths(lang, view, byGroup);
export const branchPagePaths = (lang: Lang) => laterPaths(lang, byBranch);
export const groupPagePaths = (lang: Lang) => laterPaths(lang, byGroup);

/** The members page `page` of a branch or group shows. */
const shown = (members: readonly RefView[], page: number) =>
  pageItems(members, page, siteConfig().listing.branchPageSize);

function laterPages(members: number): number[] {
  const pages = pageCount(members, siteConfig().listing.branchPageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
}

/** This site's own legal pages in `lang` (none where the company's URL is set); the text is the page's code. */
export async function legalPaths(lang: Lang) {
  const { site } = await sharedKeys();
  return ownLegalPages(siteConfig().legal, lang).map((kind) => ({
    params: { legal: SEGMENTS[lang][kind] },
    props: { kind },
    cacheKey: digestOf(site, kind),
  }));
}
