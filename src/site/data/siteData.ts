/**
 * The catalog as the pages see it: both language trees with slugs, URLs, ordering, branch
 * membership, groups and the cross-language pairing. Built once per build from the content
 * collections. Keyed pages see it only through their props (pageViews.ts, built by getStaticPaths)
 * and the shared part (shared.ts); the pages without a key (home, indexes, search) read it directly.
 */
import { getCollection, getEntry } from 'astro:content';
import { assignSlugs } from '../../catalog/slug.ts';
import { branchPath, groupPath, LANGS, type Lang, referencePath } from '../../i18n/routes.ts';
import { publish } from '../../loaders/buildEvents.ts';
import type {
  BranchEntry,
  CompanyEntry,
  GroupEntry,
  MostViewedEntry,
  StoredItem,
} from '../../loaders/schemas.ts';
import type { DetailSummary } from '../../loaders/summary.ts';
import { readBuildHandoff } from '../../settings.ts';
import { siteConfig } from '../../site.config.ts';
import { digestOnce } from '../incremental/digest.ts';
import { processedIds } from '../media/imagePolicy.ts';
import { type Alternates, pairById } from './alternates.ts';
import { branchMembers, branchSeolabels } from './branches.ts';
import { collectGroups, type Group, linkGroupTree } from './groups.ts';
import { parseProjectPeriod, recencyKey } from './projectDates.ts';
import { checkStoreRead } from './storeRead.ts';
import { type TreeNames, withTreeNames } from './treeNames.ts';

/** The company the catalog names (list items), as the header, footer and JSON-LD show it. */
export type CompanyLike = {
  company_ID?: number;
  companyname?: string | undefined;
  detailpagelink?: string | undefined;
  address?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
};

/** A reference in one language; its full detail is read by the pages that render it (details.ts). */
export type RefView = {
  id: number;
  lang: Lang;
  item: StoredItem;
  /** What pages other than its own read of its detail, with the trees' names. */
  summary: DetailSummary;
  detailDigest: string;
  slug: string;
  path: string;
  /** Whether its images are processed (site.config images.processLimit) or used as delivered. */
  processImages: boolean;
};

export type BranchView = BranchEntry & {
  /** The catalog's seolabel where a detail names the branch, else made from its name. */
  slug: string;
  path: string;
  /** References of this branch and all its sub-branches, in list order. */
  members: RefView[];
  children: BranchView[];
};

export type GroupView = Group<RefView> & {
  path: string;
  /** From the gateway's group tree: the nearest ancestor with a page, and the groups below. */
  parent: GroupView | undefined;
  children: GroupView[];
};

/** What the assistant gateway adds (absent when it is not configured). */
export type GatewayData = {
  profile: CompanyEntry | undefined;
  /** The most viewed references published in this language, most viewed first. */
  mostViewed: { ref: RefView; views: number }[] | undefined;
  /** The days (YYYY-MM-DD, inclusive) the most viewed references were counted over. */
  mostViewedDays: { from: string; to: string } | undefined;
};

export type LangData = {
  lang: Lang;
  /** Most recent project first. */
  refs: RefView[];
  refsById: Map<number, RefView>;
  /** In tree order (lft). */
  branches: BranchView[];
  branchesById: Map<number, BranchView>;
  topBranches: BranchView[];
  /** Sorted by name; topGroups are the roots of the gateway's group tree. */
  groups: GroupView[];
  topGroups: GroupView[];
  groupsById: Map<number, GroupView>;
  gateway: GatewayData;
  /** The branch and group trees' current names, which every detail is shown with. */
  names: TreeNames;
};

export type SiteData = {
  langs: Record<Lang, LangData>;
  company: CompanyLike;
  alternates: {
    reference: Map<number, Alternates>;
  };
};

/** Most recent project first (ongoing counts as newest), then most recently added, then highest ID. */
function byRecency(recency: Map<RefView, number>) {
  return (a: RefView, b: RefView) =>
    (recency.get(b) ?? 0) - (recency.get(a) ?? 0) ||
    (b.item.datecreated ?? '').localeCompare(a.item.datecreated ?? '') ||
    b.id - a.id;
}

function rankByRecency(refs: RefView[]): RefView[] {
  const recency = new Map(refs.map((ref) => [ref, recencyKey(parseProjectPeriod(ref.item.date))]));
  return refs.sort(byRecency(recency));
}

async function loadRefs(lang: Lang, names: TreeNames): Promise<RefView[]> {
  const entries = await getCollection('references', ({ data }) => data.lang === lang);
  const slugs = assignSlugs(
    entries.map(({ data }) => ({
      id: data.item.reference_ID,
      preferred: data.item.seolabel,
      name: data.item.projecttitle,
    })),
    lang,
  );
  const refs = entries.map(({ data }) => {
    const id = data.item.reference_ID;
    const slug = slugs.get(id) as string;
    const summary = withTreeNames(data.summary, names);
    // Pages carry views in their props: each view is digested once per build (digest.ts).
    return digestOnce({
      id,
      lang,
      item: data.item,
      summary,
      detailDigest: data.detailDigest,
      slug,
      path: referencePath(lang, slug),
      processImages: false,
    });
  });
  return rankByRecency(refs);
}

async function loadBranches(lang: Lang): Promise<BranchEntry[]> {
  const entries = await getCollection('branches', ({ data }) => data.lang === lang);
  return entries.map((entry) => entry.data).sort((a, b) => a.lft - b.lft);
}

