/**
 * The search page's map view, in both languages, against the simulator: with a query and a facet
 * selected, the markers (pins + cluster numbers) are exactly the located references of that search
 * as the REST API answers it (all of them, not one page); changing the facets in map view updates
 * the map; the view survives reload, back/forward and the language switch; the map's script and
 * data are not requested before the map view is chosen; a marker leads to its detail page;
 * references without coordinates are counted and listed; axe finds nothing in map view.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiSearch, choose, searchFor, settled, total } from './search-support.ts';
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { isMapScript, located, mapReady, markerSum, pinIds } from './support/map.ts';

const FACET = 'workfield_ID';

type Scenario = { q: string; value: string; ids: number[]; queryOnly: number[] };

/**
 * A query with several results (the titles' most frequent first word) and the facet option that
 * narrows it most usefully (most results left, but fewer than without it), both from the API.
 */
async function scenario(catalog: Catalog, lang: Lang): Promise<Scenario> {
  const words = new Map<string, number>();
  for (const item of catalog.references[lang]) {
    const word = item.projecttitle.split(/\s+/)[0] ?? '';
    if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + 1);
  }
  const q = [...words].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const queryOnly = await apiSearch(catalog.client, lang, q);
  const defs = await catalog.client.getFilters(lang);
  let best: Scenario | undefined;
  for (const option of defs.find((d) => d.name === FACET)?.options ?? []) {
    const value = String(option.v);
    const ids = await apiSearch(catalog.client, lang, q, { [FACET]: [value] });
    if (ids.length >= 3 && ids.length < queryOnly.length && ids.length > (best?.ids.length ?? 0))
      best = { q, value, ids, queryOnly };
  }
  if (!best) throw new Error(`no ${FACET} option narrows "${q}" in ${lang}`);
  return best;
}

/** The located references among these IDs. */
function locatedOf(catalog: Catalog, lang: Lang, ids: readonly number[]): number[] {
  const byId = new Map(catalog.references[lang].map((item) => [item.reference_ID, item]));
  return ids.filter((id) => {
    const item = byId.get(id);
    return item !== undefined && located(item);
  });
}

const mapUrl = (lang: Lang, s: Scenario) =>
  `${routes(lang).search}?${new URLSearchParams({ q: s.q, [FACET]: s.value, view: 'map' })}`;

const toggle = (page: Page, view: 'list' | 'map') =>
  page.locator(`[data-search-results] [data-view-toggle] a`).nth(view === 'list' ? 0 : 1);

async function expectMapOf(page: Page, ids: readonly number[]): Promise<void> {
  await settled(page);
  await mapReady(page);
  // Polled: after a history step the previous result set may still be on screen for a moment.
  await expect.poll(() => markerSum(page)).toBe(ids.length);
  await mapReady(page);
  const wanted = new Set(ids);
  for (const id of await pinIds(page)) expect(wanted.has(id), `pin ${id} is a result`).toBe(true);
}

for (const lang of LANGS) {
  test(`${lang}: the map view shows every located result of query + facet, and follows the state`, async ({
    page,
    catalog,
  }) => {
    const s = await scenario(catalog, lang);
    const mapScripts: string[] = [];
    const geo: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/geo/')) geo.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      if (isMapScript(await response.text().catch(() => ''))) mapScripts.push(response.url());
    });

    await page.goto(routes(lang).search);
    await settled(page);
    await searchFor(page, s.q);
    await choose(page, FACET, s.value);
    await settled(page);
    expect(await total(page)).toBe(s.ids.length);
    await page.waitForLoadState('networkidle');
    expect(mapScripts, 'map script before the map view').toEqual([]);
    expect(geo, 'map data before the map view').toEqual([]);
    await expect(page.locator('[data-map]')).toBeHidden();

    await toggle(page, 'map').click();
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await expect(toggle(page, 'map')).toHaveAttribute('aria-current', 'page');
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
    expect(mapScripts.length).toBeGreaterThan(0);
    expect(geo.some((url) => url.endsWith(`/geo/${lang}/points.json`))).toBe(true);
    await expect(page.locator('[data-search-list]')).toBeHidden();

    // Changing the facets in map view redraws the map: without the facet, every result of the query.
    await page.locator(`[data-remove-filter="${FACET}"]`).click();
    await expectMapOf(page, locatedOf(catalog, lang, s.queryOnly));

    await page.goBack();
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
    await page.reload();
    await expect(toggle(page, 'map')).toHaveAttribute('aria-current', 'page');
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
    await page.goBack();
    await settled(page);
    await expect(page.locator('[data-map]')).toBeHidden();
    await expect(page.locator('[data-search-list]')).toBeVisible();
    await expect(toggle(page, 'list')).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
  });

  test(`${lang}: the language switch keeps the map view`, async ({ page, catalog }) => {
    const s = await scenario(catalog, lang);
    const other: Lang = lang === 'de' ? 'en' : 'de';
    await page.goto(mapUrl(lang, s));
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
    await page.locator('[data-lang-switch]').click();
    await page.waitForURL((url) => url.pathname === routes(other).search);
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    // The other language's answer to the same state (the facet's value is an ID, equal in both).
    const there = await apiSearch(catalog.client, other, s.q, { [FACET]: [s.value] });
    await expectMapOf(page, locatedOf(catalog, other, there));
  });

  test(`${lang}: a marker of the search map leads to its detail page`, async ({ page, catalog }) => {
    const s = await scenario(catalog, lang);
    await page.goto(mapUrl(lang, s));
    await expectMapOf(page, locatedOf(catalog, lang, s.ids));
    for (let i = 0; i < 8 && (await page.locator('[data-map-marker]').count()) === 0; i++)
      await page.locator('[data-map-cluster]').first().click();
    const pin = page.locator('[data-map-marker]').first();
    const id = Number(await pin.getAttribute('data-id'));
    expect(s.ids).toContain(id);
    await pin.click();
    await expect(page.locator('main')).toHaveAttribute('data-reference-id', String(id));
  });

  test(`${lang}: results without coordinates are counted and listed under the search map`, async ({
    page,
    catalog,
  }) => {
    const s = await scenario(catalog, lang);
    const blank = new Set(s.ids.slice(0, 3));
    let titles: string[] = [];
    await page.route(`**/geo/${lang}/points.json`, async (route) => {
      const response = await route.fetch();
      const file = (await response.json()) as { rows: [number, number | null, number | null, string][] };
      // Three results lose their location, as catalog entries without one would.
      const rows = file.rows.filter((row) => blank.has(row[0]));
      for (const row of rows) {
        row[1] = null;
        row[2] = null;
      }
      titles = rows.map((row) => row[3]);
      await route.fulfill({ response, json: file });
    });
    await page.goto(mapUrl(lang, s));
    await expectMapOf(
      page,
      locatedOf(catalog, lang, s.ids).filter((id) => !blank.has(id)),
    );
    const section = page.locator('[data-map-unlocated]');
    await expect(section).toBeVisible();
    await expect(section.locator('h2')).toContainText('3');
    expect((await section.locator('li a').allTextContents()).sort()).toEqual([...titles].sort());
  });

  test(`${lang}: the search page in map view passes axe (light and dark)`, async ({ page, catalog }) => {
    const s = await scenario(catalog, lang);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(mapUrl(lang, s));
      await expectMapOf(page, locatedOf(catalog, lang, s.ids));
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
    }
  });
}
