/**
 * One reference as a row of the shortlist's table (a tender's reference list, VHB Formblatt 124):
 * the file the build writes per reference and language (tableRow.ts) and the
 * shortlist page reads on "Download as a table" (src/components/shortlist/table/tableDownload.ts). Both sides import this type, so
 * they agree by construction. Texts are in the reference's language, ready for a cell: a list is
 * one entry per item, joined by the writer.
 */
import type { Lang } from '../../catalog/lang.ts';

/**
 * An ISO date, month or year as a tender form writes it in the language: 05.03.2019 and 03/2019
 * in German, 2019-03-05 and 03/2019 in English. The build's periods and the browser's CSV dates.
 */
export function formDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  if (!month) return iso;
  if (!day) return `${month}/${year}`;
  return lang === 'de' ? `${day}.${month}.${year}` : iso;
}

export const tableRowPath = (lang: Lang, id: number): string => `/table/${lang}/${id}.json`;

export type TableRow = {
  id: number;
  title: string;
  place: string;
  /** One entry per client: name, address and contact as far as the catalog publishes them. */
  clients: string[];
  /** Start–end as the page's language writes it, or the catalog's text where it cannot be read. */
  period: string;
  /** One entry per work field: "Work field: service, service". */
  services: string[];
  /** One entry per assigned branch: its trail from the top of the tree ("Bildung › Schulen"). */
  branches: string[];
  /** "Label: value": the contract figures, then the properties the reference sheet shows. */
  figures: string[];
  /** Whether the client confirmed the reference. */
  confirmed: boolean;
  /** When, as an ISO date (YYYY-MM-DD), where the catalog says. */
  confirmedOn?: string;
  /** The detail page, absolute. */
  url: string;
};
