/**
 * The facet sidebar on list pages: picking an option opens the search page with that filter (the
 * form's submit button does the same without script, with a less tidy URL).
 */
import { emptyState, type FacetValues, writeState } from '../../search/static/client/urlState.ts';
import { facetValuesOf, selectedFilters } from './facetDom.ts';

export function linkFacets(form: HTMLFormElement): void {
  const facets: FacetValues[] = facetValuesOf(form);
  form.addEventListener('change', () => {
    const query = writeState({ ...emptyState(), filters: selectedFilters(form) }, facets);
    window.location.assign(`${form.action}${query ? `?${query}` : ''}`);
  });
}
