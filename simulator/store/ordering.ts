/**
 * orderby for lists, search and export. Static orders are ranked once per view; lastviewdate,
 * markerlistsortorder, random and relevance depend on the request or on runtime state.
 */

import type { SimMarkerlist, SimReference } from '../data/model.ts';
import { Rng } from '../data/random.ts';
import type { Delivered, LangView } from './view.ts';
import type { ViewLog } from './viewLog.ts';

/** Exact (case-insensitive, whitespace-normalised) match against the allowed values, else fallback. */
export function pickOrder<T extends string>(raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  const norm = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return allowed.find((o) => o.toLowerCase() === norm) ?? fallback;
}

type Cmp = (a: SimReference, b: SimReference) => number;
const byId: Cmp = (a, b) => a.reference_ID - b.reference_ID;
const str = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
// Ongoing projects have no end date: they sort after every finished one.
const untilKey = (r: SimReference): string => r.dateuntil ?? '9999-12-31';

export interface OrderContext {
  views: ViewLog;
  /** For markerlistsortorder. */
  markerlist?: SimMarkerlist | undefined;
  /** For random: a fresh stream per request. */
  randomSeed: number;
  /** Search hits best first (relevance); absent = no query. */
  relevance?: ReadonlyMap<number, number> | undefined;
}

/** Orders `items` (any objects carrying a SimReference) by an orderby value. */
export function orderBy<T>(
  items: readonly T[],
  refOf: (item: T) => SimReference,
  order: string,
  titleOf: (item: T) => string,
  lang: 'de' | 'en',
  ctx: OrderContext,
): T[] {
  const out = [...items];
  const desc = order.endsWith(' desc');
  const key = desc ? order.slice(0, -5) : order;
  let cmp: (a: T, b: T) => number;
  switch (key) {
    case 'datefrom':
      cmp = (a, b) => str(refOf(a).datefrom, refOf(b).datefrom) || byId(refOf(a), refOf(b));
      break;
    case 'dateuntil':
      cmp = (a, b) => str(untilKey(refOf(a)), untilKey(refOf(b))) || byId(refOf(a), refOf(b));
      break;
    case 'projecttitle': {
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      cmp = (a, b) => collator.compare(titleOf(a), titleOf(b)) || byId(refOf(a), refOf(b));
      break;
    }
    case 'sortorder':
      cmp = (a, b) => refOf(a).sortorder - refOf(b).sortorder || byId(refOf(a), refOf(b));
      break;
    case 'countersignrequested':
      // Most recent request first; references without a request last.
      cmp = (a, b) =>
        str(refOf(b).countersignrequested ?? '', refOf(a).countersignrequested ?? '') ||
        byId(refOf(a), refOf(b));
      break;
    case 'lastviewdate':
      // Most recently viewed first: views since start beat the data set's last views; never viewed last.
      cmp = (a, b) =>
        ctx.views.lastSeq(refOf(b).reference_ID) - ctx.views.lastSeq(refOf(a).reference_ID) ||
        str(refOf(b).lastviewdate ?? '', refOf(a).lastviewdate ?? '') ||
        byId(refOf(a), refOf(b));
      break;
    case 'markerlistsortorder': {
      const pos = new Map((ctx.markerlist?.entries ?? []).map((e) => [e.reference_ID, e.sortorder]));
      cmp = (a, b) =>
        (pos.get(refOf(a).reference_ID) ?? Number.MAX_SAFE_INTEGER) -
          (pos.get(refOf(b).reference_ID) ?? Number.MAX_SAFE_INTEGER) ||
        refOf(a).sortorder - refOf(b).sortorder ||
        byId(refOf(a), refOf(b));
      break;
    }
    case 'relevance': {
      const rel = ctx.relevance;
      if (!rel) return orderBy(items, refOf, 'sortorder', titleOf, lang, ctx);
      cmp = (a, b) =>
        (rel.get(refOf(a).reference_ID) ?? Number.MAX_SAFE_INTEGER) -
        (rel.get(refOf(b).reference_ID) ?? Number.MAX_SAFE_INTEGER);
      break;
    }
    case 'random':
      return shuffle(out, ctx.randomSeed);
    default:
      cmp = (a, b) => byId(refOf(a), refOf(b));
  }
  out.sort(desc ? (a, b) => cmp(b, a) : cmp);
  return out;
}

/** Fisher–Yates with the data set's seeded generator: reproducible for a given seed and call. */
function shuffle<T>(items: T[], seed: number): T[] {
  const rng = new Rng(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

const STATIC_KEYS = new Set([
  '__seededlastview',
  'reference_ID',
  'datefrom',
  'dateuntil',
  'projecttitle',
  'sortorder',
  'countersignrequested',
]);

/** A view's references sorted by a static order, computed once per view (titles collate slowly). */
function staticSorted(view: LangView, key: string): readonly Delivered[] {
  return view.memo(`order:${key}`, () =>
    orderBy(
      view.refs,
      (d) => d.ref,
      key === '__seededlastview' ? 'lastviewdate' : key,
      (d) => d.texts.projecttitle,
      view.lang,
      { views: NO_VIEWS, randomSeed: 0 },
    ),
  );
}

/** Presorts every static order (projecttitle collation is the slow one) at start. */
export function presortOrders(view: LangView): void {
  for (const key of STATIC_KEYS) staticSorted(view, key);
}

const NO_VIEWS = { lastSeq: () => 0 } as unknown as ViewLog;

/** orderby over delivered references of a view; static orders use precomputed ranks. */
export function orderDelivered(
  view: LangView,
  refs: readonly Delivered[],
  order: string,
  ctx: OrderContext,
): Delivered[] {
  const desc = order.endsWith(' desc');
  let key = order === 'none' ? 'reference_ID' : desc ? order.slice(0, -5) : order;
  // Relevance without a query is the company's sortorder (see orderBy): a static order too.
  if (key === 'relevance' && !ctx.relevance) key = 'sortorder';
  if (STATIC_KEYS.has(key)) {
    // Walk the presorted view once and keep the members: O(n), no comparator calls per request.
    const sorted = staticSorted(view, key);
    let out: Delivered[];
    if (refs === view.refs) out = [...sorted];
    else {
      const member = new Uint8Array(view.refs.length);
      for (const d of refs) member[d.index] = 1;
      out = sorted.filter((d) => member[d.index] === 1);
    }
    return desc ? out.reverse() : out;
  }
  if (key === 'lastviewdate') {
    // The data set's last views are static (presorted); views since start go in front, newest first.
    const seeded = orderDelivered(view, refs, '__seededlastview', ctx);
    const viewed = seeded.filter((d) => ctx.views.lastSeq(d.ref.reference_ID) > 0);
    if (viewed.length === 0) return seeded;
    viewed.sort((a, b) => ctx.views.lastSeq(b.ref.reference_ID) - ctx.views.lastSeq(a.ref.reference_ID));
    return [...viewed, ...seeded.filter((d) => ctx.views.lastSeq(d.ref.reference_ID) === 0)];
  }
  return orderBy(
    refs,
    (d) => d.ref,
    order,
    (d) => d.texts.projecttitle,
    view.lang,
    ctx,
  );
}
