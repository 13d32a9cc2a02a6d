/**
 * The map of references against the simulator's catalog (both languages): the markers of a map
 * (clusters counted by their number) are exactly the located references of its selection (all, a
 * branch), a marker leads to its detail page by click and by keyboard, references without location
 * are counted and listed, no request leaves the site's origin, and the map's script and data load
 * only on pages that show a map (axe on the map pages: a11y.spec.ts).
 */
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang } from './support/contract.ts';
import { isMapScript, located, markerSum, mapReady as ready } from './support/map.ts';
import { MAP_KINDS, type PageKind, samples } from './support/samples.ts';

const MAP = { de: '/de/karte/', en: '/en/map/' } as const;

async function branchMembers(catalog: Catalog, lang: Lang, branchId: number): Promise<Set<number>> {
  const node = catalog.branches[lang].find((b) => b.branch_ID === branchId);
  if (!node) throw new Error(`branch ${branchId} not in the ${lang} tree`);
  const inside = new Set(
    catalog.branches[lang].filter((b) => b.lft >= node.lft && b.rgt <= node.rgt).map((b) => b.branch_ID),
  );
  const details = await catalog.details(lang);
  return new Set(
    details
      .filter((d) => (d.branches ?? []).some((b) => b.branch_ID !== undefined && inside.has(b.branch_ID)))
      .map((d) => d.reference_ID),
  );
}

for (const lang of LANGS) {
  test(`${lang}: the map of all references has one marker per located reference, the rest listed`, async ({
    page,
    catalog,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL as string) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto(MAP[lang]);
    await ready(page);
    const items = catalog.references[lang];
    expect(await markerSum(page)).toBe(items.filter(located).length);
    const unlocated = items.filter((item) => !located(item));
    const section = page.locator('[data-map-unlocated]');
    if (unlocated.length === 0) await expect(section).toBeHidden();
    else await expect(section.locator('li')).toHaveCount(unlocated.length);
    expect(foreign).toEqual([]);
  });

  test(`${lang}: a branch map shows exactly the branch's located references`, async ({ page, catalog }) => {
    await page.goto(samples()[lang].branch);
    const branchId = Number(await page.locator('main').getAttribute('data-branch-id'));
    await page.locator('[data-view-toggle] [data-map-link]').click();
    await ready(page);
    const members = await branchMembers(catalog, lang, branchId);
    const expected = catalog.references[lang].filter((i) => members.has(i.reference_ID) && located(i));
    expect(await markerSum(page)).toBe(expected.length);
    // Every single pin is one of them.
    const pins = await page
      .locator('[data-map-marker]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
    for (const id of pins) expect(members.has(id)).toBe(true);
  });

  test(`${lang}: a cluster zooms in, a marker leads to its detail page (click and keyboard)`, async ({
    page,
  }) => {
    await page.goto(MAP[lang]);
    await ready(page);
    // Keyboard: Enter on a cluster zooms in until single references show.
    for (let i = 0; i < 8 && (await page.locator('[data-map-marker]').count()) === 0; i++) {
      await page.locator('[data-map-cluster]').first().focus();
      await page.keyboard.press('Enter');
    }
    const pin = page.locator('[data-map-marker]').first();
    const id = await pin.getAttribute('data-id');
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toHaveAttribute('data-reference-id', id as string);

    await page.goto(MAP[lang]);
    await ready(page);
    const single = page.locator('[data-map-marker]').first();
    if ((await single.count()) === 0) await page.locator('[data-map-cluster]').first().click();
    const target = page.locator('[data-map-marker]').first();
    const clicked = await target.getAttribute('data-id');
    await target.click();
    await expect(page.locator('main')).toHaveAttribute('data-reference-id', clicked as string);
  });

  test(`${lang}: references without coordinates are counted and listed, not mapped`, async ({ page }) => {
    let blanked: string[] = [];
    await page.route(`**/geo/${lang}/points.json`, async (route) => {
      const response = await route.fetch();
      const file = (await response.json()) as { rows: [number, number | null, number | null, string][] };
      // The first three references lose their location, as a catalog entry without one would.
      for (const row of file.rows.slice(0, 3)) {
        row[1] = null;
        row[2] = null;
      }
      blanked = file.rows.slice(0, 3).map((row) => row[3]);
      await route.fulfill({ response, json: file });
    });
    await page.goto(MAP[lang]);
    await ready(page);
    const mapped = Number(await page.locator('[data-map]').getAttribute('data-mapped'));
    expect(await markerSum(page)).toBe(mapped);
    const section = page.locator('[data-map-unlocated]');
    await expect(section).toBeVisible();
    await expect(section.locator('h2')).toContainText('3');
    expect((await section.locator('li a').allTextContents()).sort()).toEqual([...blanked].sort());
  });
}

test('the map script and data load only on pages with a map', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto(MAP.de);
  await ready(page);
  const mapScripts = [...scripts].filter(([, text]) => isMapScript(text)).map(([url]) => url);
  expect(mapScripts.length).toBeGreaterThan(0);
  const plain = Object.entries(samples().de).filter(([kind]) => !MAP_KINDS.includes(kind as PageKind));
  for (const [, path] of plain) {
    const requested: string[] = [];
    const listener = (request: { url(): string }) => requested.push(request.url());
    page.on('request', listener);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('request', listener);
    expect(
      requested.filter((url) => mapScripts.includes(url) || (url.includes('/geo/') && url.endsWith('.json'))),
      path,
    ).toEqual([]);
  }
});
