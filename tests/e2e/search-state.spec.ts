/**
 * What the search page keeps for a visitor: facet options without hits stay in place but cannot be
 * picked, unless selected (then they can be cleared). Expectations come from the page as built.
 */
import type { Page } from '@playwright/test';
import { searchFor, settled, total } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { type Lang, routes } from './support/contract.ts';

type OptionState = {
  name: string;
  value: string;
  count: number;
  type: string;
  checked: boolean;
  disabled: boolean;
};

function options(page: Page): Promise<OptionState[]> {
  return page.locator('[data-facets="search"] [data-filter]').evaluateAll((items) =>
    items.map((item) => {
      const el = item as HTMLElement;
      const input = el.querySelector('input') as HTMLInputElement;
      return {
        name: el.dataset.filter ?? '',
        value: el.dataset.value ?? '',
        count: Number(el.dataset.count),
        type: input.type,
        checked: input.checked,
        disabled: input.disabled,
      };
    }),
  );
}

const option = (page: Page, name: string, value: string) =>
  page.locator(`[data-facets="search"] [data-filter="${name}"][data-value="${value}"] input`);

for (const [lang, query] of [
  ['en', 'bridge'],
  ['de', 'brücke'],
] as const satisfies readonly [Lang, string][]) {
  test(`${lang}: after "${query}" the options without hits stay in place, disabled unless selected`, async ({
    page,
  }) => {
    await page.goto(routes(lang).search);
    await settled(page);
    const before = await options(page);
    await searchFor(page, query);
    const hits = await total(page);
    const after = await options(page);
    expect(after.map((o) => [o.name, o.value])).toEqual(before.map((o) => [o.name, o.value]));
    const empty = after.filter((o) => o.count === 0);
    expect(empty.length, `options without hits for "${query}"`).toBeGreaterThan(0);
    for (const o of after)
      expect(o.disabled, `${o.name}=${o.value} (${o.count} hits) disabled`).toBe(o.count === 0 && !o.checked);

    // Selected anyway (a shared link): it stays enabled, so the visitor can clear it.
    const picked = empty.find((o) => o.type === 'checkbox');
    expect(picked, 'a checkbox option without hits').toBeDefined();
    if (!picked) return;
    await page.goto(
      `${routes(lang).search}?${new URLSearchParams({ q: query, [picked.name]: picked.value })}`,
    );
    await settled(page);
    expect(await total(page)).toBe(0);
    const input = option(page, picked.name, picked.value);
    await expect(input).toBeChecked();
    await expect(input).toBeEnabled();
    await input.uncheck();
    await settled(page);
    expect(await total(page)).toBe(hits);
    await expect(input).toBeDisabled();
  });
}
