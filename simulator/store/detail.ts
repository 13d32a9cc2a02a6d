/**
 * Reference detail (spec §2.3). Release gating happens here: internal fields only when flagged
 * publicly visible, contract/employee data only when released, contact data of the provider only
 * with its release level, clients by display type. Every collection is always present (empty = []).
 */
import { fmtNum } from '../data/format.ts';
import type { Lang, MediaKind, SimMedia, SimPropertyValue, SimReference } from '../data/model.ts';
import { LANG_ID, MEDIA_KINDS } from '../data/model.ts';
import { clientObject } from './client.ts';
import type { Delivered } from './delivered.ts';
import { detailPageLink } from './listItem.ts';
import type { Lookups } from './lookups.ts';
import { logoUrl, mediaUrl } from './media.ts';
import { propertyFieldJson } from './properties.ts';

export interface DetailOptions {
  preventDuplicateFields: boolean;
}

export function detailJson(
  d: Delivered,
  lookups: Lookups,
  origin: string,
  lang: Lang,
  opts: DetailOptions,
): Record<string, unknown> {
  const { ref, texts } = d;
  const out: Record<string, unknown> = {
    reference_ID: ref.reference_ID,
    projecttitle: texts.projecttitle,
    subtitle: texts.subtitle,
    description: texts.description,
    lang_ID: LANG_ID[lang],
    isconfirmed: ref.iscountersigned,
    referencedetailpagelink: detailPageLink(lookups, d, lang),
    displayedlocation: texts.displayedlocation,
    continent: texts.continent,
    country: texts.country,
    region: texts.region,
    city: texts.city,
    location: texts.location,
    date: texts.date,
    company: providerCompany(lookups, origin, ref.company_ID, lang),
    responsiblecompanylocation: responsibleLocation(lookups, ref.location_ID, ref.company_ID, lang),
    client: ref.client_IDs.flatMap((id) => {
      const c = lookups.clients.get(id);
      return c ? [clientObject(c, lang)] : [];
    }),
    referencegroups: ref.group_IDs.flatMap((id) => {
      const g = lookups.groups.get(id);
      return g ? [{ group_ID: g.group_ID, group: g.name[lang] }] : [];
    }),
    branches: ref.branch_IDs.flatMap((id) => {
      const b = lookups.branches.get(id);
      if (!b) return [];
      const path = lookups
        .branchPath(b)
        .map((p) => ({ branch_ID: p.branch_ID, branchname: p.name[lang], seolabel: p.seolabel[lang] }));
      return [{ branch_ID: b.branch_ID, branchname: b.name[lang], seolabel: b.seolabel[lang], path }];
    }),
    usedproducts: ref.product_IDs.flatMap((id) => {
      const p = lookups.products.get(id);
      if (!p) return [];
      return [
        {
          product_ID: p.product_ID,
          productname: p.productname[lang],
          teaser: p.teaser[lang],
          description: p.description[lang],
          companyname: p.companyname,
          URL: p.URL,
          status: p.status,
        },
      ];
    }),
    services: services(lookups, ref, lang),
    properties: propertySections(lookups, ref, lang, opts.preventDuplicateFields),
    internalproperties: internalProperties(lookups, ref, lang),
  };
  if (ref.contract?.released) {
    out.contractvalue = euros(ref.contract.value, lang);
    out.contracttype =
      texts.contracttype ?? lookups.contractTypes.get(ref.contract.contracttype_ID)?.name[lang] ?? '';
  }
  if (ref.employed?.released) out.employed = fmtNum(ref.employed.count, lang);
  for (const kind of MEDIA_KINDS) out[kind] = mediaItems(ref.media[kind] ?? [], kind, d, origin);
  out.countersignstatements = texts.countersignstatements.map((s) => ({
    contactquote_ID: s.contactquote_ID,
    statement: s.statement,
    displayedname: s.displayedname,
  }));
  out.awards = ref.awards.flatMap((a) => {
    const award = lookups.awards.get(a.award_ID);
    if (!award) return [];
    return [
      { award_ID: a.award_ID, awardname: award.name[lang], seolabel: award.seolabel[lang], year: a.year },
    ];
  });
  out.partners = ref.partner_IDs.flatMap((id) => {
    const p = lookups.partners.get(id);
    if (!p) return [];
    return [
      {
        partner_ID: p.partner_ID,
        companyname: p.companyname,
        partnerrole: texts.partnerroles[id] ?? '',
        detailpagelink: p.detailpagelink,
        logo: logoUrl(origin, 'partner', p.partner_ID),
      },
    ];
  });
  return out;
}

