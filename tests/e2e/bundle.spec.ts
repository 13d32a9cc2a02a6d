/**
 * The shortlist printed as one PDF, both languages: three saved references give a cover (company,
 * date, the references with their sheet numbers) and then each reference's sheet from a new page —
 * as many pages as each detail page prints alone, since it is the same sheet component. In print
 * media every title and client is shown, none of the site's chrome, nothing wider than the page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';
import { distPages } from './support/dist.ts';

const PRINT_WIDTH = Math.floor(((210 - 30) / 25.4) * 96);

async function pdfPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4' });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

for (const lang of LANGS) {
  test(`${lang}: three saved references print as a cover plus each one's sheet`, async ({
    page,
    catalog,
  }) => {
    const details = await catalog.details(lang);
    // Three references spread over the catalog, with clients, each with a detail page.
    const withClient = details.filter((d) => (d.client ?? []).length > 0);
    const picked = [0, Math.floor(withClient.length / 2), withClient.length - 1].map((i) => withClient[i]);
    const paths = picked.map(
      (d) => distPages().find((p) => p.tree === lang && p.referenceId === d?.reference_ID)?.path,
    );
    expect(paths.every(Boolean)).toBe(true);
    // Each sheet's own page count, printed from its detail page.
    await page.emulateMedia({ media: 'print' });
    let sheetPages = 0;
    for (const path of paths) {
      await page.goto(path as string, { waitUntil: 'networkidle' });
      sheetPages += await pdfPages(page);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.goto(routes(lang).list);
    await page.evaluate(
      (ids) => localStorage.setItem('shortlist:v1', JSON.stringify(ids)),
      picked.map((d) => d?.reference_ID),
    );
    await page.setViewportSize({ width: PRINT_WIDTH, height: 1000 });
    await page.goto(routes(lang).shortlist, { waitUntil: 'networkidle' });
    await expect(page.locator('[data-shortlist-body]')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('[data-shortlist-print]')).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    expect(await pdfPages(page)).toBe(1 + sheetPages);

    // The cover: company, date, the three titles with sheet numbers 1–3, in order.
    const cover = page.locator('.bundle__cover');
    const company = catalog.references[lang][0]?.company.companyname ?? '';
    await expect(cover).toContainText(company);
    await expect(cover.locator('[data-bundle-date]')).toContainText(String(new Date().getFullYear()));
    const rows = await cover.locator('li').allTextContents();
    expect(rows).toHaveLength(3);
    picked.forEach((d, i) => {
      expect(rows[i]).toContain(String(i + 1));
      expect(rows[i]).toContain(d?.projecttitle);
    });
    // Each sheet: its title and clients, visible in print, in the saved order.
    const sheets = page.locator('[data-bundle-sheets] > section[data-sheet]');
    await expect(sheets).toHaveCount(3);
    for (const [i, d] of picked.entries()) {
      const sheet = sheets.nth(i);
      await expect(sheet.locator('h1')).toHaveText(d?.projecttitle ?? '');
      await expect(sheet.locator('[data-sheet-head]')).toBeVisible();
      for (const client of d?.client ?? [])
        await expect(sheet.locator('.facts')).toContainText(client.displayedname);
    }
    for (const selector of ['header.site-header', 'footer', 'nav', 'button', '.shortlist__screen']) {
      const shown = await page
        .locator(selector)
        .evaluateAll((els) => els.filter((el) => (el as HTMLElement).getClientRects().length > 0).length);
      expect(shown, `${selector} is not printed`).toBe(0);
    }
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(overflowing, 'nothing runs past the page width').toEqual([]);
  });
}

test('the print button prints the bundle', async ({ page }) => {
  await page.goto(routes('de').list);
  await page.locator('.card button[data-save]').first().click();
  await page.goto(routes('de').shortlist);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await expect(page.locator('[data-shortlist-print]')).toBeEnabled();
  await page.locator('[data-shortlist-print]').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
