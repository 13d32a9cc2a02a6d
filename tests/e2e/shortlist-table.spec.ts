/**
 * The shortlist as a table (both languages): three references saved on the site, reordered, then
 * downloaded as XLSX and as CSV and opened with exceljs (a reader the project did not write). Rows
 * in the shortlist's order, the columns a tender's reference list asks for filled from the catalog,
 * headers and texts in the page's language; the CSV as German Excel opens it (BOM, `;`). One row
 * file is altered in flight so that its title starts like a formula: it must stay text (a string
 * cell in XLSX, a leading `'` in CSV). The share link gives the same table on another machine.
 */
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ReferenceDetail } from '../../src/catalog/index.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';
import { distPages } from './support/dist.ts';
import { download, readCsv, readXlsx } from './support/table.ts';

const FORMULA = '=HYPERLINK("https://attacker.example/","Details")';

/** Header of the first column and the sheet's name, as each language writes them. */
const WORDS = { de: { no: 'Nr.', sheet: 'Referenzen' }, en: { no: 'No.', sheet: 'References' } } as const;

const detailPath = (lang: Lang, id: number) =>
  distPages().find((p) => p.tree === lang && p.referenceId === id)?.path;

async function shortlistIds(page: Page): Promise<number[]> {
  await expect(page.locator('[data-shortlist-body]')).toHaveAttribute('aria-busy', 'false');
  return page
    .locator('[data-shortlist-list] > li')
    .evaluateAll((lis) => lis.map((li) => Number((li as HTMLElement).dataset.referenceId)));
}

