/** Reading and updating the facet sidebar's DOM (FacetSidebar.astro), shared by the search page and list pages. */
import type { FacetValues } from '../../search/static/client/urlState.ts';

const facetsOf = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('[data-facet]')];

const inputsOf = (facet: HTMLElement): HTMLInputElement[] => [
  ...facet.querySelectorAll<HTMLInputElement>('input'),
];

/** Every facet's name and option values, in sidebar order (what readState/writeState need). */
export function facetValuesOf(root: ParentNode): FacetValues[] {
  return facetsOf(root).map((facet) => ({
    name: facet.dataset.facet ?? '',
    values: [...facet.querySelectorAll<HTMLElement>('[data-filter]')].map((o) => o.dataset.value ?? ''),
  }));
}

/** The checked options per facet; a radio facet's "any" choice means no filter. */
export function selectedFilters(root: ParentNode): Map<string, string[]> {
  const filters = new Map<string, string[]>();
  for (const facet of facetsOf(root)) {
    const any = facet.dataset.anyValue;
    const values = inputsOf(facet)
      .filter((input) => input.checked && input.value !== '' && input.value !== any)
      .map((input) => input.value);
    if (values.length > 0) filters.set(facet.dataset.facet ?? '', values);
  }
  return filters;
}

/** Checks exactly the options of `filters` (radio facets fall back to their "any" choice). */
export function showSelection(root: ParentNode, filters: ReadonlyMap<string, readonly string[]>): void {
  for (const facet of facetsOf(root)) {
    const selected = filters.get(facet.dataset.facet ?? '') ?? [];
    const any = facet.dataset.anyValue;
    let count = 0;
    for (const input of inputsOf(facet)) {
      input.checked = selected.length > 0 ? selected.includes(input.value) : input.value === any;
      if (input.checked && input.value !== any) count++;
    }
    const badge = facet.querySelector<HTMLElement>('[data-facet-badge]');
    if (badge) {
      badge.hidden = count === 0;
      badge.textContent = String(count);
    }
    if (count > 0 && facet instanceof HTMLDetailsElement) facet.open = true;
  }
}

/**
 * Writes counts[name][value] into the options (data-count and the visible number). An option
 * without hits stays in place but is disabled (announced as unavailable), unless it is selected:
 * then it must stay clearable.
 */
export function showCounts(root: ParentNode, counts: ReadonlyMap<string, ReadonlyMap<string, number>>): void {
  for (const option of root.querySelectorAll<HTMLElement>('[data-filter]')) {
    const n = counts.get(option.dataset.filter ?? '')?.get(option.dataset.value ?? '');
    if (n === undefined) continue;
    option.dataset.count = String(n);
    const text = option.querySelector('[data-count-text]');
    if (text) text.textContent = String(n);
    const input = option.querySelector('input');
    if (input) input.disabled = n === 0 && !input.checked;
  }
}

/** Label of a selected option, for the active-filter chips. */
export function optionLabel(root: ParentNode, name: string, value: string): string {
  for (const option of root.querySelectorAll<HTMLElement>('[data-filter]')) {
    if (option.dataset.filter === name && option.dataset.value === value) {
      return option.querySelector('.facet__label')?.textContent?.trim() ?? value;
    }
  }
  return value;
}
