/**
 * The shortlist page's "Download as a table" disclosure: its two format buttons load the table's
 * code (and, for XLSX, the workbook writer) only when pressed, and say in a status line what
 * happened. `saved` reads the list as the page shows it at that moment.
 */
import type { Lang } from '../../../catalog/lang.ts';
import { t } from '../../../i18n/ui.ts';
import { must } from '../../../lib/dom.ts';
import type { SavedRef, TableFormat } from './tableDownload.ts';

export function startTableButton(root: HTMLElement, lang: Lang, saved: () => readonly SavedRef[]): void {
  const s = t(lang).shortlist.table;
  const status = must<HTMLElement>(root, '[data-table-status]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-table-format]')];
  for (const button of buttons)
    button.addEventListener('click', async () => {
      const format: TableFormat = button.dataset.tableFormat === 'csv' ? 'csv' : 'xlsx';
      for (const b of buttons) b.disabled = true;
      status.textContent = s.preparing;
      try {
        const { downloadTable } = await import('./tableDownload.ts');
        await downloadTable(saved(), lang, format);
        status.textContent = s.done;
      } catch {
        status.textContent = s.failed;
      } finally {
        for (const b of buttons) b.disabled = false;
      }
    });
}
