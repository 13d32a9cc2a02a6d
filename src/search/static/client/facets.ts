/**
 * Facet filtering and counting over doc indexes. Options of one facet combine with OR, facets with
 * AND (as /references/search combines its filter parameters); an option's count is the number of
 * hits that pass every *other* selected facet and belong to the option, so counts answer "how many
 * would I see if I added this option". With no query and nothing selected that is the option's
 * member count: the API's `c`, since the members come from the API.
 */
import type { Manifest } from '../layout.ts';
import { ByteReader } from '../varint.ts';

export type FacetData = {
  names: string[];
  values: string[][];
  /** members[facet][option]: doc indexes, ascending. */
  members: Int32Array[][];
};

export function readFacets(bytes: Uint8Array, facets: Manifest['facets']): FacetData {
  const r = new ByteReader(bytes);
  return {
    names: facets.map((f) => f.name),
    values: facets.map((f) => f.values),
    members: facets.map((f) => f.values.map(() => r.ascending())),
  };
}

/** Selected option indexes per facet index (facets without a selection are absent). */
export type Selection = Map<number, number[]>;

export function selectionOf(data: FacetData, filters: ReadonlyMap<string, readonly string[]>): Selection {
  const selection: Selection = new Map();
  data.names.forEach((name, f) => {
    const wanted = filters.get(name);
    if (!wanted || wanted.length === 0) return;
    const options = (data.values[f] ?? []).flatMap((v, o) => (wanted.includes(v) ? [o] : []));
    if (options.length > 0) selection.set(f, options);
  });
  return selection;
}

export type FacetResult = {
  /** The hits that pass every selected facet, in the order given. */
  docs: Int32Array;
  /** counts[facet][option], computed on call: a page requests its cards first, then counts. */
  counts(): number[][];
};

/** `hits` in ranking order; null = every doc (no query), in doc index order. */
export function applyFacets(
  data: FacetData,
  n: number,
  hits: Int32Array | null,
  selection: Selection,
): FacetResult {
  const inHits = new Uint8Array(n);
  if (hits) for (const d of hits) inHits[d] = 1;
  else inHits.fill(1);
  // Per doc: how many selected facets it fails, and (when exactly one) which.
  const failures = new Uint8Array(n);
  const failedFacet = new Int32Array(n).fill(-1);
  for (const [f, options] of selection) {
    const pass = new Uint8Array(n);
    for (const o of options) for (const d of data.members[f]?.[o] ?? []) pass[d] = 1;
    for (let d = 0; d < n; d++) {
      if (inHits[d] === 1 && pass[d] === 0) {
        failures[d] = Math.min(255, (failures[d] as number) + 1);
        failedFacet[d] = f;
      }
    }
  }
  const counts = () =>
    data.members.map((options, f) =>
      options.map((members) => {
        let c = 0;
        for (const d of members) {
          if (inHits[d] === 1 && (failures[d] === 0 || (failures[d] === 1 && failedFacet[d] === f))) c++;
        }
        return c;
      }),
    );
  const order = hits ?? Int32Array.from({ length: n }, (_, i) => i);
  return { docs: order.filter((d) => failures[d] === 0), counts };
}

/** Docs in a sort order: `order` lists every doc index once; reverse walks it backwards. */
export function sortDocs(docs: Int32Array, order: Int32Array, reverse: boolean, n: number): Int32Array {
  const keep = new Uint8Array(n);
  for (const d of docs) keep[d] = 1;
  const out = new Int32Array(docs.length);
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const d = order[reverse ? order.length - 1 - i : i] as number;
    if (keep[d] === 1) out[k++] = d;
  }
  return out.subarray(0, k);
}
