/**
 * "Download as a table": the saved references' rows (one small file each, written by the build:
 * src/site/views/tableRowFile.ts) in the shortlist's order → the table → an XLSX or CSV file the browser saves. Nothing
 * leaves the browser: the rows are the site's own static files, the file is made here.
 */
import type { Lang } from '../../../catalog/lang.ts';
import { t } from '../../../i18n/ui.ts';
import { type TableRow, tableRowPath } from '../../../site/views/tableRowFile.ts';
import { tableCsv } from './csv.ts';
import { buildTable, type LoadedRow } from './tableModel.ts';
import { tableXlsx } from './xlsx.ts';

export type TableFormat = 'xlsx' | 'csv';

/** A saved reference: the language it is published in (the page's first), or null if in neither. */
export type SavedRef = { id: number; lang: Lang | null };

async function load({ id, lang }: SavedRef): Promise<LoadedRow> {
  if (!lang) return { id, row: null };
  const response = await fetch(tableRowPath(lang, id));
  if (!response.ok) throw new Error(`${tableRowPath(lang, id)} answered ${response.status}`);
  return { id, lang, row: (await response.json()) as TableRow };
}

function save(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once it started; a minute is ample for a slow disk dialog.
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}

export async function downloadTable(
  saved: readonly SavedRef[],
  lang: Lang,
  format: TableFormat,
): Promise<void> {
  const s = t(lang).shortlist.table;
  const now = new Date();
  const madeOn = now.toLocaleDateString(t(lang).locale.replace('_', '-'), { dateStyle: 'long' });
  const table = buildTable(await Promise.all(saved.map(load)), lang, madeOn);
  const name = `${s.fileName}-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === 'csv') save(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), name);
  else save(await tableXlsx(table, { sheet: s.sheet, notes: s.notesSheet }), name);
}
