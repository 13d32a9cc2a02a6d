/**
 * The search page in Chromium on the built site, against the simulator the default build read:
 * the spec's four query rules (infix in compounds, whole words first, operators, all words
 * required), umlaut folding, facet counts and combinations, URL state with back/forward, the
 * header field, suggestions by keyboard, and the facets on the list page. Expected hits always
 * come from the API (/references/search) or the reference texts, never from the page under test.
 */
import { buildSearchDoc, foldText, indexTokens, type SearchableReference } from '../../src/search/index.ts';
import {
  allShownIds,
  apiSearch,
  choose,
  PAGE_SIZE,
  searchFor,
  settled,
  shownIds,
  total,
} from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { type Lang, routes } from './support/contract.ts';

/** Folded words of each reference's searchable texts (the shared definition in src/search). */
async function wordsById(details: SearchableReference[]): Promise<Map<number, Set<string>>> {
  return new Map(
    details.map((d) => [
      d.reference_ID,
      new Set(buildSearchDoc(d).fields.flatMap((f) => indexTokens(f.text))),
    ]),
  );
}

async function expectSameAsApi(page: import('@playwright/test').Page, expected: number[]): Promise<void> {
  expect(await total(page)).toBe(expected.length);
  expect(await shownIds(page)).toEqual(expected.slice(0, PAGE_SIZE));
}

test.describe('search rules', () => {
  test('a term matches inside compounds: schule finds Grundschule, Schulzentrum, Schulhof; brücke finds Fußgängerbrücke', async ({
    page,
    catalog,
  }) => {
    const words = await wordsById((await catalog.details('de')) as SearchableReference[]);
    await page.goto(routes('de').search);
    for (const [query, compounds] of [
      ['schule', ['grundschule', 'schulzentrum', 'schulhofs']],
      ['brücke', ['fussgaengerbruecke']],
    ] as const) {
      await searchFor(page, query);
      const expected = await apiSearch(catalog.client, 'de', query);
      await expectSameAsApi(page, expected);
      const all = await allShownIds(
        page,
        'de',
        `q=${encodeURIComponent(query)}`,
        Math.ceil(expected.length / PAGE_SIZE),
      );
      expect(all).toEqual(expected);
      for (const compound of compounds) {
        const having = [...words].filter(([, set]) => set.has(compound)).map(([id]) => id);
        expect(having.length, `references containing ${compound}`).toBeGreaterThan(0);
        expect(all).toEqual(expect.arrayContaining(having));
      }
    }
  });

  test('whole-word matches rank above matches inside longer words', async ({ page, catalog }) => {
    const words = await wordsById((await catalog.details('en')) as SearchableReference[]);
    await page.goto(`${routes('en').search}?q=school`);
    await settled(page);
    const expected = await apiSearch(catalog.client, 'en', 'school');
    const all = await allShownIds(page, 'en', 'q=school', Math.ceil(expected.length / PAGE_SIZE));
    expect(all).toEqual(expected);
    const whole = all.map((id) => words.get(id)?.has('school') ?? false);
    const firstInfix = whole.indexOf(false);
    expect(firstInfix, 'some hits only inside longer words (schools, schoolyard)').toBeGreaterThan(0);
    expect(whole.slice(firstInfix)).not.toContain(true);
  });

  test('operators: phrase, +must, -exclude, OR, wildcards; several words must all match', async ({
    page,
    catalog,
  }) => {
    const words = await wordsById((await catalog.details('de')) as SearchableReference[]);
    await page.goto(routes('de').search);
    const checks: [string, (ids: number[]) => void][] = [
      ['"frankfurt am main"', (ids) => expect(ids.length).toBeGreaterThan(0)],
      [
        '+schulen',
        (ids) => {
          for (const id of ids) expect(words.get(id)?.has('schulen')).toBe(true);
        },
      ],
      [
        'bruecke -fussgaengerbruecke',
        (ids) => {
          for (const id of ids) expect(words.get(id)?.has('fussgaengerbruecke')).toBe(false);
        },
      ],
      ['grundschule OR talbruecke', (ids) => expect(ids.length).toBeGreaterThan(0)],
      [
        'schul*',
        (ids) => {
          for (const id of ids)
            expect([...(words.get(id) ?? [])].some((w) => w.startsWith('schul'))).toBe(true);
        },
      ],
      [
        '*bruecke',
        (ids) => {
          for (const id of ids)
            expect([...(words.get(id) ?? [])].some((w) => w.endsWith('bruecke'))).toBe(true);
        },
      ],
      ['kita xyzzy', (ids) => expect(ids).toEqual([])],
      ['schule kassel', (ids) => expect(ids.length).toBeGreaterThan(0)],
    ];
    for (const [query, check] of checks) {
      await searchFor(page, query);
      const expected = await apiSearch(catalog.client, 'de', query);
      await expectSameAsApi(page, expected);
      check(expected);
      if (expected.length === 0) {
        await expect(page.locator('[data-search-empty]')).toBeVisible();
      }
    }
  });

  test('ä/ae, ö/oe, ü/ue, ß/ss and letter case find the same references', async ({ page, catalog }) => {
    await page.goto(routes('de').search);
    for (const spellings of [
      ['Brücke', 'bruecke', 'BRÜCKE'],
      ['Straße', 'strasse'],
      ['öffentliche', 'oeffentliche'],
    ]) {
      const results: number[][] = [];
      for (const query of spellings) {
        await searchFor(page, query);
        results.push([await total(page), ...(await shownIds(page))]);
      }
      const expected = await apiSearch(catalog.client, 'de', foldText(spellings[0] as string));
      expect(results[0]?.[0]).toBe(expected.length);
      for (const r of results) expect(r).toEqual(results[0]);
    }
  });
});

