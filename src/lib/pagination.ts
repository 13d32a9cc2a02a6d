export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The items of one page (1-based). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap' };

/**
 * The numbered links of a pager: always the first and last page, the current page with `radius`
 * neighbours, and a gap where pages are left out. A gap never stands for a single page (that page
 * is shown instead), so the pager is as short as it can be without hiding a lone number.
 */
export function pageWindow(current: number, total: number, radius = 1): PageLink[] {
  const shown = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) links.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page });
    previous = page;
  }
  return links;
}
