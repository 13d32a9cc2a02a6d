/**
 * Related references, computed once per build and language from what the store keeps: shared
 * branches (the assigned branch counts most, its ancestors a little), shared groups, shared terms
 * (services, products, option values; rarer terms weigh more) and nearness. No Astro imports.
 *
 * Cost stays near-linear: candidates come from inverted lists (key → references) instead of all
 * pairs. A list longer than `maxPosting` (a broad top branch, a service most projects have) still
 * counts in the score but contributes only the `maxPosting` members nearest to the reference on a
 * space-filling curve, so a huge branch yields its nearby members, not thousands of candidates.
 */

export type RelatedItem = {
  id: number;
  lang: string;
  /** Each assigned branch as its path from the top of the tree, the assigned branch last. */
  branchPaths: readonly (readonly number[])[];
  groups: readonly number[];
  /** Opaque shared vocabulary, e.g. `s:12` for a service, `p:7` for a product. */
  terms: readonly string[];
  latitude?: number | undefined;
  longitude?: number | undefined;
};

export type RelatedOptions = {
  /** Related references per page (a row of the card grid). */
  limit?: number;
  /** Below this score from shared branches, groups and terms a reference is not related at all. */
  minScore?: number;
  /** Longest inverted list visited in full (see above). */
  maxPosting?: number;
};

export const WEIGHTS = {
  branch: 4,
  ancestor: 1,
  group: 3,
  /** A term held by two references; a term most references hold weighs about a tenth of it. */
  term: 2,
  /** Added for the same place, halved at `nearKm`. */
  near: 2,
  nearKm: 25,
} as const;

const DEFAULTS = { limit: 4, minScore: 3, maxPosting: 200 };

/** Related reference IDs per language and reference, best first; references without any are absent. */
export function relatedByLanguage(
  items: readonly RelatedItem[],
  options: RelatedOptions = {},
): Map<string, Map<number, number[]>> {
  const byLang = new Map<string, RelatedItem[]>();
  for (const item of items) {
    const list = byLang.get(item.lang) ?? [];
    list.push(item);
    byLang.set(item.lang, list);
  }
  const result = new Map<string, Map<number, number[]>>();
  for (const [lang, list] of [...byLang].sort(([a], [b]) => a.localeCompare(b))) {
    result.set(lang, relatedWithin(list, options));
  }
  return result;
}

type Prepared = {
  ids: number[];
  /** Per item: its key indices, ascending, and their weights. */
  keys: Int32Array[];
  weights: Float64Array;
  postings: Int32Array[];
  /** Per item: its position on the space-filling curve (posting lists are in this order). */
  curve: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
};

/** Related references among items of one language (the caller's grouping keeps languages apart). */
export function relatedWithin(
  items: readonly RelatedItem[],
  options: RelatedOptions = {},
): Map<number, number[]> {
  const { limit, minScore, maxPosting } = { ...DEFAULTS, ...options };
  // Stable input order: by ID, so the result never depends on the caller's order.
  const sorted = [...items].sort((a, b) => a.id - b.id);
  const prep = prepare(sorted);
  const n = sorted.length;
  const acc = new Float64Array(n);
  const touched: number[] = [];
  const result = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    // Phase 1: add up the weights of the keys visited (a lower bound of the shared score).
    touched.length = 0;
    for (const key of prep.keys[i] as Int32Array) {
      const list = prep.postings[key] as Int32Array;
      const weight = prep.weights[key] as number;
      const [from, to] = window(list, i, maxPosting, prep.curve);
      for (let p = from; p < to; p++) {
        const j = list[p] as number;
        if (j === i) continue;
        const sum = acc[j] as number;
        if (sum === 0) touched.push(j);
        acc[j] = sum + weight;
      }
    }
    const shortlist = shortlisted(prep, i, touched, acc, limit * SHORTLIST_FACTOR);
    // Phase 2: the exact score of the few best, plus nearness.
    const top = best(prep, i, shortlist, limit, minScore);
    if (top.length > 0) result.set(prep.ids[i] as number, top);
  }
  return result;
}

/** Candidates rescored exactly per related reference shown. */
const SHORTLIST_FACTOR = 4;

/** The best `size` candidates by accumulated weight, then nearness on the curve, then ID; resets acc. */
function shortlisted(
  prep: Prepared,
  i: number,
  touched: number[],
  acc: Float64Array,
  size: number,
): number[] {
  // Parallel arrays, best first: this loop runs for every candidate of every reference.
  const js: number[] = [];
  const scores: number[] = [];
  const gaps: number[] = [];
  const at = prep.curve[i] as number;
  for (const j of touched) {
    const score = acc[j] as number;
    acc[j] = 0;
    const gap = Math.abs((prep.curve[j] as number) - at);
    let k = js.length;
    while (k > 0) {
      const s = scores[k - 1] as number;
      const g = gaps[k - 1] as number;
      if (s > score || (s === score && (g < gap || (g === gap && (js[k - 1] as number) < j)))) break;
      k--;
    }
    if (k >= size) continue;
    js.splice(k, 0, j);
    scores.splice(k, 0, score);
    gaps.splice(k, 0, gap);
    if (js.length > size) {
      js.pop();
      scores.pop();
      gaps.pop();
    }
  }
  return js;
}

