/**
 * get_statistics: API-channel views per reference and day. Days before today come from a
 * deterministic history (a pure function of seed, reference and day, drawn with the data set's
 * hash), today holds this run's recorded views (/references/referenceproject, get_reference and
 * references:// reads). Dates after today have no views. "Today" is the clock's UTC date.
 */
import { LIMITS, type ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import { dayNumber, fromDayNumber } from '../../data/format.ts';
import type { SimReference } from '../../data/model.ts';
import { hash } from '../../data/random.ts';
import { RpcError } from '../errors.ts';
import { mdEscape, referenceBullets, type ToolContext, type ToolOutput, toolOutput } from './common.ts';

export const todayDay = (): number => dayNumber(new Date().toISOString().slice(0, 10));

/** Views of one reference on one past day on or after its creation: about viewcount/1000 a day. */
function historicViews(seed: number, ref: SimReference, day: number): number {
  const u = hash(seed, 'mcp-views', ref.reference_ID, day) / 4294967296;
  return Math.floor(u * ((2 * ref.viewcount) / 1000 + 1));
}

/** The company's references on the API channel (any language): what can be viewed there. */
function channelRefs(ctx: ToolContext): SimReference[] {
  return ctx.sim.lookups.data.references.filter(
    (r) => r.company_ID === ctx.caller.company_ID && r.published && r.apiChannel,
  );
}

/** Views per reference_ID over [from, to] (day numbers, inclusive). */
export function viewsInRange(ctx: ToolContext, from: number, to: number): Map<number, number> {
  const today = todayDay();
  const run = ctx.sim.views.snapshot();
  const seed = ctx.sim.options.seed;
  const out = new Map<number, number>();
  for (const ref of channelRefs(ctx)) {
    let n = 0;
    // No views before the reference was created: the days counted start there.
    const created = dayNumber(ref.datecreated.slice(0, 10));
    for (let day = Math.max(from, created); day <= Math.min(to, today - 1); day++)
      n += historicViews(seed, ref, day);
    if (from <= today && today <= to) n += run[String(ref.reference_ID)] ?? 0;
    out.set(ref.reference_ID, n);
  }
  return out;
}

function range(a: ToolParsedArgs<'get_statistics'>): { from: number; to: number } {
  const today = todayDay();
  const to = a.to === undefined ? today : dayNumber(a.to);
  const from = a.from === undefined ? to - LIMITS.statisticsDefaultDays : dayNumber(a.from);
  if (from > to) throw new RpcError('invalidParams', 'from must not be after to');
  if (to - from + 1 > LIMITS.statisticsMaxDays)
    throw new RpcError('invalidParams', `The period may span at most ${LIMITS.statisticsMaxDays} days`);
  return { from, to };
}

const sum = (m: Map<number, number>, ids?: Iterable<number>): number => {
  let n = 0;
  if (ids === undefined) for (const v of m.values()) n += v;
  else for (const id of ids) n += m.get(id) ?? 0;
  return n;
};

export function getStatistics(ctx: ToolContext, a: ToolParsedArgs<'get_statistics'>): ToolOutput {
  const { from, to } = range(a);
  const views = viewsInRange(ctx, from, to);
  const base = { selector: a.selector, from: fromDayNumber(from), to: fromDayNumber(to) };
  const period = `${base.from} – ${base.to}`;
  const lookups = ctx.sim.lookups;
  const refs = channelRefs(ctx);
  const title = (r: SimReference) =>
    (r.texts[a.lang] ?? r.texts[a.lang === 'de' ? 'en' : 'de'])?.projecttitle ?? '';

  switch (a.selector) {
    case 'total': {
      const total = sum(views);
      return toolOutput(`## Views ${period}\n\n${total}`, { ...base, total });
    }
    case 'by_branch': {
      const tree = lookups.companyBranches.get(ctx.caller.company_ID) ?? [];
      const by_branch = tree.map((b) => {
        const inside = new Set(lookups.subtree(b));
        const ids = refs.filter((r) => r.branch_IDs.some((id) => inside.has(id))).map((r) => r.reference_ID);
        return { branch_ID: b.branch_ID, name: b.name[a.lang], views: sum(views, ids) };
      });
      return toolOutput(
        `## Views by branch ${period}\n\n${by_branch.map((b) => `- ${mdEscape(b.name)}: ${b.views}`).join('\n')}`,
        { ...base, by_branch },
      );
    }
    case 'by_referencegroup': {
      const groups = lookups.data.groups.filter((g) => g.company_ID === ctx.caller.company_ID);
      const by_referencegroup = groups.map((g) => ({
        referencegroup_ID: g.group_ID,
        name: g.name[a.lang],
        views: sum(
          views,
          refs.filter((r) => r.group_IDs.includes(g.group_ID)).map((r) => r.reference_ID),
        ),
      }));
      return toolOutput(
        `## Views by reference group ${period}\n\n${by_referencegroup.map((g) => `- ${mdEscape(g.name)}: ${g.views}`).join('\n')}`,
        { ...base, by_referencegroup },
      );
    }
    case 'top_references': {
      const top_references = refs
        .map((r) => ({
          reference_ID: r.reference_ID,
          title: title(r),
          viewcount: views.get(r.reference_ID) ?? 0,
        }))
        .filter((r) => r.viewcount > 0)
        .sort((x, y) => y.viewcount - x.viewcount || x.reference_ID - y.reference_ID)
        .slice(0, a.count);
      return toolOutput(
        `## Most viewed ${period}\n\n${referenceBullets(top_references.map((r) => ({ ...r, city: `${r.viewcount} views` })))}`,
        { ...base, top_references },
        top_references,
      );
    }
    case 'trend': {
      const days = to - from + 1;
      const previous = viewsInRange(ctx, from - days, from - 1);
      const cur = { from: base.from, to: base.to, views: sum(views) };
      const prev = { from: fromDayNumber(from - days), to: fromDayNumber(from - 1), views: sum(previous) };
      const trend = { current_period: cur, previous_period: prev, change: cur.views - prev.views };
      return toolOutput(
        `## Trend\n\n- ${cur.from} – ${cur.to}: ${cur.views}\n- ${prev.from} – ${prev.to}: ${prev.views}\n- change: ${trend.change}`,
        { ...base, trend },
      );
    }
  }
}
