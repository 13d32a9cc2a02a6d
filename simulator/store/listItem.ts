/** List item (spec §2.1), shared by referenceprojects and search. */
import type { Lang } from '../data/model.ts';
import { clientObject } from './client.ts';
import type { Delivered } from './delivered.ts';
import type { Lookups } from './lookups.ts';
import { listImage, mediaUrl } from './media.ts';

export interface ListItemOptions {
  format: 'list' | 'tiles';
  clientDetails: boolean;
  adminInfo: boolean;
}

/** Company block of list items (the service provider; public address data only). */
function companyBlock(lookups: Lookups, company_ID: number, lang: Lang): Record<string, unknown> {
  const c = lookups.companies.get(company_ID);
  if (!c) return { company_ID };
  return {
    company_ID: c.company_ID,
    companyname: c.companyname,
    detailpagelink: c.detailpagelink,
    address: c.address,
    address2: c.address2,
    zip: c.zip,
    city: c.city,
    region: c.region,
    country: c.country[lang],
  };
}

export function listItem(
  d: Delivered,
  lookups: Lookups,
  origin: string,
  lang: Lang,
  opts: ListItemOptions,
): Record<string, unknown> {
  const { ref, texts } = d;
  const company = lookups.companies.get(ref.company_ID);
  const image = listImage(ref);
  const item: Record<string, unknown> = {
    reference_ID: ref.reference_ID,
    projecttitle: texts.projecttitle,
    subtitle: texts.subtitle,
    displayedlocation: texts.displayedlocation,
    country: texts.country,
    region: texts.region,
    city: texts.city,
    location: texts.location,
    latitude: ref.latitude,
    longitude: ref.longitude,
    date: texts.date,
    // Spec §2.1 types thumbnail as a string; a reference without any image gets "".
    thumbnail: image ? mediaUrl(origin, image, opts.format) : '',
    uniquename: company?.uniquename ?? '',
    referencedetailpagelink: detailPageLink(lookups, d, lang),
    seolabel: texts.seolabel,
    company: companyBlock(lookups, ref.company_ID, lang),
    status: ref.status,
    projectstatus: ref.projectstatus,
    ispublished: ref.published,
    iscountersigned: ref.iscountersigned,
    datecountersigned: ref.datecountersigned ?? '',
    countersignstatus: ref.countersignstatus,
    isfeatured: ref.isfeatured,
    referencetype_ID: ref.referencetype_ID,
    datecreated: ref.datecreated,
  };
  if (opts.clientDetails) {
    const first = ref.client_IDs.map((id) => lookups.clients.get(id)).find((c) => c !== undefined);
    if (first) item.client = clientObject(first, lang);
  }
  if (opts.adminInfo) {
    item.dateupdated = ref.dateupdated;
    item.updated_by = ref.updated_by;
  }
  return item;
}

export function detailPageLink(lookups: Lookups, d: Delivered, lang: Lang): string {
  const base = lookups.companies.get(d.ref.company_ID)?.referencePageBase[lang] ?? '';
  return `${base}${d.texts.seolabel}`;
}