/** "1.250.000 €" / "€1,250,000" (contract values are whole euros). */
export function euros(value: number, lang: Lang): string {
  const n = fmtNum(Math.round(value), lang);
  return lang === 'de' ? `${n} €` : `€${n}`;
}

function providerCompany(
  lookups: Lookups,
  origin: string,
  company_ID: number,
  lang: Lang,
): Record<string, unknown> {
  const c = lookups.companies.get(company_ID);
  if (!c) return { company_ID };
  const out: Record<string, unknown> = {
    company_ID: c.company_ID,
    companyname: c.companyname,
    detailpagelink: c.detailpagelink,
    website: c.website,
    address: c.address,
    address2: c.address2,
    zip: c.zip,
    city: c.city,
    region: c.region,
    country: c.country[lang],
    teaser: c.teaser[lang],
    logo: logoUrl(origin, 'company', c.company_ID),
  };
  if (c.releaseContact) {
    out.phone = c.phone;
    out.email = c.email;
  }
  return out;
}

function responsibleLocation(lookups: Lookups, location_ID: number, company_ID: number, lang: Lang) {
  const l = lookups.locations.get(location_ID);
  if (!l) return {};
  const out: Record<string, unknown> = {
    location_ID: l.location_ID,
    name: l.name,
    address: l.address,
    zip: l.zip,
    city: l.city,
    region: l.region,
    country: l.country[lang],
    latitude: l.latitude,
    longitude: l.longitude,
  };
  if (lookups.companies.get(company_ID)?.releaseContact) out.phone = l.phone;
  return out;
}

function services(lookups: Lookups, ref: SimReference, lang: Lang) {
  return ref.workfield_IDs.flatMap((wid) => {
    const wf = lookups.workfields.get(wid);
    if (!wf) return [];
    const chosen = wf.services.filter((s) => ref.service_IDs.includes(s.service_ID));
    return [
      {
        workfieldname: wf.name[lang],
        workfieldservices: chosen.map((s) => ({
          service_ID: s.service_ID,
          servicename: s.name[lang],
          seolabel: s.seolabel[lang],
          teaser: s.teaser[lang],
          description: s.description[lang],
          status: s.status,
        })),
      },
    ];
  });
}

function propertySections(lookups: Lookups, ref: SimReference, lang: Lang, preventDuplicates: boolean) {
  const values = new Map<number, SimPropertyValue>(ref.properties.map((p) => [p.field_ID, p]));
  const seen = new Set<number>();
  const out: Record<string, unknown>[] = [];
  for (const section of lookups.data.propertySections) {
    if (section.company_ID !== ref.company_ID) continue;
    const fields: Record<string, unknown>[] = [];
    for (const fid of section.field_IDs) {
      const field = lookups.fields.get(fid);
      const value = values.get(fid);
      if (!field || !value || field.internal) continue;
      if (preventDuplicates && seen.has(fid)) continue;
      const json = propertyFieldJson(field, value, lang);
      if (!json) continue;
      seen.add(fid);
      fields.push(json);
    }
    if (fields.length === 0) continue;
    const branch = section.branch_ID === null ? undefined : lookups.branches.get(section.branch_ID);
    out.push({
      section_ID: section.section_ID,
      sectiontitle: section.title[lang],
      teaser: section.teaser[lang],
      ...(branch ? { branch_ID: branch.branch_ID, branchname: branch.name[lang] } : {}),
      fields,
    });
  }
  return out;
}

function internalProperties(lookups: Lookups, ref: SimReference, lang: Lang) {
  const out: Record<string, unknown>[] = [];
  const fields = ref.properties
    .map((v) => ({ v, f: lookups.fields.get(v.field_ID) }))
    .filter((x) => x.f?.internal && x.f.publiclyVisible)
    .sort((a, b) => (a.f?.sortorder ?? 0) - (b.f?.sortorder ?? 0));
  for (const { v, f } of fields) {
    const json = f ? propertyFieldJson(f, v, lang) : undefined;
    if (json) out.push(json);
  }
  return out;
}

function mediaItems(items: SimMedia[], kind: MediaKind, d: Delivered, origin: string) {
  return items.map((m) => {
    const text = d.texts.media[m.file_ID];
    // An external video lives at medialink; its image is only the poster (thumb).
    const externalVideo = kind === 'video' && m.medialink !== null;
    return {
      title: text?.title ?? '',
      description: text?.description ?? '',
      file: externalVideo ? '' : mediaUrl(origin, m, 'original'),
      medialink: m.medialink ?? '',
      thumb: m.image ? mediaUrl(origin, m, 'thumb') : '',
      display_text: text?.display_text ?? '',
      isstage: m.isstage,
    };
  });
}
