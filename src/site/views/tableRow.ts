/**
 * A reference as a row of the shortlist's table (tableRowFile.ts): what
 * its sheet shows, in the columns a tender's reference list asks for. Computed from the same
 * reference view and stored detail the sheet renders (ReferenceSheet.astro), never from its HTML.
 */

import type { PropertyField } from '../../catalog/schemas.ts';
import type { Lang } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import type { StoredDetail } from '../../loaders/schemas.ts';
import { parseProjectPeriod } from '../data/projectDates.ts';
import type { RefView } from '../data/siteData.ts';
import { detailOf } from './details.ts';
import { branchTrail, clientView, propertyValues, referenceView } from './referenceView.ts';
import { formDate, type TableRow } from './tableRowFile.ts';

function period(text: string, lang: Lang): string {
  const { start, end, ongoing } = parseProjectPeriod(text);
  if (!start) return text.trim();
  if (ongoing) return t(lang).shortlist.table.since(formDate(start, lang));
  return !end || end === start ? formDate(start, lang) : `${formDate(start, lang)} – ${formDate(end, lang)}`;
}

const fieldText = (field: PropertyField): string => propertyValues(field).join(', ');

function figures(detail: StoredDetail, lang: Lang): string[] {
  const ui = t(lang).detail;
  const contract: [string, string | undefined][] = [
    [ui.contractType, detail.contracttype],
    [ui.contractValue, detail.contractvalue],
    [ui.employed, detail.employed],
  ];
  // The properties as the sheet shows them (DetailProperties.astro): sections, then internal fields released for display.
  const fields = [
    ...(detail.properties ?? []).flatMap((s) => s.fields),
    ...(detail.internalproperties ?? []),
  ];
  return [
    ...contract.flatMap(([label, value]) => (value?.trim() ? [`${label}: ${value.trim()}`] : [])),
    ...fields.flatMap((field) => {
      const text = fieldText(field);
      return text ? [`${field.title}: ${text}`] : [];
    }),
  ];
}

function clients(detail: StoredDetail, lang: Lang): string[] {
  const ui = t(lang).detail;
  return (detail.client ?? []).map(clientView).flatMap((c) => {
    const parts = [
      c.name,
      c.altName,
      c.address.join(', '),
      c.contact.length ? `${ui.contact}: ${c.contact.join(', ')}` : '',
    ];
    const text = parts.filter(Boolean).join(', ');
    return text ? [text] : [];
  });
}

function branches(detail: StoredDetail): string[] {
  return (detail.branches ?? []).map((branch) =>
    branchTrail(branch)
      .map((step) => step.branchname?.trim())
      .filter(Boolean)
      .join(' › '),
  );
}

function services(detail: StoredDetail): string[] {
  return (detail.services ?? []).flatMap((field) => {
    const names = field.workfieldservices
      .map((s) => s.servicename.trim())
      .filter(Boolean)
      .join(', ');
    const text = [field.workfieldname?.trim(), names].filter(Boolean).join(': ');
    return text ? [text] : [];
  });
}

export function tableRow(ref: RefView, detail: StoredDetail, site: URL | string | undefined): TableRow {
  const lang = ref.lang;
  const signed = /^\d{4}-\d{2}-\d{2}/.exec(ref.item.datecountersigned?.trim() ?? '')?.[0];
  const confirmed = Boolean(ref.item.iscountersigned || detail.isconfirmed);
  const view = referenceView(ref, { from: detail, site });
  return {
    id: ref.id,
    title: view.title,
    place: view.place,
    clients: clients(detail, lang),
    period: period(view.period, lang),
    services: services(detail),
    branches: branches(detail),
    figures: figures(detail, lang),
    confirmed,
    ...(confirmed && signed ? { confirmedOn: signed } : {}),
    url: view.url,
  };
}

export const tableRowOf = async (ref: RefView, site: URL | string | undefined): Promise<TableRow> =>
  tableRow(ref, await detailOf(ref), site);
