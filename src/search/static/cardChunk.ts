/**
 * The result cards as the build hands them to the index: one internal JSON file per chunk of
 * references, reference_ID → the card's HTML as the list's own card component renders it. Written
 * by the site's card endpoints (src/components/search/searchCards.ts), read by the integration.
 */
import { z } from 'zod';

const CardChunkSchema = z.record(z.string().regex(/^[1-9]\d*$/, 'a reference_ID'), z.string().min(1));

export type CardChunk = z.infer<typeof CardChunkSchema>;

/** reference_ID → card HTML of one chunk file; `where` names the file in the error. */
export function parseCardChunk(json: unknown, where: string): Map<number, string> {
  const parsed = CardChunkSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${where}: not a card chunk: ${z.prettifyError(parsed.error)}`);
  return new Map(Object.entries(parsed.data).map(([id, html]) => [Number(id), html]));
}