function prepare(items: readonly RelatedItem[]): Prepared {
  const keyIndex = new Map<string, number>();
  const keyWeights: number[] = [];
  const members: number[][] = [];
  const keys = items.map((item, i) => {
    const own = new Map<string, number>();
    for (const path of item.branchPaths) {
      // Every branch on the path is an ancestor key (a shared top branch counts a little); the
      // assigned branch is also a key of its own (the same assigned branch counts most).
      for (const branch of path) own.set(`a${branch}`, WEIGHTS.ancestor);
      const assigned = path.at(-1);
      if (assigned !== undefined) own.set(`b${assigned}`, WEIGHTS.branch);
    }
    for (const group of item.groups) own.set(`g${group}`, WEIGHTS.group);
    for (const term of item.terms) own.set(`t${term}`, -1);
    const indices: number[] = [];
    for (const [key, weight] of own) {
      let k = keyIndex.get(key);
      if (k === undefined) {
        k = keyWeights.length;
        keyIndex.set(key, k);
        keyWeights.push(weight);
        members.push([]);
      }
      (members[k] as number[]).push(i);
      indices.push(k);
    }
    return Int32Array.from(indices.sort((a, b) => a - b));
  });
  const n = items.length;
  // Terms: inverse document frequency, scaled so a term two references share weighs WEIGHTS.term.
  const scale = Math.log(1 + n / 2);
  keyWeights.forEach((weight, k) => {
    if (weight < 0) {
      const df = (members[k] as number[]).length;
      keyWeights[k] = scale > 0 ? (WEIGHTS.term * Math.log(1 + n / df)) / scale : WEIGHTS.term;
    }
  });
  const lat = Float64Array.from(items, (item) => item.latitude ?? Number.NaN);
  const lon = Float64Array.from(items, (item) => item.longitude ?? Number.NaN);
  const curve = Float64Array.from(items, (_, i) => curveKey(lat[i] as number, lon[i] as number));
  const byCurve = (a: number, b: number) => (curve[a] as number) - (curve[b] as number) || a - b;
  return {
    ids: items.map((item) => item.id),
    keys,
    weights: Float64Array.from(keyWeights),
    postings: members.map((list) => Int32Array.from(list.sort(byCurve))),
    curve,
    lat,
    lon,
  };
}

/** The part of a posting list to visit: all of it, or the maxPosting members around item i. */
function window(list: Int32Array, i: number, maxPosting: number, curve: Float64Array): [number, number] {
  if (list.length <= maxPosting) return [0, list.length];
  // Binary search for i in the list's (curve, index) order.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const j = list[mid] as number;
    const d = (curve[j] as number) - (curve[i] as number) || j - i;
    if (d < 0) lo = mid + 1;
    else hi = mid;
  }
  const from = Math.max(0, Math.min(lo - (maxPosting >> 1), list.length - maxPosting));
  return [from, from + maxPosting];
}

function best(prep: Prepared, i: number, candidates: number[], limit: number, minScore: number): number[] {
  const top: { j: number; score: number; km: number }[] = [];
  const own = prep.keys[i] as Int32Array;
  for (const j of candidates) {
    const shared = sharedWeight(own, prep.keys[j] as Int32Array, prep.weights);
    if (shared < minScore) continue;
    const km = distanceKm(
      prep.lat[i] as number,
      prep.lon[i] as number,
      prep.lat[j] as number,
      prep.lon[j] as number,
    );
    const near = Number.isFinite(km) ? WEIGHTS.near / (1 + km / WEIGHTS.nearKm) : 0;
    const entry = { j, score: shared + near, km };
    // Insertion into the short best-first list: higher score, then nearer, then lower ID.
    let at = top.length;
    while (at > 0 && before(entry, top[at - 1] as typeof entry, prep.ids)) at--;
    if (at < limit) {
      top.splice(at, 0, entry);
      if (top.length > limit) top.pop();
    }
  }
  return top.map((entry) => prep.ids[entry.j] as number);
}

function before(
  a: { j: number; score: number; km: number },
  b: { j: number; score: number; km: number },
  ids: number[],
): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const akm = Number.isFinite(a.km) ? a.km : Number.POSITIVE_INFINITY;
  const bkm = Number.isFinite(b.km) ? b.km : Number.POSITIVE_INFINITY;
  if (akm !== bkm) return akm < bkm;
  return (ids[a.j] as number) < (ids[b.j] as number);
}

/** Sum of the weights of the keys both sorted key lists hold. */
function sharedWeight(a: Int32Array, b: Int32Array, weights: Float64Array): number {
  let sum = 0;
  let x = 0;
  let y = 0;
  while (x < a.length && y < b.length) {
    const ka = a[x] as number;
    const kb = b[y] as number;
    if (ka === kb) {
      sum += weights[ka] as number;
      x++;
      y++;
    } else if (ka < kb) x++;
    else y++;
  }
  return sum;
}

/** Great-circle distance; NaN when either side has no coordinates. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Z-order (Morton) key of a position: near keys are mostly near places. No coordinates sort last. */
function curveKey(lat: number, lon: number): number {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return 2 ** 32;
  const y = Math.min(65535, Math.max(0, Math.floor(((lat + 90) / 180) * 65536)));
  const x = Math.min(65535, Math.max(0, Math.floor(((lon + 180) / 360) * 65536)));
  let key = 0;
  for (let bit = 15; bit >= 0; bit--) {
    key = key * 4 + ((y >> bit) & 1) * 2 + ((x >> bit) & 1);
  }
  return key;
}
