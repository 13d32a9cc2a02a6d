/**
 * The inline script that shows a ?view=map link's map view from the first paint (SearchViewToggle
 * SearchPage renders it right after the results bar, never inside it: a paint while a script inside
 * the bar runs showed the switch before the sort field arrived and then moved it. The page hashes
 * its exact text for the CSP (src/site/head/csp.ts). It marks the results region before the list is
 * parsed and moves the switch's aria-current, so nothing shifts when the script takes over.
 */
export const MARK_VIEW =
  "(function(s){if(new URLSearchParams(location.search).get('view')!=='map')return;var r=s.closest('[data-search-results]');r.dataset.view='map';var a=r.querySelectorAll('[data-view-toggle] a');a[0].removeAttribute('aria-current');a[1].setAttribute('aria-current','page')})(document.currentScript)";