test.describe('facets', () => {
  for (const lang of ['de', 'en'] as Lang[]) {
    test(`${lang}: every option shows the API's count (branches: referencecount)`, async ({
      page,
      catalog,
    }) => {
      const expected = new Map<string, number>();
      for (const def of await catalog.client.getFilters(lang)) {
        for (const o of def.options) expected.set(`${def.name}=${o.v}`, o.c ?? -1);
      }
      for (const b of catalog.branches[lang]) expected.set(`branch_ID=${b.branch_ID}`, b.referencecount);
      await page.goto(routes(lang).search);
      const shown = await page
        .locator('[data-filter]')
        .evaluateAll((els) =>
          els.map((el) => [
            `${(el as HTMLElement).dataset.filter}=${(el as HTMLElement).dataset.value}`,
            Number((el as HTMLElement).dataset.count),
          ]),
        );
      expect(new Map(shown as [string, number][]), 'search page').toEqual(expected);
      // The list page's options are links to the search with that filter, the count their last text.
      await page.goto(routes(lang).list);
      const linked = await page.locator('[data-facets] .facet__options a').evaluateAll((links) =>
        links.map((a) => {
          const [entry] = new URL((a as HTMLAnchorElement).href).searchParams;
          return [entry?.join('='), Number(a.lastElementChild?.textContent)];
        }),
      );
      expect(new Map(linked as [string, number][]), 'list page').toEqual(expected);
    });
  }

  test('options of one facet combine with OR, facets with AND; counts follow query and selection', async ({
    page,
    catalog,
  }) => {
    const defs = await catalog.client.getFilters('de');
    const workfield = defs.find((d) => d.name === 'workfield_ID');
    const method = defs.find((d) => d.name === 'method_ID');
    if (!workfield || !method) throw new Error('the default data has work fields and methods');
    const [w1 = '', w2 = ''] = workfield.options.map((o) => String(o.v));
    const m1 = String(method.options[0]?.v);
    await page.goto(`${routes('de').search}?q=beton`);
    await settled(page);
    for (const [name, value] of [
      ['workfield_ID', w1],
      ['workfield_ID', w2],
      ['method_ID', m1],
    ] as const) {
      await choose(page, name, value);
      await settled(page);
    }
    const filters = { workfield_ID: [w1, w2], method_ID: [m1] };
    const expected = await apiSearch(catalog.client, 'de', 'beton', filters);
    await expectSameAsApi(page, expected);
    expect(new URL(page.url()).search).toBe(`?q=beton&workfield_ID=${w1}&workfield_ID=${w2}&method_ID=${m1}`);
    // Another method's count: the hits of the query and the work fields that have that method.
    const other = String(method.options[1]?.v);
    const count = Number(
      await page.locator(`[data-filter="method_ID"][data-value="${other}"]`).getAttribute('data-count'),
    );
    expect(count).toBe(
      (await apiSearch(catalog.client, 'de', 'beton', { ...filters, method_ID: [other] })).length,
    );
    // A work field's count ignores the work field selection but keeps the method.
    const w1Count = Number(
      await page.locator(`[data-filter="workfield_ID"][data-value="${w1}"]`).getAttribute('data-count'),
    );
    expect(w1Count).toBe(
      (await apiSearch(catalog.client, 'de', 'beton', { workfield_ID: [w1], method_ID: [m1] })).length,
    );
    await page.locator('[data-clear-all]').click();
    await settled(page);
    expect(await total(page)).toBe((await apiSearch(catalog.client, 'de', 'beton')).length);
  });

  test('the list page’s facets lead to the search page with that filter', async ({ page, catalog }) => {
    await page.goto(routes('de').list);
    const link = page.locator('[data-facets] a[href*="?workfield_ID="]').first();
    const value = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'workfield_ID',
    );
    await link.click();
    await page.waitForURL(`**/de/suche/?workfield_ID=${value}`);
    await settled(page);
    await expect(page.locator(`[data-filter="workfield_ID"][data-value="${value}"] input`)).toBeChecked();
    expect(await total(page)).toBe(
      (await apiSearch(catalog.client, 'de', '', { workfield_ID: [value as string] })).length,
    );
  });
});

