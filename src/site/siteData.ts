/**
 * The catalog as the pages see it: both language trees with slugs, URLs, ordering, branch
 * membership, groups and the cross-language pairing. Built once per build from the content
 * collections and shared by every page (getStaticPaths and rendering alike).
 */
import { getCollection } from 'astro:content';
import { LOCALES } from '../catalog/lang.ts';
import { branchPath, groupPath, LANGS, type Lang, referencePath } from '../i18n/routes.ts';
import type { BranchEntry, StoredDetail, StoredItem } from '../loaders/schemas.ts';
import { siteConfig } from '../site.config.ts';
import { type Alternates, pairById } from './alternates.ts';
import { branchMembers } from './branches.ts';
import { collectGroups, type Group } from './groups.ts';
import { processedIds } from './imagePolicy.ts';
import type { CompanyLike } from './jsonLd.ts';
import { parseProjectPeriod, recencyKey } from './projectDates.ts';
import { assignSlugs } from './slugs.ts';

export type RefView = {
  id: number;
  lang: Lang;
  item: StoredItem;
  detail: StoredDetail;
  slug: string;
  path: string;
};

export type BranchView = BranchEntry & {
  path: string;
  /** References of this branch and all its sub-branches, in list order. */
  members: RefView[];
  children: BranchView[];
};

export type GroupView = Group<RefView> & { path: string };

export type LangData = {
  lang: Lang;
  /** Most recent project first. */
  refs: RefView[];
  refsById: Map<number, RefView>;
  /** In tree order (lft). */
  branches: BranchView[];
  branchesById: Map<number, BranchView>;
  topBranches: BranchView[];
  groups: GroupView[];
  groupsById: Map<number, GroupView>;
};

export type SiteData = {
  langs: Record<Lang, LangData>;
  company: CompanyLike;
  /** Whether a reference's images are processed (site.config images.processLimit) or used as delivered. */
  processesImages: (id: number) => boolean;
  alternates: {
    reference: Map<number, Alternates>;
    branch: Map<number, Alternates>;
    group: Map<number, Alternates>;
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

async function loadRefs(lang: Lang): Promise<RefView[]> {
  const entries = await getCollection('references', ({ data }) => data.lang === lang);
  const slugs = assignSlugs(
    entries.map(({ data }) => ({
      id: data.item.reference_ID,
      preferred: data.item.seolabel,
      name: data.item.projecttitle,
    })),
  );
  const refs = entries.map(({ data }) => {
    const id = data.item.reference_ID;
    const slug = slugs.get(id) as string;
    return { id, lang, item: data.item, detail: data.detail, slug, path: referencePath(lang, slug) };
  });
  return rankByRecency(refs);
}

async function loadBranches(lang: Lang): Promise<BranchEntry[]> {
  const entries = await getCollection('branches', ({ data }) => data.lang === lang);
  return entries.map((entry) => entry.data).sort((a, b) => a.lft - b.lft);
}

function buildLang(lang: Lang, refs: RefView[], nodes: BranchEntry[]): LangData {
  const members = branchMembers(nodes, refs, (ref) => (ref.detail.branches ?? []).map((b) => b.branch_ID));
  const branches: BranchView[] = nodes.map((node) => ({
    ...node,
    path: branchPath(lang, node.slug),
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
  const groups = collectGroups(refs, (ref) => ref.detail.referencegroups, LOCALES[lang]).map((group) => ({
    ...group,
    path: groupPath(lang, group.slug),
  }));
  return {
    lang,
    refs,
    refsById: new Map(refs.map((ref) => [ref.id, ref])),
    branches,
    branchesById,
    topBranches: branches.filter((branch) => branch.parent_ID === null),
    groups,
    groupsById: new Map(groups.map((group) => [group.group_ID, group])),
  };
}

async function load(): Promise<SiteData> {
  const [refsDe, refsEn, branchesDe, branchesEn] = await Promise.all([
    loadRefs('de'),
    loadRefs('en'),
    loadBranches('de'),
    loadBranches('en'),
  ]);
  const langs = { de: buildLang('de', refsDe, branchesDe), en: buildLang('en', refsEn, branchesEn) };
  const company = (refsDe[0] ?? refsEn[0])?.item.company ?? {};
  const byLang = <T>(pick: (data: LangData) => T[]) => ({ de: pick(langs.de), en: pick(langs.en) });
  const processed = processedIds(
    rankByRecency([...refsDe, ...refsEn]).map((ref) => ref.id),
    siteConfig.images.processLimit,
  );
  return {
    langs,
    company,
    processesImages: (id) => processed.has(id),
    alternates: {
      reference: pairById(
        byLang((d) => d.refs),
        (ref) => ref.id,
        (_lang, ref) => ref.path,
      ),
      branch: pairById(
        byLang((d) => d.branches),
        (branch) => branch.branch_ID,
        (_lang, branch) => branch.path,
      ),
      group: pairById(
        byLang((d) => d.groups),
        (group) => group.group_ID,
        (_lang, group) => group.path,
      ),
    },
  };
}

let cached: Promise<SiteData> | undefined;

export function getSiteData(): Promise<SiteData> {
  cached ??= load();
  return cached;
}

/** Alternates of a page type that exists in both trees (home, list, indexes). */
export function allLangs(pathOf: (lang: Lang) => string): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, pathOf(lang)]));
}

export function companyName(data: SiteData): string {
  return data.company.companyname?.trim() || '';
}
