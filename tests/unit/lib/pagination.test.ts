import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageWindow } from '../../../src/lib/pagination.ts';

const render = (current: number, total: number) =>
  pageWindow(current, total)
    .map((link) => (link.kind === 'gap' ? '…' : String(link.page)))
    .join(' ');

describe('pagination', () => {
  it('counts pages and always has at least one (an empty list still has its page)', () => {
    expect(pageCount(240, 24)).toBe(10);
    expect(pageCount(241, 24)).toBe(11);
    expect(pageCount(0, 24)).toBe(1);
  });

  it('slices the items of a 1-based page', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pageItems(items, 1, 24)).toHaveLength(24);
    expect(pageItems(items, 3, 24)).toEqual([48, 49]);
  });

  it('shows first, last and neighbours of the current page with gaps', () => {
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(1, 10)).toBe('1 2 … 10');
    expect(render(10, 10)).toBe('1 … 9 10');
  });

  it('never hides a single page behind a gap', () => {
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(render(3, 5)).toBe('1 2 3 4 5');
  });

  it('shows one page alone', () => {
    expect(render(1, 1)).toBe('1');
  });
});
