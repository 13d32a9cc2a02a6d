/**
 * get_reference and get_reference_media_urls. The detail is built from the REST detail JSON
 * (store/detail.ts), so every value equals what /references/referenceproject delivers; IDs the REST
 * detail leaves out (client_ID, display type) come from the same records.
 */

import { LANGS } from '../../../src/catalog/lang.ts';
import { referenceMarkdown } from '../../../src/gateway/markdown.ts';
import { detailFromRest } from '../../../src/gateway/restDetail.ts';
import type { GatewayLang, ReferenceDetailResult, ToolParsedArgs } from '../../../src/gateway/schemas.ts';
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
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The get_reference structuredContent of a delivered reference (the mapping is shared with the site). */
export function referenceDetail(ctx: ToolContext, d: Delivered, lang: GatewayLang, internal: boolean): Json {
  const lookups = ctx.sim.lookups;
  return detailFromRest(viewOf(ctx, lang).detail(d), {
    reference_ID: d.ref.reference_ID,
    yearfrom: yearOf(d.ref.datefrom),
    yearuntil: d.ref.dateuntil === null ? null : yearOf(d.ref.dateuntil),
    unitOf: (field_ID) => lookups.fields.get(field_ID)?.unit,
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
    internal,
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
  return toolOutput(referenceMarkdown(detail as ReferenceDetailResult), detail, [
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
