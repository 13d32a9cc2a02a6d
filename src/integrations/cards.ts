/** Cuts the rendered result cards out of the internal card pages (see CardChunk.astro). */

const CARD = /<hr data-card-start="(\d+)"[^>]*>([\s\S]*?)<hr data-card-end[^>]*>/g;

/** reference_ID → the card's HTML exactly as the card component rendered it. */
export function extractCards(html: string): Map<number, string> {
  const cards = new Map<number, string>();
  for (const match of html.matchAll(CARD)) cards.set(Number(match[1]), (match[2] ?? '').trim());
  return cards;
}
