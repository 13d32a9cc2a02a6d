/**
 * The shortlist's "Download as a table", as a visitor does it: the file the browser saves, read
 * with exceljs (a reader the project did not write).
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

export async function download(page: Page, format: 'xlsx' | 'csv'): Promise<Buffer> {
  const details = page.locator('[data-shortlist-table]');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator('summary').click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`button[data-table-format="${format}"]`).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
  return readFileSync(await file.path());
}

export type Sheet = { name: string; rows: unknown[][] };

export async function readXlsx(bytes: Buffer): Promise<{ sheets: Sheet[]; types: ExcelJS.ValueType[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = book.worksheets.map((ws) => ({
    name: ws.name,
    rows: ws
      .getSheetValues()
      .filter(Boolean)
      .map((values) => (values as unknown[]).slice(1)),
  }));
  const first = book.worksheets[0];
  const types: ExcelJS.ValueType[][] = [];
  first?.eachRow((row) => {
    const line: ExcelJS.ValueType[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => line.push(cell.type));
    types.push(line);
  });
  return { sheets, types };
}

export async function readCsv(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  // Whole numbers as numbers, every other field as its text (exceljs would read dates by its own guess).
  const sheet = await book.csv.read(Readable.from([bytes]), {
    parserOptions: { delimiter: ';' },
    map: (value: string) => (/^\d+$/.test(value) ? Number(value) : value),
  });
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
