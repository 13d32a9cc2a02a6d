/**
 * The table as an XLSX workbook: the references, then the column notes. Written by
 * write-excel-file (fflate inside, already the site's inflater), loaded only when a visitor asks
 * for the file. Every text goes in as a string cell (`type: String`, a shared string): a title
 * starting with `=` stays that text and never becomes a formula.
 */
import type { CellObject, SheetData } from 'write-excel-file/browser';
import type { Cell, Table } from './tableModel.ts';

const DATE_FORMAT = { de: 'dd.mm.yyyy', en: 'yyyy-mm-dd' } as const;

function cell(c: Cell, table: Table): CellObject {
  const top = { alignVertical: 'top', wrap: true } as const;
  if ('text' in c) return { ...top, type: String, value: c.text };
  if ('number' in c) return { ...top, type: Number, value: c.number };
  const [year, month, day] = c.date.split('-').map(Number);
  return {
    ...top,
    type: Date,
    value: new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
    format: DATE_FORMAT[table.lang],
  };
}

export async function tableXlsx(table: Table, names: { sheet: string; notes: string }): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.header.map(
    (value): CellObject => ({ type: String, value, fontWeight: 'bold', wrap: true }),
  );
  const data: SheetData = [header, ...table.rows.map((row) => row.map((c) => cell(c, table)))];
  const notes: SheetData = table.notes.map((row, i) =>
    row.map((c) => ({ ...cell(c, table), ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  return writeXlsxFile([
    { data, sheet: names.sheet, columns: table.widths.map((width) => ({ width })), stickyRowsCount: 1 },
    { data: notes, sheet: names.notes, columns: [{ width: 36 }, { width: 90 }] },
  ]).toBlob();
}
