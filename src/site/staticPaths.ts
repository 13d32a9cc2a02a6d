/**
 * getStaticPaths bodies shared by the thin route files of both language trees. Each path's props
 * are its page's view (pageViews.ts), and its cacheKey their digest (pageKeys.ts).
 */
import { LANGS, type Lang, SEGMENTS } from '../i18n/routes.ts';
import { pageCount } from '../lib/pagination.ts';
import { siteConfig } from '../site.config.ts';
import { getSiteData, type RefView } from './data/siteData.ts';
import { branchFeed, languageFeed } from './feeds/feeds.ts';
import { keyed } from './pageKeys.ts';
import { ownLegalPages } from './views/legal.ts';
import {
  branchMapPage,
  branchPage,
  detailPage,
  groupMapPage,
  groupPage,
  listPage,
} from './views/pageViews.ts';

/** A reference's page, or its Markdown version (which shows the reference alone). */
export async function referencePaths(lang: Lang) {
  const data = await getSiteData();
  return keyed(
    await Promise.all(
      data.langs[lang].refs.map(async (ref) => ({
        params: { seolabel: ref.slug },
        props: await detailPage(data, ref),
      })),
    ),
  );
}

export async function referenceMarkdownPaths(lang: Lang) {
  const data = await getSiteData();
  return keyed(data.langs[lang].refs.map((ref) => ({ params: { seolabel: ref.slug }, props: { ref } })));
}

/** List pages from 2 on (page 1 is the list's index route). */
export async function listPagePaths(lang: Lang) {
  const data = await getSiteData();
  const pages = pageCount(data.langs[lang].refs.length, siteConfig().listing.pageSize);
  return keyed(
    await Promise.all(
      laterPages(pages).map(async (page) => ({
        params: { page: String(page) },
        props: await listPage(data, lang, page),
      })),
    ),
  );
}

/** One path per branch or group (by slug): its first page, or its map page. */
const bySlug = <E extends { slug: string }, P extends object>(entities: E[], props: (entity: E) => P) =>
  keyed(entities.map((entity) => ({ params: { slug: entity.slug }, props: props(entity) })));

/** A path per page from 2 on of each branch or group longer than one page. */
const bySlugAndPage = <E extends { slug: string; members: unknown[] }, P extends object>(
  entities: E[],
  props: (entity: E, page: number) => P,
) =>
  keyed(
    entities.flatMap((entity) =>
      laterMemberPages(entity.members.length).map((page) => ({
        params: { slug: entity.slug, page: String(page) },
        props: props(entity, page),
      })),
    ),
  );

export async function branchPaths(lang: Lang) {
  const data = await getSiteData();
  return bySlug(data.langs[lang].branches, (branch) => branchPage(data, lang, branch, 1));
}

export async function branchMapPaths(lang: Lang) {
  const data = await getSiteData();
  return bySlug(data.langs[lang].branches, (branch) => branchMapPage(data, branch));
}

export async function branchPagePaths(lang: Lang) {
  const data = await getSiteData();
  return bySlugAndPage(data.langs[lang].branches, (branch, page) => branchPage(data, lang, branch, page));
}

/** The Atom feed of each language (feeds.ts): keyed, so a rebuild writes it only when its entries change. */
export async function languageFeedPaths() {
  const data = await getSiteData();
  return keyed(LANGS.map((lang) => ({ params: { lang }, props: languageFeed(data, lang) })));
}

/** The Atom feed of each top-level branch (feeds.ts). */
export async function branchFeedPaths(lang: Lang) {
  const data = await getSiteData();
  return bySlug(data.langs[lang].topBranches, (branch) => branchFeed(lang, branch));
}

export async function groupPaths(lang: Lang) {
  const data = await getSiteData();
  return bySlug(data.langs[lang].groups, (group) => groupPage(data, group, 1));
}

export async function groupMapPaths(lang: Lang) {
  const data = await getSiteData();
  return bySlug(data.langs[lang].groups, (group) => groupMapPage(data, group));
}

export async function groupPagePaths(lang: Lang) {
  const data = await getSiteData();
  return bySlugAndPage(data.langs[lang].groups, (group, page) => groupPage(data, group, page));
}

const laterPages = (pages: number) => Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
const laterMemberPages = (members: number) =>
  laterPages(pageCount(members, siteConfig().listing.branchPageSize));

/** This site's own legal pages in `lang` (none where the company's URL is set); the text is the page's code. */
export function legalPaths(lang: Lang) {
  return keyed(
    ownLegalPages(siteConfig().legal, lang).map((kind) => ({
      params: { legal: SEGMENTS[lang][kind] },
      props: { kind },
    })),
  );
}

/**
 * Search result cards per internal file (src/components/search/searchCards.ts). A changed card
 * renders its whole file again, so files stay small: with 250, a 1 % change at 10,000 references
 * rendered 67 of the 72 files, 7 s of its page time (docs/build-performance.md).
 */
const CARDS_PER_CHUNK = 20;

/** The card files: the language's references in ID order, in chunks. */
export async function cardChunkPaths(lang: Lang) {
  const data = await getSiteData();
  const refs = [...data.langs[lang].refs].sort((a, b) => a.id - b.id);
  const chunks: { params: { chunk: string }; props: { refs: RefView[] } }[] = [];
  for (let i = 0; i < refs.length; i += CARDS_PER_CHUNK) {
    chunks.push({
      params: { chunk: String(chunks.length + 1) },
      props: { refs: refs.slice(i, i + CARDS_PER_CHUNK) },
    });
  }
  return keyed(chunks);
}

/**
 * One file per published reference and language (params lang, id; props ref): get_reference's
 * gzip file (agents/<lang>/r/<id>.json.gz), the screen's slide (screen/<lang>/<id>.json) and the
 * shortlist table's row (table/<lang>/<id>.json).
 */
export async function referenceFilePaths() {
  const data = await getSiteData();
  return keyed(
    LANGS.flatMap((lang) =>
      data.langs[lang].refs.map((ref) => ({ params: { lang, id: String(ref.id) }, props: { ref } })),
    ),
  );
}

/** The member list of every branch and group, for its map page (sorted IDs; src/site/maps/mapFiles.ts). */
export async function mapSelectionPaths() {
  const data = await getSiteData();
  return keyed(
    LANGS.flatMap((lang) => {
      const here = data.langs[lang];
      const entries = [
        ...here.branches.map((b) => ({ key: `branch-${b.branch_ID}`, members: b.members })),
        ...here.groups.map((g) => ({ key: `group-${g.group_ID}`, members: g.members })),
      ];
      return entries.map(({ key, members }) => ({
        params: { lang, selection: key },
        props: { ids: members.map((ref) => ref.id).sort((a, b) => a - b) },
      }));
    }),
  );
}
