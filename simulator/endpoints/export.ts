/**
 * GET /references/export (spec §4.6): back-office bulk export, JSON (default) or a real .xlsx.
 * Needs the export login on top of the API key; a wrong or missing login answers 401 with the
 * JSON error object of spec §7. The password is compared and then forgotten, never logged.
 */

import ExcelJS from 'exceljs';
import { EXPORT_ORDERBY } from '../../src/catalog/params.ts';
import type { SimContext } from '../context.ts';
import type { ApiHandler } from '../server/http.ts';
import { json, noContent, type Reply } from '../server/reply.ts';
import { orderBy, pickOrder } from '../store/ordering.ts';
import { DEFAULT_EXPORT_OPTIONS, exportColumns, exportTexts } from './exportColumns.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EXPORT_AUTH_ERROR = {
  error: 'unauthorized',
  message: 'Export requires the login and password of a user of this company.',
  code: 401,
};

export function exportEndpoint(sim: SimContext): ApiHandler {
  return async ({ params, caller, lang }): Promise<Reply> => {
    if (!sim.auth.exportLoginValid(caller, params.get('login'), params.get('password')))
      return json(EXPORT_AUTH_ERROR, 401);

    const published = params.bool('published', false);
    const refs = sim.lookups.data.references.filter(
      (r) => r.company_ID === caller.company_ID && (!published || r.published),
    );
    if (refs.length === 0) return noContent();

    const order = pickOrder(params.str('orderby'), EXPORT_ORDERBY, 'reference_ID');
    const ordered = orderBy(
      refs,
      (r) => r,
      order,
      (r) => exportTexts(r, lang)?.projecttitle ?? '',
      lang,
      { views: sim.views, randomSeed: order === 'random' ? sim.nextRandomSeed() : 0 },
    );

    const tokens = new Set(
      (params.get('options') ?? DEFAULT_EXPORT_OPTIONS)
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    );
    const columns = exportColumns(
      sim.lookups,
      caller.company_ID,
      tokens,
      params.ids('field_IDlist') ?? [],
      lang,
    );
    const rows = ordered.map((r) => columns.row(r, lang));

    if (params.str('format')?.toLowerCase() !== 'excel') return json(rows);
    const body = await toXlsx(columns.names, columns.headers, rows, sim.lookups.data.meta.today);
    return {
      kind: 'bytes',
      body,
      contentType: XLSX_TYPE,
      headers: { 'Content-Disposition': 'attachment; filename="references-export.xlsx"' },
    };
  };
}

/** One sheet "References": a bold, frozen header row, one row per reference, lists joined by ", ". */
async function toXlsx(
  names: string[],
  headers: string[],
  rows: Record<string, unknown>[],
  today: string,
): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Reference Catalog API simulator';
  wb.created = new Date(`${today}T00:00:00Z`);
  wb.modified = wb.created;
  const ws = wb.addWorksheet('References', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = names.map((key, i) => ({
    header: headers[i] ?? key,
    key,
    width: Math.min(60, Math.max(12, key.length + 2)),
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells: Record<string, unknown> = {};
    for (const key of names) {
      const v = row[key];
      cells[key] = Array.isArray(v) ? v.join(', ') : v;
    }
    ws.addRow(cells);
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: names.length } };
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}
