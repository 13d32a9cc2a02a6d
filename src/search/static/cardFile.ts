/**
 * A result card file (c/<id>.txt): one line of JSON with the reference's searchable fields, then
 * the card's HTML. The fields are what snippets are cut from (src/search/snippet.ts): the page
 * needs them only for the cards it shows, so they ride in the file it loads anyway. A field is
 * [index into SEARCH_FIELDS, text]: names and weights come from the core, not from every file.
 */
import { SEARCH_FIELDS } from '../searchDoc.ts';
import type { SearchField } from '../types.ts';

const FIELD_INDEX = new Map(SEARCH_FIELDS.map((spec, i) => [spec.name, i]));

/** The file's text. JSON escapes line breaks, so the first line is exactly the fields. */
export function writeCardFile(html: string, fields: readonly SearchField[]): string {
  const encoded = fields.map((f) => {
    const index = FIELD_INDEX.get(f.name);
    if (index === undefined) throw new Error(`card file: unknown search field ${f.name}`);
    return [index, f.text];
  });
  return `${JSON.stringify(encoded)}\n${html}`;
}

/** The card's HTML and its fields (with the core's names and weights); unknown entries are skipped. */
export function readCardFile(text: string): { html: string; fields: SearchField[] } {
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
