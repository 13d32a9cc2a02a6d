/**
 * A visitor's way through the site: root → German home → list → a detail → one of its branches,
 * then over the language switch to English and back, landing on the same entity each time.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Lang, otherLang, routes } from './support/contract.ts';
import { samples } from './support/samples.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function hookId(page: Page, attr: 'data-reference-id' | 'data-branch-id'): Promise<string> {
  const main = page.locator(`main[${attr}]`);
  await expect(main, `<main ${attr}> on ${pathOf(page)}`).toHaveCount(1);
  const value = await main.getAttribute(attr);
  expect(value, `<main ${attr}> on ${pathOf(page)}`).toMatch(/^\d+$/);
  return value as string;
}

/** Follows the page's language switch and checks it is labelled for, and leads to, the other tree. */
async function switchLanguage(page: Page, from: Lang): Promise<void> {
  const to = otherLang(from);
  const link = page.locator('[data-lang-switch]');
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('hreflang', to);
  await link.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  expect(pathOf(page).startsWith(`/${to}/`), `${pathOf(page)} is in the /${to}/ tree`).toBe(true);
}

async function clickTo(page: Page, link: Locator, expectedPath: (path: string) => boolean): Promise<void> {
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => expectedPath(url.pathname));
  expect(pathOf(page), `followed ${href}`).toBe(new URL(href as string, page.url()).pathname);
}

test('the root sends visitors to /de/ and offers both languages as links', async ({ page, request }) => {
  const root = await request.get('/');
  expect(root.ok()).toBe(true);
  const html = await root.text();
  expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0;\s*url=\/de\/"/i);
  expect(html).toMatch(/<a[^>]+href="\/de\/"/);
  expect(html).toMatch(/<a[^>]+href="\/en\/"/);

  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('home → list → detail → branch → English → German keeps the entity', async ({ page }) => {
  const de = routes('de');
  const en = routes('en');
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await clickTo(page, page.locator(`a[href="${de.list}"]`).first(), (p) => p === de.list);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cards = page.locator('main [data-reference-id]');
  expect(await cards.count(), 'cards on the first list page').toBeGreaterThan(0);

  const card = cards.first();
  const cardId = await card.getAttribute('data-reference-id');
  await clickTo(page, card.locator('a[href]').first(), de.isReference);
  expect(await hookId(page, 'data-reference-id'), 'detail shows the clicked card').toBe(cardId);

  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const branchHrefs = hrefs.filter((href): href is string => href !== null && de.isBranch(href));
  expect(branchHrefs.length, `${pathOf(page)} links to at least one of its branches`).toBeGreaterThan(0);
  await clickTo(page, page.locator(`main a[href="${branchHrefs[0]}"]`).first(), de.isBranch);
  const branchId = await hookId(page, 'data-branch-id');
  const branchDe = pathOf(page);
  await expect(page.locator(`main [data-reference-id="${cardId}"]`).first()).toBeVisible();

  await switchLanguage(page, 'de');
  expect(en.isBranch(pathOf(page)), `${pathOf(page)} is an English branch page`).toBe(true);
  expect(await hookId(page, 'data-branch-id'), 'same branch in English').toBe(branchId);

  await switchLanguage(page, 'en');
  expect(pathOf(page)).toBe(branchDe);
  expect(await hookId(page, 'data-branch-id')).toBe(branchId);
});

test('the language switch of a detail page leads to the same reference and back', async ({ page }) => {
  const { de } = samples();
  await page.goto(de.detail);
  const id = await hookId(page, 'data-reference-id');
  await switchLanguage(page, 'de');
  expect(routes('en').isReference(pathOf(page)), `${pathOf(page)} is an English detail page`).toBe(true);
  expect(await hookId(page, 'data-reference-id')).toBe(id);
  await switchLanguage(page, 'en');
  expect(pathOf(page)).toBe(de.detail);
});

test('list pages are paged under /seite/<n>/ and /page/<n>/', async ({ page }) => {
  for (const lang of ['de', 'en'] as const) {
    const r = routes(lang);
    await page.goto(r.listPage(2));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(
      await page.locator('main [data-reference-id]').count(),
      `cards on ${r.listPage(2)}`,
    ).toBeGreaterThan(0);
    const first = await page.goto(r.list);
    expect(first?.ok()).toBe(true);
    await expect(page.locator(`a[href="${r.listPage(2)}"]`).first()).toBeVisible();
  }
});

test('every card image fills its 3:2 box, processed or as delivered by the catalog', async ({ page }) => {
  const r = routes('de');
  await page.goto(r.list);
  // The last list page holds the oldest references, whose images are used as delivered.
  const pages = await page
    .locator(`a[href^="${r.listPage(1).replace(/1\/$/, '')}"]`)
    .evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')?.match(/(\d+)\/$/)?.[1] ?? 0)),
    );
  for (const path of [r.list, r.listPage(Math.max(...pages))]) {
    await page.goto(path);
    const cards = page.locator('main article.card');
    expect(await cards.count(), `cards on ${path}`).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const img = card.locator('.card__media img');
      if ((await img.count()) === 0) continue; // placeholder: no image in the catalog
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      // Measured once loaded: a file of another ratio than 3:2 must not resize the card.
      const media = await card.locator('.card__media').boundingBox();
      const box = await img.boundingBox();
      expect(media && box, `${path}: card boxes`).toBeTruthy();
      if (!media || !box) continue;
      expect(Math.abs(media.height - (media.width * 2) / 3), `${path}: media box is 3:2`).toBeLessThan(2);
      expect(Math.abs(box.height - media.height), `${path}: image fills the box`).toBeLessThan(2);
    }
  }
});

for (const lang of ['de', 'en'] as const) {
  test(`an unknown ${lang} URL answers 404 with a way home`, async ({ page }) => {
    const response = await page.goto(`/${lang}/gibt-es-nicht-${Date.now()}/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator(`a[href="${routes(lang).home}"]`).first()).toBeVisible();
    const own = await page.goto(`/${lang}/404/`);
    expect(own?.ok(), `/${lang}/404/ exists`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator(`a[href="${routes(lang).home}"]`).first()).toBeVisible();
  });
}
