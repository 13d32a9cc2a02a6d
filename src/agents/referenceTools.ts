/**
 * search_references and list_references over the static site: the same filters, orders and
 * paging as the gateway (simulator/gateway/tools/references.ts). The text search is the search
 * page's engine (the API's matching and ranking); the orders are the API's, from the index.
 */
import { listMarkdown, searchMarkdown } from '../gateway/markdown.ts';
import type { ListReferencesResult, SearchReferencesResult, ToolParsedArgs } from '../gateway/schemas.ts';
import type { AgentRef } from './dataFiles.ts';
import { type ToolOutput, toolOutput } from './output.ts';
import { idsOf, inOrder, type Sources } from './sources.ts';

export type Test = (ref: AgentRef) => boolean;

/** Branch filter with sub-branches: the branch and every branch below it. */
export function branchTest(s: Sources, branch_ID: number): Test {
  if (!s.data.branches.some((b) => b.branch_ID === branch_ID))
    throw new Error(`Unknown branch_ID ${branch_ID}`);
  const inside = new Set([branch_ID]);
  // Tree order: a parent precedes its children.
  for (const b of s.data.branches)
    if (b.parent_ID !== null && inside.has(b.parent_ID)) inside.add(b.branch_ID);
  return (ref) => ref.b.some((id) => inside.has(id));
}

const pageOf = <T>(items: readonly T[], page: number, limit: number): T[] =>
  items.slice((page - 1) * limit, page * limit);

function filtered(s: Sources, tests: Test[]): AgentRef[] {
  return s.data.refs.filter((ref) => tests.every((t) => t(ref)));
}

export async function searchReferences(
  s: Sources,
  a: ToolParsedArgs<'search_references'>,
): Promise<ToolOutput> {
  const tests: Test[] = [];
  if (a.branch_ID !== undefined) tests.push(branchTest(s, a.branch_ID));
  const { referencegroup_ID: g, year_from: from, year_until: until } = a;
  if (g !== undefined) tests.push((r) => r.g.includes(g));
  if (a.country !== undefined) {
    const cc = a.country.toUpperCase();
    tests.push((r) => r.cc === cc);
  }
  if (a.city !== undefined) {
    const city = a.city.trim().toLowerCase();
    tests.push((r) => r.city.trim().toLowerCase() === city);
  }
  if (from !== undefined) tests.push((r) => r.yf >= from);
  if (until !== undefined) tests.push((r) => r.yf <= until);
  if (a.client !== undefined) {
    const needle = a.client.trim().toLowerCase();
    tests.push((r) => r.cl.some((name) => name.toLowerCase().includes(needle)));
  }
  if (a.ongoing) tests.push((r) => r.yu === null);
  const allowed = new Set(filtered(s, tests).map((r) => r.id));
  const search = await s.search();
  const query = a.query?.trim() ?? '';
  let ids: number[];
  if (query) {
    const hits = (await idsOf(search, await search.engine.search(query))).filter((id) => allowed.has(id));
    ids = a.sort === 'relevance' ? hits : await inOrder(search, hits, a.sort);
  } else ids = await inOrder(search, [...allowed], a.sort);
  const results = pageOf(ids, a.page, a.limit).map((id) => resultItem(s, id));
  const content: SearchReferencesResult = { total: ids.length, page: a.page, limit: a.limit, results };
  return toolOutput(s, searchMarkdown(a.lang, content, linkOf(s)), content, results);
}

/** The fields every result item starts with; each tool adds its own year fields after them. */
const baseItem = (s: Sources, r: AgentRef) => ({
  reference_ID: r.id,
  uri: s.url(r.path),
  title: r.title,
  city: r.city,
  country: r.country,
});

/** A reference as search and match results list it (the gateway's result item). */
export function resultItem(s: Sources, id: number) {
  const r = s.byId.get(id) as AgentRef;
  return { ...baseItem(s, r), year: r.yf };
}

export const linkOf = (s: Sources) => (id: number) => s.url(s.byId.get(id)?.path ?? '/');

export async function listReferences(s: Sources, a: ToolParsedArgs<'list_references'>): Promise<ToolOutput> {
  const tests: Test[] = [];
  if (a.branch_ID !== undefined) tests.push(branchTest(s, a.branch_ID));
  const { referencegroup_ID: g, active_from: from, active_until: until } = a;
  if (g !== undefined) tests.push((r) => r.g.includes(g));
  if (a.ongoing) tests.push((r) => r.yu === null);
  // An ongoing project is active until this year.
  const thisYear = new Date().getUTCFullYear();
  if (from !== undefined) tests.push((r) => (r.yu ?? thisYear) >= from);
  if (until !== undefined) tests.push((r) => r.yf <= until);
  const search = await s.search();
  // "sortorder" is the API's default order: what relevance means without a query.
  const orderby = a.sort === 'sortorder' ? 'relevance' : a.sort;
  const ids = await inOrder(
    search,
    filtered(s, tests).map((r) => r.id),
    orderby,
  );
  const results = pageOf(ids, a.page, a.limit).map((id) => {
    const r = s.byId.get(id) as AgentRef;
    return {
      ...baseItem(s, r),
      yearfrom: r.yf,
      monthfrom: r.mf,
      yearuntil: r.yu,
      monthuntil: r.mu,
      detail_url: s.url(r.path),
      ...(r.thumb ? { thumb_url: s.url(r.thumb) } : {}),
    };
  });
  const content: ListReferencesResult = { total: ids.length, page: a.page, limit: a.limit, results };
  return toolOutput(s, listMarkdown(a.lang, content, linkOf(s)), content, results);
}
