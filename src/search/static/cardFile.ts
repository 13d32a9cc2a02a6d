/**
 * A result card file (c/<id>.bin): one line of JSON with the reference's searchable fields, then
 * the card's HTML. The fields are what snippets are cut from (src/search/snippet.ts): the page
 * needs them only for the cards it shows, so they ride in the file it loads anyway. A field is
 * [index into SEARCH_FIELDS, text]: names and weights come from the core, not from every file.
 *
 * Each file is raw deflate against one dictionary per index (CARD_DICTIONARY_PATH): cards share
 * most of their markup and many words, which a file of one card alone cannot reuse. A page that
 * shows cards loads the dictionary once and every card costs about a third of its gzip size.
 */
import { inflateSync } from 'fflate';
import { fmix32 } from '../../lib/fmix32.ts';
import { SEARCH_FIELDS } from '../searchDoc.ts';
import type { SearchField } from '../types.ts';

/** The file's text. JSON escapes line breaks, so the first line is exactly the fields. */
export function writeCardFile(html: string, fields: readonly SearchField[]): string {
  const fieldIndex = new Map(SEARCH_FIELDS.map((spec, i) => [spec.name, i]));
  const encoded = fields.map((f) => {
    const index = fieldIndex.get(f.name);
    if (index === undefined) throw new Error(`card file: unknown search field ${f.name}`);
    return [index, f.text];
  });
  return `${JSON.stringify(encoded)}\n${html}`;
}

export type CardFile = { html: string; fields: SearchField[] };

/** Deflate's window: a dictionary longer than this is never referred to. */
const DICTIONARY_BYTES = 32 * 1024;

/**
 * The dictionary of an index's cards: whole cards, up to deflate's window, of references picked by
 * a hash of their ID. Picking by ID, not by position or the cards' average length, keeps it when
 * other cards change: a rebuild after a small change writes the same bytes for every unchanged
 * card, unless one of the ~20 picked cards changed or left or a new ID sorts among them (picking
 * every n-th card by average length rewrote 12,564 of 17,129 English card files after 1 %
 * changed; docs/build-performance.md).
 */
export function cardDictionary(cards: ReadonlyMap<number, string>): Uint8Array {
  const encoder = new TextEncoder();
  const ids = [...cards.keys()].sort((a, b) => fmix32(a) - fmix32(b) || a - b);
  const parts: Uint8Array[] = [];
  let length = 0;
  for (const id of ids) {
    if (length >= DICTIONARY_BYTES) break;
    const bytes = encoder.encode(cards.get(id));
    parts.push(bytes);
    length += bytes.length;
  }
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  // The end of a dictionary is the cheapest to refer to: keep the last window.
  return joined.subarray(Math.max(0, length - DICTIONARY_BYTES));
}

const inflateCardFile = (bytes: Uint8Array, dictionary: Uint8Array): string =>
  new TextDecoder().decode(inflateSync(bytes, { dictionary }));

export function unpackCardFile(bytes: Uint8Array, dictionary: Uint8Array): CardFile {
  return readCardFile(inflateCardFile(bytes, dictionary));
}

/**
 * The card's HTML alone, for a page that cuts no snippets (the embed, src/embed/): it then ships
 * none of the search fields' code.
 */
export function unpackCardHtml(bytes: Uint8Array, dictionary: Uint8Array): string {
  const text = inflateCardFile(bytes, dictionary);
  return text.slice(text.indexOf('\n') + 1);
}

/** The card's HTML and its fields (with the core's names and weights); unknown entries are skipped. */
export function readCardFile(text: string): CardFile {
  const newline = text.indexOf('\n');
  const fields: SearchField[] = [];
  if (newline === -1) return { html: text, fields };
  let entries: unknown = [];
  try {
    entries = JSON.parse(text.slice(0, newline));
  } catch {
    return { html: text, fields }; // a card without fields still shows, without a snippet
  }
  for (const entry of Array.isArray(entries) ? entries : []) {
    const [index, value] = Array.isArray(entry) ? entry : [];
    const spec = typeof index === 'number' ? SEARCH_FIELDS[index] : undefined;
    if (spec && typeof value === 'string') fields.push({ name: spec.name, text: value, weight: spec.weight });
  }
  return { html: text.slice(newline + 1), fields };
}
