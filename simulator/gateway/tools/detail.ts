/**
 * get_reference and get_reference_media_urls. The detail is built from the REST detail JSON
 * (store/detail.ts), so every value equals what /references/referenceproject delivers; IDs the REST
 * detail leaves out (client_ID, display type) come from the same records.
 */

import { LANGS } from '../../../src/catalog/lang.ts';
import { type GatewayLang, referenceUri, type ToolParsedArgs } from '../../../src/gateway/schemas.ts';
import type { MediaKind } from '../../data/model.ts';
import { MEDIA_KINDS, MEDIA_TYPE_CODE } from '../../data/model.ts';
import { mediaUrl } from '../../store/media.ts';
import type { Delivered } from '../../store/view.ts';
import { RpcError } from '../errors.ts';
import {
  accessibleReference,
  mdEscape,
  type ToolContext,
  type ToolOutput,
  toolOutput,
  viewOf,
  yearOf,
} from './common.ts';

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

const DOCUMENT_KINDS: readonly MediaKind[] = ['presentation_document', 'press_document', 'download_document'];

/** The get_reference structuredContent of a delivered reference. */
export function referenceDetail(ctx: ToolContext, d: Delivered, lang: GatewayLang, internal: boolean): Json {
  const view = viewOf(ctx, lang);
  const rest = view.detail(d);
  const lookups = ctx.sim.lookups;
  const unitOf = (field_ID: unknown) => lookups.fields.get(Number(field_ID))?.unit;
  const images = (kind: MediaKind) =>
    arr(rest[kind]).map((m) => ({ title: str(m.title), file: str(m.file), thumb: str(m.thumb) }));
  return compact({
    reference_ID: d.ref.reference_ID,
    uri: referenceUri(d.ref.reference_ID),
    title: str(rest.projecttitle),
    subtitle: str(rest.subtitle),
    description: str(rest.description),
    period: {
      text: str(rest.date),
      yearfrom: yearOf(d.ref.datefrom),
      yearuntil: d.ref.dateuntil === null ? null : yearOf(d.ref.dateuntil),
    },
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
    clients: d.ref.client_IDs.flatMap((cid) => {
      const c = lookups.clients.get(cid);
      if (!c) return [];
      // The name only where the client may be named publicly.
      return [
        c.displaytype === 'anonymized'
          ? { client_ID: cid, displaytype: c.displaytype }
          : { client_ID: cid, displaytype: c.displaytype, displayedname: c.displayedname[lang] },
      ];
    }),
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
    internalproperties: internal
      ? arr(rest.internalproperties).map((f) => propertyField(f, unitOf(f.field_ID)))
      : [],
    gallery: images('galleryimages'),
    videos: arr(rest.video).map((v) => ({ title: str(v.title), medialink: str(v.medialink) || str(v.file) })),
    widestageimages: images('widestageimages'),
    portraitstageimages: images('portraitstageimages'),
    documents: DOCUMENT_KINDS.flatMap((k) =>
      arr(rest[k]).map((m) => ({ title: str(m.title), mediatype: MEDIA_TYPE_CODE[k], file: str(m.file) })),
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

/** Shared by get_reference and the references:// resources; records the API-channel view. */
export function deliverDetail(ctx: ToolContext, d: Delivered, lang: GatewayLang): Json {
  if (ctx.sim.options.failReferences.has(d.ref.reference_ID))
    throw new Error('permanent fault of this reference (--fail-reference)');
  const detail = referenceDetail(ctx, d, lang, ctx.caller.scopes.has('internal_fields'));
  ctx.sim.views.record(d.ref.reference_ID);
  return detail;
}

export function getReference(ctx: ToolContext, a: ToolParsedArgs<'get_reference'>): ToolOutput {
  const d = accessibleReference(ctx, a.reference_ID, a.lang);
  const detail = deliverDetail(ctx, d, a.lang);
  const lines = [`# ${mdEscape(str(detail.title))}`];
  if (detail.subtitle) lines.push(`_${mdEscape(str(detail.subtitle))}_`);
  const period = detail.period as { text: string } | undefined;
  const facts = [str(detail.displayedlocation), period?.text ?? ''].filter(Boolean).join(' · ');
  if (facts) lines.push(mdEscape(facts));
  if (detail.detail_url) lines.push(str(detail.detail_url));
  return toolOutput(lines.join('\n\n'), detail, [
    { reference_ID: d.ref.reference_ID, title: str(detail.title) },
  ]);
}

export function mediaEntries(ctx: ToolContext, d: Delivered) {
  const origin = ctx.sim.store.origin;
  return MEDIA_KINDS.flatMap((kind) =>
    (d.ref.media[kind] ?? []).map((m) => {
      const title = d.texts.media[m.file_ID]?.title;
      return {
        file_ID: m.file_ID,
        filename: m.filename,
        mediatype: MEDIA_TYPE_CODE[kind],
        // An external video lives at its link; everything else on the simulator's CDN stand-in.
        url: kind === 'video' && m.medialink !== null ? m.medialink : mediaUrl(origin, m, 'original'),
        ...(title ? { title } : {}),
      };
    }),
  );
}

export function getReferenceMediaUrls(
  ctx: ToolContext,
  a: ToolParsedArgs<'get_reference_media_urls'>,
): ToolOutput {
  const d = accessibleReference(ctx, a.reference_ID, a.lang);
  const media = mediaEntries(ctx, d);
  const text =
    media.length === 0
      ? '_No media._'
      : media.map((m) => `- ${mdEscape(m.title ?? m.filename)} (type ${m.mediatype}): ${m.url}`).join('\n');
  return toolOutput(
    `## Media of ${mdEscape(d.texts.projecttitle)}\n\n${text}`,
    { reference_ID: d.ref.reference_ID, media },
    [{ reference_ID: d.ref.reference_ID, title: d.texts.projecttitle }],
  );
}

/** media://{file_ID}: a file of one of the caller's delivered references, else -32004. */
export function mediaFile(ctx: ToolContext, file_ID: number) {
  for (const lang of LANGS)
    for (const d of viewOf(ctx, lang).refs)
      for (const kind of MEDIA_KINDS)
        if ((d.ref.media[kind] ?? []).some((m) => m.file_ID === file_ID))
          return mediaEntries(ctx, d).find((m) => m.file_ID === file_ID);
  throw new RpcError('referenceNotAccessible', `Media file ${file_ID} is not accessible for this company`);
}
