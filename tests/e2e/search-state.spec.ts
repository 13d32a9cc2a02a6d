/**
 * What the search page keeps for a visitor: the language switch leads to the same search in the
 * other language (query, facets in that language's values, sort, page), and facet options without
 * hits stay in place but cannot be picked, unless selected (then they can be cleared). Expectations
 * come from the API (/references/filters, /references/search) and the page as built.
 */
import type { Page } from '@playwright/test';
import { apiSearch, PAGE_SIZE, searchFor, settled, shownIds, total } from './search-support.ts';
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

test.describe('the language switch keeps the search', () => {
  test('en → de: query, a city in German spelling, sort (changed on the page), header and footer', async ({
    page,
    catalog,
  }) => {
    const [en, de] = await Promise.all([catalog.client.getFilters('en'), catalog.client.getFilters('de')]);
    const cities = (defs: typeof en) =>
      (defs.find((d) => d.name === 'city')?.options ?? []).map((o) => String(o.v));
    const deCities = new Set(cities(de));
    // A city the two languages spell differently (Munich / München), so its value must be mapped.
    const city = cities(en).find((v) => !deCities.has(v));
    expect(city, 'an English city name that German spells differently').toBeDefined();
    const enCity = city as string;

    await page.goto(`${routes('en').search}?city=${encodeURIComponent(enCity)}`);
    await settled(page);
    await searchFor(page, 'bridge');
    await page.locator('[data-search-sort]').selectOption('newest');
    await settled(page);

    const header = page.locator('[data-lang-switch]');
    const footer = page.locator('footer a[hreflang="de"]');
    await expect(header).toHaveAttribute('href', /[?&]sort=newest/);
    await expect(footer).toHaveAttribute('href', (await header.getAttribute('href')) as string);
    await header.click();
    await page.waitForURL((url) => url.pathname === routes('de').search);
    await settled(page);

    await expect(page.locator('#search-q')).toHaveValue('bridge');
    await expect(page.locator('[data-search-sort]')).toHaveValue('newest');
    const checked = (await options(page)).filter((o) => o.checked && o.type === 'checkbox');
    expect(checked.map((o) => o.name)).toEqual(['city']);
    const deCity = checked[0]?.value as string;
    expect(deCity).not.toBe(enCity);
    // The German option is the same city: the same references, among those published in both languages.
    const [enIds, deIds] = await Promise.all([
      apiSearch(catalog.client, 'en', '', { city: [enCity] }),
      apiSearch(catalog.client, 'de', '', { city: [deCity] }),
    ]);
    const inBoth = (ids: number[], other: Lang) => {
      const there = new Set(catalog.references[other].map((r) => r.reference_ID));
      return ids.filter((id) => there.has(id)).sort((a, b) => a - b);
    };
    expect(inBoth(enIds, 'de').length).toBeGreaterThan(0);
    expect(inBoth(deIds, 'en')).toEqual(inBoth(enIds, 'de'));
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('bridge');
    expect(url.searchParams.getAll('city')).toEqual([deCity]);
  });

  test('de → en: the page reached through the pager and the back button', async ({ page, catalog }) => {
    await page.goto(`${routes('de').search}?sort=az`);
    await settled(page);
    await page.locator('[data-search-pages] a[data-page="2"]').first().click();
    // The results are still settled from page 1 until the search starts: wait for page 2 first.
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await settled(page);
    const header = page.locator('[data-lang-switch]');
    await expect(header).toHaveAttribute('href', `${routes('en').search}?sort=az&page=2`);
    await page.goBack();
    await settled(page);
    await expect(header).toHaveAttribute('href', `${routes('en').search}?sort=az`);
    await page.goForward();
    await settled(page);
    await header.click();
    await page.waitForURL((url) => url.pathname === routes('en').search);
    await settled(page);
    await expect(page.locator('[data-search-sort]')).toHaveValue('az');
    const expected = await catalog.client.searchAllIds('en', { orderby: 'projecttitle' });
    expect(await shownIds(page)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE));
  });

  test('a page past the end (the other language may have fewer hits) becomes the last page, in the URL too', async ({
    page,
  }) => {
    await page.goto(`${routes('en').search}?sort=az&page=999`);
    await settled(page);
    const last = Math.ceil((await total(page)) / PAGE_SIZE);
    expect(last).toBeGreaterThan(1);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(page.locator('[data-lang-switch]')).toHaveAttribute(
      'href',
      `${routes('de').search}?sort=az&page=${last}`,
    );
  });
});

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
