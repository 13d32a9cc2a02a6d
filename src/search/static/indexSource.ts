/**
 * What the static index is built from, per language: the same detail data the pages render (so
 * the search sees what the reader sees), plus facet membership and sort orders as the API answered
 * them. Written by the site's internal source endpoint, read by the build integration.
 */
import type { Lang } from '../../catalog/lang.ts';
import type { SearchableReference } from '../types.ts';

/** Branch and group names by ID, as lists (JSON): what the index writes beside its cards. */
export type TreeNameList = { branches: [number, string][]; groups: [number, string][] };

export type SourceReference = {
  id: number;
  /** The detail object (only the fields searchDoc.ts reads are needed). */
  readonly doc: SearchableReference;
  /**
   * A digest of everything `doc` is made of, where the source knows one: a build's memo of each
   * reference's words (docMemo.ts) is keyed by it and reads `doc` only when it misses.
   */
  key?: string;
};

export type SourceFacet = {
  /** The filter definition's `name`, i.e. the URL / API parameter (BRANCH_FACET for branches). */
  name: string;
  options: { v: string | number; ids: number[] }[];
};

export type IndexSource = {
  lang: Lang;
  refs: SourceReference[];
  /** The filter definitions' options as the API counts them, then the branches (the site's membership, src/site/data/branches.ts). */
  facets: SourceFacet[];
  /** Complete reference_ID order per /references/search orderby value. */
  orders: Record<string, number[]>;
};

/**
 * What the site's source endpoint serves: the source without its details, which the index reads
 * from the detail store itself (resolveSource.ts). A whole language's details at once, serialized,
 * was the largest allocation of Astro's process.
 */
export type SourceManifest = Omit<IndexSource, 'refs'> & {
  /** The references in the site's order, each with the digest of its stored detail. */
  refs: { id: number; detailDigest: string }[];
  /** The trees' current names by ID, applied to each detail as its pages apply them (src/site/data/treeNames.ts). */
  names: TreeNameList;
};

/** The URL / API parameter of the branch facet (spec 4.3: includes sub-branches, OR within). */
export const BRANCH_FACET = 'branch_ID';
