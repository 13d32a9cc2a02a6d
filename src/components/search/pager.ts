/**
 * The result pager of the search page: the list pages' pager (nav/Pagination.astro), built in the
 * browser with the same markup and styles (styles/pagination.css), "page X of Y" included.
 */
import type { PageLink } from '../../lib/pagination.ts';

type PagerStrings = {
  label: string;
  previous: string;
  next: string;
  page: (n: number) => string;
  current: (n: number) => string;
  status: (page: number, pages: number) => string;
};

/** The arrow (hidden from screen readers) and the label that narrow screens hide visually. */
function edgeContent(arrow: string, label: string, arrowFirst: boolean): Node[] {
  const arrowSpan = document.createElement('span');
  arrowSpan.setAttribute('aria-hidden', 'true');
  arrowSpan.textContent = arrow;
  const labelSpan = document.createElement('span');
  labelSpan.className = 'pagination__label';
  labelSpan.textContent = label;
  const space = document.createTextNode(' ');
  return arrowFirst ? [arrowSpan, space, labelSpan] : [labelSpan, space, arrowSpan];
}

function link(
  href: string,
  page: number,
  content: string | Node[],
  attrs: Record<string, string> = {},
): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.dataset.page = String(page);
  if (typeof content === 'string') a.textContent = content;
  else a.append(...content);
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
  const edge = (content: Node[]): HTMLSpanElement => {
    const span = document.createElement('span');
    span.className = 'pagination__edge';
    span.setAttribute('aria-hidden', 'true');
    span.append(...content);
    return span;
  };
  const previous = edgeContent('←', ui.previous, true);
  item(
    page > 1 ? link(hrefOf(page - 1), page - 1, previous, { rel: 'prev' }) : edge(previous),
    'pagination__prev',
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
  item(document.createTextNode(ui.status(page, pages)), 'pagination__status');
  const next = edgeContent('→', ui.next, false);
  item(
    page < pages ? link(hrefOf(page + 1), page + 1, next, { rel: 'next' }) : edge(next),
    'pagination__next',
  );
  nav.replaceChildren(ul);
}
