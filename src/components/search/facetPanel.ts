/** Makes the facet sidebar collapsible behind a toggle button on narrow screens (CSS decides when). */
import type { Lang } from '../../i18n/routes.ts';
import { searchStrings } from './strings.ts';

export function collapsibleFacets(aside: HTMLElement): void {
  const toggle = aside.querySelector<HTMLButtonElement>('.facets__toggle');
  const label = toggle?.querySelector('[data-toggle-label]');
  if (!toggle || !label) return;
  const s = searchStrings((document.documentElement.lang === 'en' ? 'en' : 'de') as Lang);
  aside.dataset.enhanced = '';
  toggle.addEventListener('click', () => {
    const open = aside.dataset.open === undefined;
    if (open) aside.dataset.open = '';
    else delete aside.dataset.open;
    toggle.setAttribute('aria-expanded', String(open));
    label.textContent = open ? s.hideFilters : s.showFilters;
  });
}
