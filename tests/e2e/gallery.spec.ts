/**
 * The detail gallery by keyboard alone: Tab reaches a thumbnail, Enter (or Space) opens the
 * lightbox on that image with focus inside it, ←/→ move between images, Escape closes it and
 * focus is back on the thumbnail it was opened from. No mouse event is used.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/catalog.ts';
import { LANGS, type Lang } from './support/contract.ts';
import { distPages } from './support/dist.ts';

test.describe.configure({ mode: 'default' });

/** A detail page whose reference has at least three gallery images in the catalog. */
async function galleryPage(catalog: import('./support/catalog.ts').Catalog, lang: Lang): Promise<string> {
  const details = await catalog.details(lang);
  const ids = details
    .filter((d) => (d.galleryimages ?? []).filter((m) => /^https?:/.test(m.file ?? '')).length >= 3)
    .map((d) => d.reference_ID)
    .sort((a, b) => a - b);
  const page = distPages().find(
    (p) => p.tree === lang && p.referenceId !== undefined && ids.includes(p.referenceId),
  );
  if (!page)
    throw new Error(
      `no ${lang} detail page of a reference with 3+ gallery images (${ids.length} in the catalog)`,
    );
  return page.path;
}

/**
 * Presses Tab (Shift+Tab when the target lies before the focus) until `target` has focus, as a
 * keyboard user would; fails if it never does.
 */
async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  const backwards = await target.evaluate(
    (el) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      Boolean(el.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} Tab presses did not reach the gallery thumbnail`);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The image the lightbox shows, once it has loaded (a visitor sees a picture, not a blank). */
async function shownImage(dialog: Locator): Promise<string> {
  const img = dialog.locator('img').first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => new URL(el.getAttribute('src') ?? '', el.baseURI).pathname);
}

/** The full image a thumbnail stands for (its link target, which also works without script). */
const targetOf = (thumb: Locator) =>
  thumb.evaluate((el) => new URL(el.getAttribute('href') ?? '', el.baseURI).pathname);

for (const lang of LANGS) {
  test.describe(`${lang} gallery`, () => {
    let page: Page;
    let thumbs: Locator;
    let dialog: Locator;

    test.beforeAll(async ({ browser, catalog }) => {
      const path = await galleryPage(catalog, lang);
      page = await browser.newPage();
      await page.goto(path);
      // Thumbnails: links to a full image file that show a picture (the gallery without script).
      thumbs = page.locator(
        `main :is(${['jpg', 'jpeg', 'png', 'webp', 'avif'].map((ext) => `a[href$=".${ext}" i]`).join(', ')}):has(img)`,
      );
      dialog = page.getByRole('dialog');
      expect(await thumbs.count(), `gallery thumbnails on ${path}`).toBeGreaterThanOrEqual(3);
    });

    test.afterAll(async () => {
      await page.close();
    });

    test('Enter opens the lightbox on the focused thumbnail, Escape closes it and focus returns', async () => {
      const first = thumbs.nth(0);
      await tabTo(page, first);
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        'focus moved into the lightbox',
      ).toBe(true);
      expect(await shownImage(dialog)).toBe(await targetOf(first));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await isFocused(first), 'focus is back on the thumbnail').toBe(true);
    });

    test('Space opens the lightbox too', async () => {
      const second = thumbs.nth(1);
      await tabTo(page, second);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await expect(dialog, 'Space on a thumbnail opens the lightbox').toBeVisible();
      expect(await shownImage(dialog)).toBe(await targetOf(second));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await isFocused(second), 'focus is back on the thumbnail').toBe(true);
      expect(await page.evaluate(() => window.scrollY), 'Space did not scroll the page instead').toBe(
        scrollBefore,
      );
    });

    test('arrow keys move between images', async () => {
      const first = thumbs.nth(0);
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const images = await Promise.all([0, 1, 2].map((i) => targetOf(thumbs.nth(i))));
      expect(await shownImage(dialog)).toBe(images[0]);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownImage(dialog), 'ArrowRight shows the next image').toBe(images[1]);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownImage(dialog), 'ArrowRight again shows the third').toBe(images[2]);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => shownImage(dialog), 'ArrowLeft goes back').toBe(images[1]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await isFocused(first), 'focus returns to the thumbnail the lightbox was opened from').toBe(
        true,
      );
    });
  });
}
