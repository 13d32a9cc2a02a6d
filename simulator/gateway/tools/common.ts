/** What every tool needs: the caller's view, access checks, result items and the two result forms. */
import { type GatewayLang, RESOURCE_MIME, referenceUri } from '../../../src/gateway/schemas.ts';
import type { SimContext } from '../../context.ts';
import type { SimReference } from '../../data/model.ts';
import { detailPageLink } from '../../store/listItem.ts';
import { listImage, mediaUrl } from '../../store/media.ts';
import type { Delivered, LangView } from '../../store/view.ts';
import type { GatewayCaller } from '../auth.ts';
import { RpcError } from '../errors.ts';

export interface ToolContext {
  sim: SimContext;
  caller: GatewayCaller;
}

export interface ToolOutput {
  content: (
    | { type: 'text'; text: string }
    | { type: 'resource_link'; uri: string; name: string; mimeType: string }
  )[];
  structuredContent: Record<string, unknown>;
}

export const viewOf = (ctx: ToolContext, lang: GatewayLang): LangView =>
  ctx.sim.store.view(ctx.caller.company_ID, lang);

/**
 * The caller's delivered reference (published, API channel, text in `lang`), else -32004: unknown,
 * unpublished and another company's IDs answer alike, so nothing about them leaks.
 */
export function accessibleReference(ctx: ToolContext, reference_ID: number, lang: GatewayLang): Delivered {
  const ref = ctx.sim.lookups.references.get(reference_ID);
  const d =
    ref && ref.company_ID === ctx.caller.company_ID ? viewOf(ctx, lang).byId.get(reference_ID) : undefined;
  if (!d)
    throw new RpcError(
      'referenceNotAccessible',
      `Reference ${reference_ID} is not accessible for this company`,
    );
  return d;
}

export const yearOf = (date: string): number => Number(date.slice(0, 4));
const monthOf = (date: string): number => Number(date.slice(5, 7));

export function resultItem(d: Delivered) {
  return {
    reference_ID: d.ref.reference_ID,
    uri: referenceUri(d.ref.reference_ID),
    title: d.texts.projecttitle,
    city: d.texts.city,
    country: d.texts.country,
    year: yearOf(d.ref.datefrom),
  };
}

export function listItemOf(ctx: ToolContext, d: Delivered, lang: GatewayLang) {
  const { ref } = d;
  const image = listImage(ref);
  const link = detailPageLink(ctx.sim.lookups, d, lang);
  return {
    reference_ID: ref.reference_ID,
    uri: referenceUri(ref.reference_ID),
    title: d.texts.projecttitle,
    city: d.texts.city,
    country: d.texts.country,
    yearfrom: yearOf(ref.datefrom),
    monthfrom: monthOf(ref.datefrom),
    yearuntil: ref.dateuntil === null ? null : yearOf(ref.dateuntil),
    monthuntil: ref.dateuntil === null ? null : monthOf(ref.dateuntil),
    ...(link ? { detail_url: link } : {}),
    ...(image ? { thumb_url: mediaUrl(ctx.sim.store.origin, image, 'thumb') } : {}),
  };
}

/** The year a project is active until: its end year, or the data set's current year while ongoing. */
export function activeUntilYear(ctx: ToolContext, ref: SimReference): number {
  return ref.dateuntil === null ? yearOf(ctx.sim.lookups.data.meta.today) : yearOf(ref.dateuntil);
}

/** Both forms of a tool result: Markdown plus a resource_link per reference, and structuredContent. */
export function toolOutput(
  markdown: string,
  structuredContent: Record<string, unknown>,
  links: readonly { reference_ID: number; title: string }[] = [],
): ToolOutput {
  return {
    content: [
      { type: 'text', text: markdown },
      ...links.map((l) => ({
        type: 'resource_link' as const,
        uri: referenceUri(l.reference_ID),
        name: l.title,
        mimeType: RESOURCE_MIME,
      })),
    ],
    structuredContent,
  };
}

// The Markdown renderer is shared with the site (src/gateway/markdown.ts).
export { mdEscape, referenceBullets } from '../../../src/gateway/markdown.ts';

/** Branch IDs of the caller's company (other companies' branch IDs are unknown here). */
export function companyBranch(ctx: ToolContext, branch_ID: number) {
  const b = ctx.sim.lookups.branches.get(branch_ID);
  if (!b || b.company_ID !== ctx.caller.company_ID)
    throw new RpcError('invalidParams', `Unknown branch_ID ${branch_ID}`);
  return b;
}
