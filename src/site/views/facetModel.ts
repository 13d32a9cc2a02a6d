/**
 * The facet sidebar's model: every /references/filters definition (label, sortmode order as the
 * API delivers it, formtype, opened) plus the branch tree, with the counts of the unfiltered
 * catalog (the API's `c`, and referencecount for branches). Pure, so it is unit-tested.
 */
import type { FilterDefinition } from '../../catalog/schemas.ts';
import { BRANCH_FACET } from '../../search/static/indexSource.ts';

export type FacetOption = { value: string; label: string; count: number; depth: number };

export type FacetView = {
  name: string;
  label: string;
  /** formtype radiobuttons: one option at a time. */
  radio: boolean;
  /** opened 1 = expanded. */
  open: boolean;
  /**
   * The value that means "no filter" for a radio facet: the API's own `all` option where there is
   * one (selection), otherwise an extra "any" radio with the empty value.
   */
  anyValue: string | null;
  options: FacetOption[];
};

export type BranchNodeLike = { branch_ID: number; branchname: string; depth: number; referencecount: number };

export function definitionFacet(
  def: Pick<FilterDefinition, 'name' | 'label' | 'formtype' | 'opened' | 'options'>,
): FacetView {
  const radio = def.formtype === 'radiobuttons';
  const options = def.options.map((o) => ({ value: String(o.v), label: o.d, count: o.c ?? 0, depth: 0 }));
  return {
    name: def.name,
    label: def.label,
    radio,
    open: def.opened === 1,
    anyValue: radio ? (options.some((o) => o.value === 'all') ? 'all' : '') : null,
    options,
  };
}

/** Branches in tree order (lft), indented by depth; a branch includes its sub-branches (spec 4.3). */
export function branchFacet(label: string, branches: readonly BranchNodeLike[]): FacetView {
  return {
    name: BRANCH_FACET,
    label,
    radio: false,
    open: true,
    anyValue: null,
    options: branches.map((b) => ({
      value: String(b.branch_ID),
      label: b.branchname,
      count: b.referencecount,
      depth: b.depth,
    })),
  };
}

/** Sidebar order: the branch tree first (the site's main grouping), then the API's definitions in order. */
export function facetViews(
  definitions: readonly Parameters<typeof definitionFacet>[0][],
  branchLabel: string,
  branches: readonly BranchNodeLike[],
): FacetView[] {
  const facets = definitions.map(definitionFacet);
  return branches.length > 0 ? [branchFacet(branchLabel, branches), ...facets] : facets;
}
