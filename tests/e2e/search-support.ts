/**
 * Helpers of the search page tests: the page's stable hooks (data-result-count, data-reference-id,
 * data-filter/-value/-count, aria-busy on the results region) and the API's answer to compare with.
 */
import type { Page } from '@playwright/test';
import type { CatalogClient, SearchParams } from '../../src/catalog/index.ts';
import { expect } from './support/catalog.ts';
import type { Lang } from './support/contract.ts';

export const PAGE_SIZE = 24;

/** Waits until the search the page is running (if any) has put its results on screen. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-search-results]')).toHaveAttribute('aria-busy', 'false');
}

export async function total(page: Page): Promise<number> {
  return Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
}

/** reference_IDs of the cards on screen, in order. */
export function shownIds(page: Page): Promise<number[]> {
  return page
    .locator('[data-search-results] [data-reference-id]')
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.referenceId)));
}

/** Runs a query through the page's own search box (Enter submits at once). */
export async function searchFor(page: Page, query: string): Promise<void> {
  const input = page.locator('#search-q');
  await input.fill(query);
  await input.press('Enter');
  await settled(page);
}

/** The API's answer: every reference_ID of /references/search in relevance order. */
export function apiSearch(
  client: CatalogClient,
  lang: Lang,
  query: string,
  filters: Record<string, string[]> = {},
): Promise<number[]> {
  const params: SearchParams & { filters: Record<string, string> } = { orderby: 'relevance', filters: {} };
  if (query) params.query = query;
  for (const [name, values] of Object.entries(filters)) {
    if (name === 'branch_ID') params.branch_ID = values.join(',');
    else if (name === 'selection') params.selection = values[0] as NonNullable<SearchParams['selection']>;
    else params.filters[name] = values.join(',');
  }
  return client.searchAllIds(lang, params);
}

/** Every reference_ID the page lists for a state, walking its pages (use for small result sets). */
export async function allShownIds(page: Page, lang: Lang, search: string, pages: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= pages; n++) {
    await page.goto(`/${lang}/${lang === 'de' ? 'suche' : 'search'}/?${search}${n > 1 ? `&page=${n}` : ''}`);
    await settled(page);
    ids.push(...(await shownIds(page)));
  }
  return ids;
}

/** Picks a facet option the way a visitor does: opens its group if collapsed, then ticks it. */
export async function choose(page: Page, name: string, value: string): Promise<void> {
  const group = page.locator(`[data-facets] details[data-facet="${name}"]`).first();
  if (!(await group.evaluate((el) => (el as HTMLDetailsElement).open)))
    await group.locator('summary').click();
  await group.locator(`[data-filter="${name}"][data-value="${value}"] input`).check();
}
