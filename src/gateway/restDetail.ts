/**
 * get_reference's structuredContent from the REST detail JSON (/references/referenceproject): ONE
 * mapping for the simulator's gateway and the site's WebMCP tool and Markdown pages, so both give
 * the same values. What REST leaves out comes from the caller: the project's start and end years,
 * field units, clients (token-only) and internal properties. No Astro imports.
 */
import { referenceUri } from './results.ts';

type Json = Record<string, unknown>;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Drops empty strings and empty lists: a field is present only when the reference has content. */
function compact(o: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}

function propertyField(f: Json, unit: string | null | undefined): Json {
  const out: Json = { field_ID: f.field_ID, title: str(f.title) };
  if (Array.isArray(f.values)) out.values = f.values;
  else out.value = str(f.value);
  if (unit && out.value !== undefined) out.unit = unit;
  return out;
}

/** Media type codes of the document kinds (spec §2: 4 presentation, 5 press, 9 download). */
const DOCUMENT_TYPES = { presentation_document: 4, press_document: 5, download_document: 9 } as const;
const IMAGE_KINDS = ['galleryimages', 'widestageimages', 'portraitstageimages'] as const;

export type DetailExtras = {
  reference_ID: number;
  yearfrom: number;
  /** null while ongoing. */
  yearuntil: number | null;
  unitOf?: (field_ID: number) => string | null | undefined;
  /** Only with a token: clients and internal properties. */
  clients?: Json[];
  internal?: boolean;
};

export function detailFromRest(rest: Json, x: DetailExtras): Json {
  const unitOf = (field_ID: unknown) => x.unitOf?.(Number(field_ID));
  const images = (kind: (typeof IMAGE_KINDS)[number]) =>
    arr(rest[kind]).map((m) => ({ title: str(m.title), file: str(m.file), thumb: str(m.thumb) }));
  return compact({
    reference_ID: x.reference_ID,
    uri: referenceUri(x.reference_ID),
    title: str(rest.projecttitle),
    subtitle: str(rest.subtitle),
    description: str(rest.description),
    period: { text: str(rest.date), yearfrom: x.yearfrom, yearuntil: x.yearuntil },
    location: str(rest.location),
    country: str(rest.country),
    region: str(rest.region),
    displayedlocation: str(rest.displayedlocation),
    city: str(rest.city),
    detail_url: str(rest.referencedetailpagelink),
    branches: arr(rest.branches).map((b) => ({ branch_ID: b.branch_ID, branchname: str(b.branchname) })),
    referencegroups: arr(rest.referencegroups).map((g) => ({
      referencegroup_ID: g.group_ID,
      groupname: str(g.group),
    })),
    clients: x.clients ?? [],
    services: arr(rest.services).map((w) => ({
      workfieldname: str(w.workfieldname),
      services: arr(w.workfieldservices).map((s) => ({
        service_ID: s.service_ID,
        servicename: str(s.servicename),
      })),
    })),
    products: arr(rest.usedproducts).map((p) => ({
      product_ID: p.product_ID,
      productname: str(p.productname),
    })),
    properties: arr(rest.properties).map((s) => ({
      section_ID: s.section_ID,
      sectiontitle: str(s.sectiontitle),
      fields: arr(s.fields).map((f) => propertyField(f, unitOf(f.field_ID))),
    })),
    internalproperties: x.internal
      ? arr(rest.internalproperties).map((f) => propertyField(f, unitOf(f.field_ID)))
      : [],
    gallery: images('galleryimages'),
    videos: arr(rest.video).map((v) => ({ title: str(v.title), medialink: str(v.medialink) || str(v.file) })),
    widestageimages: images('widestageimages'),
    portraitstageimages: images('portraitstageimages'),
    documents: (Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[]).flatMap((k) =>
      arr(rest[k]).map((m) => ({ title: str(m.title), mediatype: DOCUMENT_TYPES[k], file: str(m.file) })),
    ),
    confirmed: rest.isconfirmed === true ? true : undefined,
    countersignstatements: arr(rest.countersignstatements).map((s) => ({
      statement: str(s.statement),
      displayedname: str(s.displayedname),
    })),
    awards: arr(rest.awards).map((a) =>
      typeof a.year === 'number'
        ? { award_ID: a.award_ID, awardname: str(a.awardname), year: a.year }
        : { award_ID: a.award_ID, awardname: str(a.awardname) },
    ),
    partners: arr(rest.partners).map((p) => ({
      partner_ID: p.partner_ID,
      companyname: str(p.companyname),
      partnerrole: str(p.partnerrole),
    })),
  });
}
