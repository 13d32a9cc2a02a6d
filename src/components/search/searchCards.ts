/**
 * The result cards of the static search, rendered by the list's own ReferenceCard through Astro's
 * Container API and served as the internal JSON files <search path>/index-data/cards/<n>.json
 * (reference_ID → card HTML, src/search/static/cardChunk.ts). The build's search index step reads
 * them, then moves them out of the output (src/integrations/staticSearchIndex.ts).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { ComponentProps } from 'astro/types';
import type { CardChunk } from '../../search/static/cardChunk.ts';
import type { RefView } from '../../site/data/siteData.ts';
import ReferenceCard from '../reference/ReferenceCard.astro';

async function renderCard(container: AstroContainer, ref: RefView): Promise<string> {
  const props = { ref, headingLevel: 2 } satisfies ComponentProps<typeof ReferenceCard>;
  return container.renderToString(ReferenceCard, { props });
}

export async function cardChunkResponse(refs: readonly RefView[]): Promise<Response> {
  // A container per file: Astro's container keeps a route for every component it rendered and
  // looks each render's route up among them, so one container for the whole build slows down as
  // it goes (docs/build-performance.md).
  const container = await AstroContainer.create();
  const chunk: CardChunk = {};
  for (const ref of refs) chunk[ref.id] = await renderCard(container, ref);
  return Response.json(chunk);
}