type GatewayEntries = {
  profile: CompanyEntry | undefined;
  groups: GroupEntry[];
  mostViewed: MostViewedEntry | undefined;
};

async function loadGateway(lang: Lang): Promise<GatewayEntries> {
  const [profile, groups, mostViewed] = await Promise.all([
    getEntry('company', lang),
    getCollection('groups', ({ data }) => data.lang === lang),
    getEntry('mostViewed', lang),
  ]);
  return {
    profile: profile?.data,
    groups: groups.map((entry) => entry.data).sort((a, b) => a.position - b.position),
    mostViewed: mostViewed?.data,
  };
}

function buildLang(
  lang: Lang,
  refs: RefView[],
  nodes: BranchEntry[],
  gateway: GatewayEntries,
  names: TreeNames,
): LangData {
  const members = branchMembers(nodes, refs, (ref) => (ref.summary.branches ?? []).map((b) => b.branch_ID));
  const labels = branchSeolabels(refs.map((ref) => ref.summary.branches ?? []));
  const slugs = assignSlugs(
    nodes.map((node) => ({
      id: node.branch_ID,
      preferred: labels.get(node.branch_ID),
      name: node.branchname,
    })),
    lang,
  );
  const branches: BranchView[] = nodes.map((node) => ({
    ...node,
    slug: slugs.get(node.branch_ID) as string,
    path: branchPath(lang, slugs.get(node.branch_ID) as string),
    members: members.get(node.branch_ID) ?? [],
    children: [],
  }));
  const branchesById = new Map(branches.map((branch) => [branch.branch_ID, branch]));
  for (const branch of branches) {
    if (branch.parent_ID !== null) branchesById.get(branch.parent_ID)?.children.push(branch);
  }
  const mismatched = branches.filter((branch) => branch.members.length !== branch.referencecount);
  if (mismatched.length > 0) {
    const sample = mismatched
      .slice(0, 3)
      .map((b) => `${b.branch_ID} lists ${b.members.length}, referencecount ${b.referencecount}`)
      .join('; ');
    console.warn(
      `[site] branches ${lang}: ${mismatched.length} counts differ from referencecount (${sample})`,
    );
  }
  const groups: GroupView[] = collectGroups(refs, (ref) => ref.summary.referencegroups, lang).map(
    (group) => ({
      ...group,
      path: groupPath(lang, group.slug),
      parent: undefined,
      children: [],
    }),
  );
  const tree = linkGroupTree(
    groups,
    new Map(gateway.groups.map((group) => [group.referencegroup_ID, group.parent_ID])),
  );
  for (const group of groups) Object.assign(group, tree.get(group.group_ID));
  const refsById = new Map(refs.map((ref) => [ref.id, ref]));
  const mostViewed = gateway.mostViewed?.references.flatMap(({ reference_ID, viewcount }) => {
    const ref = refsById.get(reference_ID);
    return ref ? [{ ref, views: viewcount }] : [];
  });
  return {
    lang,
    refs,
    refsById,
    branches,
    branchesById,
    topBranches: branches.filter((branch) => branch.parent_ID === null),
    groups,
    topGroups: groups.filter((group) => !group.parent),
    groupsById: new Map(groups.map((group) => [group.group_ID, group])),
    gateway: {
      profile: gateway.profile,
      mostViewed,
      mostViewedDays: gateway.mostViewed && { from: gateway.mostViewed.from, to: gateway.mostViewed.to },
    },
    names,
  };
}

async function loadLang(lang: Lang): Promise<LangData> {
  const [branches, gateway] = await Promise.all([loadBranches(lang), loadGateway(lang)]);
  const names: TreeNames = {
    branches: new Map(branches.map((b) => [b.branch_ID, b.branchname])),
    groups: new Map(gateway.groups.map((g) => [g.referencegroup_ID, g.name])),
  };
  return buildLang(lang, await loadRefs(lang, names), branches, gateway, names);
}

/** The company the list items name, in the first language that lists any reference. */
async function loadCompany(): Promise<CompanyLike> {
  const entries = await Promise.all(LANGS.map((lang) => getEntry('catalogCompany', lang)));
  const first = entries.find((entry) => entry !== undefined)?.data;
  if (!first) return {};
  const { lang: _lang, ...company } = first;
  return company;
}

async function load(): Promise<SiteData> {
  const [perLang, company] = await Promise.all([Promise.all(LANGS.map(loadLang)), loadCompany()]);
  const langs = Object.fromEntries(LANGS.map((lang, i) => [lang, perLang[i]])) as Record<Lang, LangData>;
  const allRefs = perLang.flatMap((data) => data.refs);
  checkStoreRead(readBuildHandoff().BUILD_REFERENCES_LISTED, allRefs.length);
  const byLang = <T>(pick: (data: LangData) => T[]) =>
    Object.fromEntries(LANGS.map((lang) => [lang, pick(langs[lang])])) as Record<Lang, T[]>;
  const processed = processedIds(
    rankByRecency([...allRefs]).map((ref) => ref.id),
    siteConfig().images.processLimit,
  );
  for (const ref of allRefs) ref.processImages = processed.has(ref.id);
  return {
    langs,
    company,
    alternates: {
      reference: pairById(
        byLang((d) => d.refs),
        (ref) => ref.id,
        (_lang, ref) => ref.path,
      ),
    },
  };
}

let cached: Promise<SiteData> | undefined;

export function getSiteData(): Promise<SiteData> {
  if (!cached) publish({ kind: 'routes' });
  cached ??= load();
  return cached;
}
