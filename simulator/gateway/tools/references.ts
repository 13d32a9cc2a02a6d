/**
 * search_references and list_references. Search runs the very code of GET /references/search
 * (filteredRefs + searchOrdered): same IDs, order and total for the same query, language and
 * filters. Filters REST search does not have (group, country, start years, client) narrow the
 * same list before the text search.
 */
import { listMarkdown, searchMarkdown } from '../../../src/gateway/markdown.ts';
import type { ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import { filteredRefs, searchOrdered } from '../../endpoints/search.ts';
import { branchMatcher, type Matcher } from '../../membership.ts';
import { orderDelivered } from '../../store/ordering.ts';
import type { Delivered, LangView } from '../../store/view.ts';
import {
  activeUntilYear,
  listItemOf,
  resultItem,
  type ToolContext,
  type ToolOutput,
  toolOutput,
  viewOf,
  yearOf,
} from './common.ts';

/** The REST parameter reader filteredRefs expects, fed from tool arguments. */
function restParams(values: Record<string, string | undefined>) {
  const get = (n: string) => values[n];
  return {
    ids: (n: string) => {
      const v = get(n);
      return v === undefined ? undefined : [Number(v)];
    },
    // One value: a city may contain a comma, which REST would split.
    list: (n: string) => {
      const v = get(n);
      return v === undefined ? undefined : [v];
    },
  };
}

const pageOf = <T>(items: readonly T[], page: number, limit: number): T[] =>
  items.slice((page - 1) * limit, page * limit);

function clientMatcher(ctx: ToolContext, needle: string): Matcher {
  const n = needle.trim().toLowerCase();
  const lookups = ctx.sim.lookups;
  return (d) =>
    d.ref.client_IDs.some((id) => {
      const c = lookups.clients.get(id);
      if (!c) return false;
      // Only names the catalog may show: an anonymized client's real name stays hidden.
      const names =
        c.displaytype === 'anonymized'
          ? [c.displayedname.de, c.displayedname.en]
          : [c.clientname, ...(c.contactReleased && c.contact ? [c.contact.name] : [])];
      return names.some((s) => s.toLowerCase().includes(n));
    });
}

export function searchFiltered(
  ctx: ToolContext,
  view: LangView,
  a: {
    branch_ID?: number | undefined;
    referencegroup_ID?: number | undefined;
    country?: string | undefined;
    city?: string | undefined;
    year_from?: number | undefined;
    year_until?: number | undefined;
    client?: string | undefined;
    ongoing?: boolean | undefined;
  },
): Delivered[] {
  const base = filteredRefs(
    view,
    restParams({
      branch_ID: a.branch_ID === undefined ? undefined : String(a.branch_ID),
      city: a.city,
      selection: a.ongoing ? 'ongoing' : undefined,
    }),
  );
  const tests: Matcher[] = [];
  if (a.referencegroup_ID !== undefined) {
    const g = a.referencegroup_ID;
    tests.push((d) => d.ref.group_IDs.includes(g));
  }
  if (a.country !== undefined) {
    const cc = a.country.toUpperCase();
    tests.push((d) => d.ref.countryCode === cc);
  }
  if (a.year_from !== undefined) {
    const y = a.year_from;
    tests.push((d) => yearOf(d.ref.datefrom) >= y);
  }
  if (a.year_until !== undefined) {
    const y = a.year_until;
    tests.push((d) => yearOf(d.ref.datefrom) <= y);
  }
  if (a.client !== undefined) tests.push(clientMatcher(ctx, a.client));
  return tests.length === 0 ? base : base.filter((d) => tests.every((t) => t(d)));
}

export function searchReferences(ctx: ToolContext, a: ToolParsedArgs<'search_references'>): ToolOutput {
  const view = viewOf(ctx, a.lang);
  const query = a.query?.trim() ? a.query.trim() : undefined;
  const ordered = searchOrdered(ctx.sim, view, searchFiltered(ctx, view, a), query, a.sort);
  const results = pageOf(ordered, a.page, a.limit).map(resultItem);
  const content = { total: ordered.length, page: a.page, limit: a.limit, results };
  return toolOutput(searchMarkdown(a.lang, content), content, results);
}

export function listReferences(ctx: ToolContext, a: ToolParsedArgs<'list_references'>): ToolOutput {
  const view = viewOf(ctx, a.lang);
  const tests: Matcher[] = [];
  if (a.branch_ID !== undefined) tests.push(branchMatcher(view, [a.branch_ID]));
  if (a.referencegroup_ID !== undefined) {
    const g = a.referencegroup_ID;
    tests.push((d) => d.ref.group_IDs.includes(g));
  }
  if (a.ongoing) tests.push((d) => d.ref.ongoing);
  if (a.active_from !== undefined) {
    const y = a.active_from;
    tests.push((d) => activeUntilYear(ctx, d.ref) >= y);
  }
  if (a.active_until !== undefined) {
    const y = a.active_until;
    tests.push((d) => yearOf(d.ref.datefrom) <= y);
  }
  const refs = tests.length === 0 ? view.refs : view.refs.filter((d) => tests.every((t) => t(d)));
  const ordered = orderDelivered(view, refs, a.sort, { views: ctx.sim.views, randomSeed: 0 });
  const results = pageOf(ordered, a.page, a.limit).map((d) => listItemOf(ctx, d, a.lang));
  const content = { total: ordered.length, page: a.page, limit: a.limit, results };
  return toolOutput(listMarkdown(a.lang, content), content, results);
}
