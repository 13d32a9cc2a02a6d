/**
 * The table as CSV that German Excel opens as it is: UTF-8 with a byte order mark (without it Excel
 * reads ANSI and breaks umlauts), `;` between fields (Excel's separator under a German locale), CRLF
 * and RFC 4180 quoting (a field with `;`, `"` or a line break is quoted, `"` doubled). A text that a
 * spreadsheet would run as a formula gets a leading `'` (formulaSafe).
 */
import type { Lang } from '../../../catalog/lang.ts';
import { formDate } from '../../../site/views/tableRowFile.ts';
import type { Cell, Table } from './tableModel.ts';

const BOM = '\uFEFF';

/** A cell starting like a formula (=, +, -, @, tab, CR): what spreadsheets would evaluate. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/** Text as a CSV cell may hold it: one that starts like a formula is prefixed with `'` (OWASP). */
export const formulaSafe = (text: string): string => (looksLikeFormula(text) ? `'${text}` : text);

function field(cell: Cell, lang: Lang): string {
  const text =
    'text' in cell
      ? formulaSafe(cell.text)
      : 'number' in cell
        ? String(cell.number)
        : formDate(cell.date, lang);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function tableCsv(table: Table): string {
  const header = table.header.map((text) => ({ text }));
  return `${BOM}${[header, ...table.rows].map((row) => row.map((c) => field(c, table.lang)).join(';')).join('\r\n')}\r\n`;
}
