/**
 * The printed detail page, a reference sheet: Chromium prints it to PDF (A4) as a visitor's
 * "Save as PDF" would. A typical reference (median content) fits one page; the longest description
 * and the richest reference fit two. In print media the sheet shows title, company, page URL,
 * period, client, the client's quote and one image, hides the site's chrome, and nothing runs past
 * the page's width. The print button prints. Which references are typical or longest comes from
 * the catalog the default build read.
 */
import type { Page } from '@playwright/test';
import type { ReferenceDetail } from '../../src/catalog/index.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { distPages, siteOrigin } from './support/dist.ts';

/** A4 at 96 px per inch, less the sheet's 15 mm side margins: the width print lays out. */
const PRINT_WIDTH = Math.floor(((210 - 30) / 25.4) * 96);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a sheet has to hold: description, quotes, services, properties (characters). */
function contentSize(detail: ReferenceDetail): number {
  const statements = (detail.countersignstatements ?? []).map((s) => s.statement).join(' ');
  const services = (detail.services ?? []).flatMap((f) => f.workfieldservices.map((s) => s.servicename));
  const properties = (detail.properties ?? []).flatMap((section) =>
    section.fields.map((field) => `${field.title} ${field.value ?? ''} ${(field.values ?? []).join(' ')}`),
  );
  return text(detail.description).length + statements.length + [...services, ...properties].join(' ').length;
}

function pathOf(lang: Lang, id: number): string {
  const found = distPages().find(
    (p) => p.tree === lang && p.referenceId === id && routes(lang).isReference(p.path),
  );
  if (!found) throw new Error(`reference ${id} has no ${lang} detail page in dist/`);
  return found.path;
}

/** The references the page-count test prints, by role. */
async function sheets(lang: Lang, details: ReferenceDetail[]) {
  const bySize = [...details].sort(
    (a, b) => contentSize(a) - contentSize(b) || a.reference_ID - b.reference_ID,
  );
  const byDescription = [...details].sort(
    (a, b) => text(b.description).length - text(a.description).length || a.reference_ID - b.reference_ID,
  );
  const pick = (detail: ReferenceDetail | undefined) => {
    if (!detail) throw new Error(`no published reference in ${lang}`);
    return { detail, path: pathOf(lang, detail.reference_ID) };
  };
  return {
    typical: pick(bySize[Math.floor(bySize.length / 2)]),
    longest: pick(byDescription[0]),
    richest: pick(bySize.at(-1)),
  };
}

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes). */
async function printedPages(page: Page, path: string): Promise<number> {
  // As the browser's print does (emulated screen media would print the screen layout).
  await page.emulateMedia({ media: 'print' });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.ok(), `${path} answers`).toBe(true);
  const pdf = await page.pdf({ format: 'A4' });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

for (const lang of LANGS) {
  test(`${lang}: a typical reference prints on one A4 page, the longest and richest on two at most`, async ({
    page,
    catalog,
  }) => {
    const { typical, longest, richest } = await sheets(lang, await catalog.details(lang));
    expect(await printedPages(page, typical.path), `typical: ${typical.path}`).toBe(1);
    for (const { path } of [longest, richest]) {
      const pages = await printedPages(page, path);
      expect(pages, path).toBeGreaterThanOrEqual(1);
      expect(pages, path).toBeLessThanOrEqual(2);
    }
  });

  test(`${lang}: the printed sheet holds the reference and nothing of the site around it`, async ({
    page,
    catalog,
  }) => {
    const { typical, richest } = await sheets(lang, await catalog.details(lang));
    const company = catalog.references[lang][0]?.company.companyname ?? '';
    expect(company, 'the catalog names the company').not.toBe('');
    await page.setViewportSize({ width: PRINT_WIDTH, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    for (const { detail, path } of [typical, richest]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('h1')).toHaveText(detail.projecttitle);
      const head = page.locator('[data-sheet-head]');
      await expect(head).toBeVisible();
      await expect(head).toContainText(company);
      await expect(head).toContainText(`${siteOrigin()}${path}`);
      if (detail.date) await expect(page.locator('.facts')).toContainText(detail.date);
      for (const client of detail.client ?? []) {
        await expect(page.locator('.facts')).toContainText(client.displayedname);
      }
      const quote = detail.countersignstatements?.find((s) => s.statement.trim());
      if (quote) await expect(page.locator('blockquote').first()).toBeVisible();
      // Chrome: site header and footer, navigation, buttons, gallery, related references, maps.
      for (const selector of [
        'header.site-header',
        'footer',
        'nav',
        'button',
        '[data-gallery]',
        '[data-related]',
        '[data-small-map]',
      ]) {
        const shown = await page
          .locator(selector)
          .evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).getClientRects().length > 0)
              .map((el) => el.outerHTML.slice(0, 80)),
          );
        expect(shown, `${path}: ${selector} is not printed`).toEqual([]);
      }
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) => imgs.filter((img) => img.getClientRects().length > 0).length);
      expect(images, `${path}: one lead image`).toBeLessThanOrEqual(1);
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('main *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 1 || box.left < -1);
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`,
          );
      });
      expect(overflowing, `${path}: nothing runs past the page width (${PRINT_WIDTH} px)`).toEqual([]);
    }
  });

  test(`${lang}: the print button prints the page`, async ({ page, catalog }) => {
    const { typical } = await sheets(lang, await catalog.details(lang));
    await page.goto(typical.path);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    const button = page.getByRole('button', {
      name: lang === 'de' ? 'Referenzblatt drucken' : 'Print reference sheet',
    });
    await expect(button).toBeVisible();
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
}
