/**
 * The inline script that shows a ?view=map link's map view from the first paint (SearchViewToggle
 * renders it; the page hashes its exact text for the CSP, src/site/csp.ts: a component's own hash
 * would come after the page's <head> is written). It marks the results region before the list is
 * parsed and moves the switch's aria-current, so nothing shifts when the script takes over.
 */
export const MARK_VIEW =
  "(function(s){if(new URLSearchParams(location.search).get('view')!=='map')return;s.closest('[data-search-results]').dataset.view='map';var a=s.previousElementSibling.querySelectorAll('a');a[0].removeAttribute('aria-current');a[1].setAttribute('aria-current','page')})(document.currentScript)";