test.describe('URL state', () => {
  test('a shared URL restores query, facets, sort and page; back and forward restore earlier states', async ({
    page,
    catalog,
  }) => {
    const city = (await catalog.client.getFilters('de')).find((d) => d.name === 'city')?.options[0]?.v;
    const start = `?q=${encodeURIComponent('strasse')}&sort=az&page=2`;
    await page.goto(`${routes('de').search}${start}`);
    await settled(page);
    await expect(page.locator('#search-q')).toHaveValue('strasse');
    await expect(page.locator('[data-search-sort]')).toHaveValue('az');
    await expect(page.locator('[data-search-pages] [aria-current="page"]')).toHaveText('2');
    const byTitle = await catalog.client.searchAllIds('de', { query: 'strasse', orderby: 'projecttitle' });
    expect(await shownIds(page)).toEqual(byTitle.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    const pageTwo = await shownIds(page);

    await choose(page, 'city', String(city));
    await settled(page);
    expect(new URL(page.url()).search).toBe(
      `?${new URLSearchParams({ q: 'strasse', city: String(city), sort: 'az' })}`,
    );
    const filtered = await shownIds(page);

    await page.goBack();
    await settled(page);
    expect(new URL(page.url()).search).toBe(start);
    await expect(page.locator(`[data-filter="city"][data-value="${city}"] input`)).not.toBeChecked();
    expect(await shownIds(page)).toEqual(pageTwo);

    await page.goForward();
    await settled(page);
    await expect(page.locator(`[data-filter="city"][data-value="${city}"] input`)).toBeChecked();
    expect(await shownIds(page)).toEqual(filtered);
  });

  test('the header search field on any page leads to the results', async ({ page, catalog }) => {
    await page.goto(routes('en').home);
    const header = page.locator('header input[name="q"]');
    await header.fill('bridge');
    await Promise.all([page.waitForURL(/\/en\/search\/\?q=bridge/), header.press('Enter')]);
    await settled(page);
    await expect(page.locator('#search-q')).toHaveValue('bridge');
    await expectSameAsApi(page, await apiSearch(catalog.client, 'en', 'bridge'));
  });
});

test.describe('keyboard and screen readers', () => {
  test('suggestions come from the index and are taken with the keyboard; the count is a live region', async ({
    page,
  }) => {
    await page.goto(routes('de').search);
    const input = page.locator('#search-q');
    await input.focus();
    await page.keyboard.type('fussg');
    const option = page.locator('#search-q-suggestions [role="option"]').first();
    await expect(option).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await settled(page);
    await expect(input).toHaveValue(/^Fußgängerbrücke|^fussgaengerbruecke/i);
    await expect(page.locator('[data-result-count]')).toHaveAttribute('role', 'status');
    expect(await total(page)).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe((await input.inputValue()).trim());
  });
});
