/**
 * The facet sidebar's toggle button on narrow screens (CSS decides when it shows). Its labels come
 * from the button's data attributes, so list pages load no UI strings table for two words.
 */
export function collapsibleFacets(aside: HTMLElement): void {
  const toggle = aside.querySelector<HTMLButtonElement>('.facets__toggle');
  const label = toggle?.querySelector('[data-toggle-label]');
  if (!toggle || !label) return;
  toggle.addEventListener('click', () => {
    const open = aside.dataset.open === undefined;
    if (open) aside.dataset.open = '';
    else delete aside.dataset.open;
    toggle.setAttribute('aria-expanded', String(open));
    label.textContent = (open ? toggle.dataset.labelHide : toggle.dataset.labelShow) ?? '';
  });
}