/** The row file of `id` served with a formula for its title (the page's own code writes the files). */
async function formulaTitle(page: Page, lang: Lang, id: number): Promise<void> {
  await page.route(`**/table/${lang}/${id}.json`, async (route) => {
    const response = await route.fetch();
    const row = (await response.json()) as { title: string };
    await route.fulfill({ response, json: { ...row, title: FORMULA } });
  });
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** What the catalog says each row must show, column by column (0-based, the header's order). */
function checkRow(cells: unknown[], n: number, detail: ReferenceDetail, lang: Lang, title: string): void {
  const where = `row ${n} (reference ${detail.reference_ID})`;
  expect(cells[0], where).toBe(n);
  expect(text(cells[1]).split('\n')[0], where).toBe(title);
  const place = detail.displayedlocation.trim();
  if (place) expect(text(cells[2]), where).toBe(place);
  else if (detail.city) expect(text(cells[2]), where).toContain(detail.city);
  for (const client of detail.client ?? [])
    expect(text(cells[3]), where).toContain(client.displayedname.trim());
  for (const branch of detail.branches ?? [])
    expect(text(cells[6]), where).toContain((branch.branchname ?? '').trim());
  for (const field of detail.services ?? [])
    for (const service of field.workfieldservices)
      expect(text(cells[5]), where).toContain(service.servicename);
  if (detail.contractvalue?.trim()) expect(text(cells[7]), where).toContain(detail.contractvalue.trim());
  expect(new URL(text(cells[9])).pathname, where).toBe(detailPath(lang, detail.reference_ID));
}

async function saveThree(page: Page, lang: Lang, confirmed: number): Promise<number[]> {
  await page.goto(routes(lang).list);
  const cards = page.locator('.card[data-reference-id]');
  const ids: number[] = [];
  for (let i = 0; ids.length < 2; i++) {
    const id = Number(await cards.nth(i).getAttribute('data-reference-id'));
    if (id === confirmed) continue;
    await cards.nth(i).locator('button[data-save]').click();
    ids.push(id);
  }
  // The third from its detail page: one the client confirmed with a date.
  await page.goto(detailPath(lang, confirmed) as string);
  await page.locator('.detail button[data-save]').click();
  await page.goto(routes(lang).shortlist);
  expect(await shortlistIds(page)).toEqual([...ids, confirmed]);
  // Move it up one place: the table follows the shortlist's order, not the order of saving.
  await page.locator(`li[data-reference-id="${confirmed}"] .shortlist__controls button`).first().click();
  const order = [ids[0] as number, confirmed, ids[1] as number];
  await expect.poll(() => shortlistIds(page)).toEqual(order);
  return order;
}

async function sharedCsv(
  browser: Browser,
  link: string,
  lang: Lang,
  formulaId: number,
): Promise<unknown[][]> {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await formulaTitle(page, lang, formulaId);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await shortlistIds(page);
    return readCsv(await download(page, 'csv'));
  } finally {
    await context.close();
  }
}

for (const lang of LANGS) {
  test(`${lang}: three saved references as XLSX and CSV, in order, in the page's language, formulas as text`, async ({
    page,
    browser,
    catalog,
  }) => {
    const details = new Map((await catalog.details(lang)).map((d) => [d.reference_ID, d]));
    const signed = catalog.references[lang].find(
      (r) =>
        r.iscountersigned &&
        /^\d{4}-\d{2}-\d{2}/.test(r.datecountersigned ?? '') &&
        details.get(r.reference_ID)?.client?.length,
    );
    expect(signed, 'the catalog has a confirmed reference with a date and a client').toBeDefined();
    const signedOn = (signed?.datecountersigned ?? '').slice(0, 10);
    const ids = await saveThree(page, lang, signed?.reference_ID ?? 0);
    const formulaId = ids[2] as number;
    await formulaTitle(page, lang, formulaId);
    const titles = ids.map((id) => (id === formulaId ? FORMULA : (details.get(id)?.projecttitle ?? '')));

    const xlsx = await readXlsx(await download(page, 'xlsx'));
    await expect(page.locator('[data-table-status]')).not.toBeEmpty();
    expect(xlsx.sheets.map((s) => s.name)[0]).toBe(WORDS[lang].sheet);
    expect(xlsx.sheets).toHaveLength(2);
    const [header, ...rows] = xlsx.sheets[0]?.rows ?? [];
    expect(header?.[0]).toBe(WORDS[lang].no);
    expect(header).toHaveLength(10);
    expect(rows).toHaveLength(3);
    rows.forEach((cells, i) => {
      checkRow(cells, i + 1, details.get(ids[i] as number) as ReferenceDetail, lang, titles[i] as string);
    });
    // The formula-looking title is a string cell holding the text itself.
    expect(xlsx.types[3]?.[1]).toBe(ExcelJS.ValueType.String);
    expect(rows[2]?.[1]).toBe(FORMULA);
    const confirmedCell = rows[1]?.[8];
    expect(confirmedCell instanceof Date ? confirmedCell.toISOString().slice(0, 10) : confirmedCell).toBe(
      signedOn,
    );
    // The notes sheet names every column of the table.
    const notes = xlsx.sheets[1]?.rows.map((r) => r[0]) ?? [];
    for (const column of header ?? []) expect(notes).toContain(column);

    const csvBytes = await download(page, 'csv');
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvBytes.toString('utf8').split('\r\n')[0]?.split(';')).toHaveLength(10);
    const [csvHeader, ...csvRows] = await readCsv(csvBytes);
    expect(csvHeader).toEqual(header);
    expect(csvRows).toHaveLength(3);
    csvRows.forEach((cells, i) => {
      const title = i === 2 ? `'${FORMULA}` : (titles[i] as string);
      checkRow(cells, i + 1, details.get(ids[i] as number) as ReferenceDetail, lang, title);
    });
    const [year, month, day] = signedOn.split('-');
    expect(text(csvRows[1]?.[8])).toBe(lang === 'de' ? `${day}.${month}.${year}` : signedOn);

    // The share link opens the same list elsewhere, and so the same table.
    const link = await page.locator('[data-shortlist-url]').inputValue();
    expect(await sharedCsv(browser, link, lang, formulaId)).toEqual([csvHeader, ...csvRows]);
  });
}
