/**
 * The shortlist as a table: the rows the build wrote per reference (src/site/views/tableRowFile.ts) in the shortlist's
 * order, under headers in the page's language, and the sheet of column notes. Independent of the
 * file format: csv.ts and xlsx.ts write the same table.
 */
import type { Lang } from '../../../catalog/lang.ts';
import { t } from '../../../i18n/ui.ts';
import type { TableRow } from '../../../site/views/tableRowFile.ts';

/** A cell: text (always a text cell, never a formula), a whole number, or a date (ISO YYYY-MM-DD). */
export type Cell = { text: string } | { number: number } | { date: string };

/** A saved reference as loaded: its row in `lang` (the page's, or the other one), or none (no longer published). */
export type LoadedRow = { id: number; lang: Lang; row: TableRow } | { id: number; row: null };

export type Table = {
  lang: Lang;
  header: string[];
  rows: Cell[][];
  /** Column widths in characters. */
  widths: number[];
  notes: Cell[][];
};

const COLUMNS = [
  'no',
  'project',
  'place',
  'client',
  'period',
  'services',
  'branches',
  'figures',
  'confirmed',
  'url',
] as const;
const WIDTHS = [5, 40, 24, 40, 18, 40, 32, 44, 16, 48];

/** Several entries of one cell, one per line (a tender form's cell takes them pasted as they are). */
const lines = (items: readonly string[]): Cell => ({ text: items.join('\n') });

function cells(loaded: LoadedRow, n: number, lang: Lang): Cell[] {
  const s = t(lang).shortlist;
  if (!loaded.row) return [{ number: n }, { text: s.unknown(loaded.id) }];
  const { row } = loaded;
  const title = loaded.lang === lang ? row.title : `${row.title}\n(${s.table.onlyOther})`;
  const confirmed: Cell = row.confirmedOn
    ? { date: row.confirmedOn }
    : { text: row.confirmed ? s.table.confirmedNoDate : '' };
  return [
    { number: n },
    { text: title },
    { text: row.place },
    lines(row.clients),
    { text: row.period },
    lines(row.services),
    lines(row.branches),
    lines(row.figures),
    confirmed,
    { text: row.url },
  ];
}

export function buildTable(loaded: readonly LoadedRow[], lang: Lang, madeOn: string): Table {
  const table = t(lang).shortlist.table;
  return {
    lang,
    header: COLUMNS.map((key) => table.columns[key]),
    rows: loaded.map((row, i) => cells(row, i + 1, lang)),
    widths: WIDTHS,
    notes: [
      table.notesHead.map((text) => ({ text })),
      ...COLUMNS.map((key) => [{ text: table.columns[key] }, { text: table.notes[key] }]),
      [{ text: '' }, { text: table.source(madeOn) }],
    ],
  };
}
