/**
 * The shortlist's table files (src/components/shortlist/table/): the CSV as German Excel reads it
 * and the XLSX read back by exceljs (a reader the project did not write), with a formula-looking
 * title kept as text in both. The e2e spec (tests/e2e/shortlist-table.spec.ts) covers the page.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formulaSafe, looksLikeFormula, tableCsv } from '../../../src/components/shortlist/table/csv.ts';
import { buildTable, type LoadedRow } from '../../../src/components/shortlist/table/tableModel.ts';
import { tableXlsx } from '../../../src/components/shortlist/table/xlsx.ts';
import type { TableRow } from '../../../src/site/views/tableRowFile.ts';

const row = (id: number, title: string, extra: Partial<TableRow> = {}): TableRow => ({
  id,
  title,
  place: 'Köln',
  clients: ['Stadt Köln, Willy-Brandt-Platz 2, 50679 Köln', 'Land NRW'],
  period: '03/2019 – 11/2021',
  services: ['Objektplanung: Entwurf; Ausführung'],
  branches: ['Bildung › Schulen'],
  figures: ['Auftragswert: 2,4 Mio. "netto"'],
  confirmed: false,
  url: `https://references.example.com/de/referenzen/r-${id}/`,
  ...extra,
});

const loaded: LoadedRow[] = [
  {
    id: 7,
    lang: 'de',
    row: row(7, '=HYPERLINK("http://evil.example","klick")', { confirmed: true, confirmedOn: '2024-05-03' }),
  },
  { id: 3, lang: 'de', row: row(3, 'Grundschule am Park') },
  { id: 9, lang: 'en', row: row(9, '-1+2', { confirmed: true }) },
  { id: 4, row: null },
];

/** RFC 4180 with `;`: fields, quoted fields with doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('formula guard', () => {
  it('marks what a spreadsheet would evaluate, and nothing else', () => {
    for (const text of ['=1+1', '+49 221', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(looksLikeFormula(text)).toBe(true);
    for (const text of ['Schule', ' =1', '5-1', '', 'a=b']) expect(looksLikeFormula(text)).toBe(false);
    expect(formulaSafe('=1+1')).toBe("'=1+1");
    expect(formulaSafe('Brücke')).toBe('Brücke');
  });
});

describe('the CSV', () => {
  const table = buildTable(loaded, 'de', '6. Dezember 2026');
  const csv = tableCsv(table);

  it('starts with a BOM, separates by ; and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header] = parseCsv(csv.slice(1));
    expect(header).toEqual(table.header);
    expect(header?.[0]).toBe('Nr.');
  });

  it('has one row per reference in the given order, quoted where RFC 4180 asks', () => {
    const rows = parseCsv(csv.slice(1)).slice(1);
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4']);
    expect(rows[1]?.[1]).toBe('Grundschule am Park');
    // A line break, a ; and a " survive the round trip.
    expect(rows[1]?.[3]).toBe('Stadt Köln, Willy-Brandt-Platz 2, 50679 Köln\nLand NRW');
    expect(rows[1]?.[5]).toBe('Objektplanung: Entwurf; Ausführung');
    expect(rows[1]?.[7]).toBe('Auftragswert: 2,4 Mio. "netto"');
    expect(rows[0]?.[8]).toBe('03.05.2024');
    expect(rows[2]?.[8]).toBe('ja, ohne Datum');
    expect(rows[3]?.[1]).toBe('Referenz 4 ist nicht (mehr) veröffentlicht');
  });

  it("prefixes formula-looking text with '", () => {
    const rows = parseCsv(csv.slice(1)).slice(1);
    expect(rows[0]?.[1]).toBe(`'=HYPERLINK("http://evil.example","klick")`);
    expect(rows[2]?.[1]?.startsWith("'-1+2")).toBe(true);
  });
});

describe('the XLSX', () => {
  it('reads back with exceljs: headers, rows, order, a date cell and formula-looking titles as text', async () => {
    // The same list seen from the English page: the German-only row is the one marked.
    const swapped = loaded.map((r): LoadedRow => (r.row ? { ...r, lang: r.lang === 'de' ? 'en' : 'de' } : r));
    const table = buildTable(swapped, 'en', '6 December 2026');
    const blob = await tableXlsx(table, { sheet: 'References', notes: 'Notes' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.getWorksheet('References');
    if (!sheet) throw new Error('no sheet "References"');
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(table.header);
    expect(values(1)[0]).toBe('No.');
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([1, 2, 3, 4]);
    const title = sheet.getRow(2).getCell(2);
    expect(title?.type).toBe(ExcelJS.ValueType.String);
    expect(title?.value).toBe('=HYPERLINK("http://evil.example","klick")');
    expect(sheet.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(4).getCell(2).value).toBe('-1+2\n(published in German only, details in German)');
    const confirmed = sheet.getRow(2).getCell(9).value;
    expect(confirmed instanceof Date && confirmed.toISOString().slice(0, 10)).toBe('2024-05-03');
    const notes = book.getWorksheet('Notes');
    expect(notes?.getRow(1).getCell(1).value).toBe('Column');
    expect(notes?.rowCount).toBe(table.header.length + 2);
  });
});
