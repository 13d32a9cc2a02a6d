/**
 * The result cards of the static search, rendered by the list's own ReferenceCard through Astro's
 * Container API and served as the internal JSON files <search path>/index-data/cards/<n>.json
 * (reference_ID → card HTML, src/search/static/cardChunk.ts). The integration reads them, then
 * deletes them (src/integrations/staticSearchIndex.ts).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { ComponentProps } from 'astro/types';
import type { Lang } from '../../i18n/routes.ts';
import type { CardChunk } from '../../search/static/cardChunk.ts';
import { cardsKey } from '../../site/pageKeys.ts';
import { getSiteData, type RefView } from '../../site/siteData.ts';
import ReferenceCard from '../reference/ReferenceCard.astro';

/**
 * Cards per internal file. A changed card renders its whole file again, so files stay small: with
 * 250, a 1 % change at 10,000 references rendered 67 of the 72 files, 7 s of its page time
 * (docs/build-performance.md).
 */
const CARDS_PER_CHUNK = 20;

/** getStaticPaths of the card endpoints: the language's references in ID order, in chunks. */
export async function cardChunkPaths(lang: Lang) {
  const data = await getSiteData();
  const refs = [...data.langs[lang].refs].sort((a, b) => a.id - b.id);
  const chunks: { params: { chunk: string }; props: { refs: RefView[] }; cacheKey: string }[] = [];
  for (let i = 0; i < refs.length; i += CARDS_PER_CHUNK) {
    const members = refs.slice(i, i + CARDS_PER_CHUNK);
    chunks.push({
      params: { chunk: String(chunks.length + 1) },
      props: { refs: members },
      cacheKey: await cardsKey(data, members),
    });
  }
  return chunks;
}

async function renderCard(container: AstroContainer, lang: Lang, ref: RefView): Promise<string> {
  const props = {
    lang,
    item: ref.item,
    href: ref.path,
    image: ref.summary.card?.src,
    headingLevel: 2,
  } satisfies ComponentProps<typeof ReferenceCard>;
  return container.renderToString(ReferenceCard, { props });
}

export async function cardChunkResponse(lang: Lang, refs: readonly RefView[]): Promise<Response> {
  // A container per file: Astro's container keeps a route for every component it rendered and
  // looks each render's route up among them, so one container for the whole build slows down as
  // it goes (docs/build-performance.md).
  const container = await AstroContainer.create();
  const chunk: CardChunk = {};
  for (const ref of refs) chunk[ref.id] = await renderCard(container, lang, ref);
  return Response.json(chunk);
}
