/** Makes the facet sidebar collapsible behind a toggle button on narrow screens (CSS decides when). */
import { DEFAULT_LANG, isLang } from '../../i18n/routes.ts';
import { ui } from '../../i18n/ui.ts';

export function collapsibleFacets(aside: HTMLElement): void {
  const toggle = aside.querySelector<HTMLButtonElement>('.facets__toggle');
  const label = toggle?.querySelector('[data-toggle-label]');
  if (!toggle || !label) return;
  const s =
    ui[isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG].searchPage;
  aside.dataset.enhanced = '';
  toggle.addEventListener('click', () => {
    const open = aside.dataset.open === undefined;
    if (open) aside.dataset.open = '';
    else delete aside.dataset.open;
    toggle.setAttribute('aria-expanded', String(open));
    label.textContent = open ? s.hideFilters : s.showFilters;
  });
}
