/**
 * The result pager of the search page: the list pages' pager (nav/Pagination.astro), built in the
 * browser with the same markup and styles (styles/pagination.css).
 */
import type { PageLink } from '../../site/pagination.ts';

type PagerStrings = {
  label: string;
  previous: string;
  next: string;
  page: (n: number) => string;
  current: (n: number) => string;
};

function link(
  href: string,
  page: number,
  text: string,
  attrs: Record<string, string> = {},
): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.dataset.page = String(page);
  a.textContent = text;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

export function renderPager(
  nav: HTMLElement,
  page: number,
  pages: number,
  hrefOf: (page: number) => string,
  window: (current: number, total: number, radius?: number) => PageLink[],
  ui: PagerStrings,
): void {
  nav.setAttribute('aria-label', ui.label);
  nav.hidden = pages <= 1;
  if (pages <= 1) {
    nav.replaceChildren();
    return;
  }
  const ul = document.createElement('ul');
  const item = (child: Node, className?: string): void => {
    const li = document.createElement('li');
    if (className) li.className = className;
    li.append(child);
    ul.append(li);
  };
  const edge = (text: string): HTMLSpanElement => {
    const span = document.createElement('span');
    span.className = 'pagination__edge';
    span.setAttribute('aria-hidden', 'true');
    span.textContent = text;
    return span;
  };
  item(
    page > 1
      ? link(hrefOf(page - 1), page - 1, `← ${ui.previous}`, { rel: 'prev' })
      : edge(`← ${ui.previous}`),
  );
  for (const entry of window(page, pages, 1)) {
    if (entry.kind === 'gap') item(document.createTextNode('…'), 'pagination__gap');
    else {
      const current = entry.page === page;
      const attrs: Record<string, string> = {
        'aria-label': current ? ui.current(entry.page) : ui.page(entry.page),
      };
      if (current) attrs['aria-current'] = 'page';
      item(link(hrefOf(entry.page), entry.page, String(entry.page), attrs), 'pagination__num');
    }
  }
  item(
    page < pages ? link(hrefOf(page + 1), page + 1, `${ui.next} →`, { rel: 'next' }) : edge(`${ui.next} →`),
  );
  nav.replaceChildren(ul);
}
