/**
 * What a result card shows of a query, computed without the DOM (in the search worker): the
 * marked text of the fields the card itself shows (title, subtitle) and the excerpt of the best
 * other matching field (src/search/snippet.ts). The page only turns the parts into nodes
 * (src/components/search/snippetDom.ts).
 */
import type { ParsedQuery } from '../../query.ts';
import { pickSnippet, type Snippet, type SnippetPart, snippet } from '../../snippet.ts';
import { matchSpans } from '../../spans.ts';
import type { SearchField } from '../../types.ts';

/** About three lines of a card's width. */
export const SNIPPET_CHARS = 140;

/** Fields the card itself shows, marked in place, with the card element that shows them. */
export const ON_CARD: Record<string, string> = {
  projecttitle: '.card__title a',
  subtitle: '.card__subtitle',
};

export type CardMarks = {
  /** A shown field's element, its text as the card should show it, and that text with marks. */
  onCard: { selector: string; text: string; parts: SnippetPart[] }[];
  /** The excerpt below the card: its field's name (for the label) and the marked window. */
  excerpt?: { field: string; snippet: Snippet } | undefined;
};

export const hasTerms = (query: ParsedQuery): boolean =>
  query.clauses.length > 0 || query.excluded.length > 0;

export function cardMarks(fields: readonly SearchField[], query: ParsedQuery): CardMarks {
  const spans = matchSpans(query, fields);
  const onCard: CardMarks['onCard'] = [];
  fields.forEach((field, i) => {
    const selector = ON_CARD[field.name];
    const own = spans.filter((s) => s.field === i);
    // The whole text (no window): only overlapping matches are joined into one mark.
    if (selector && own.length > 0)
      onCard.push({
        selector,
        text: field.text,
        parts: snippet(field.text, own, Number.POSITIVE_INFINITY).parts,
      });
  });
  const picked = pickSnippet(fields, spans, {
    shown: (name) => name in ON_CARD,
    maxChars: SNIPPET_CHARS,
    fallback: 'description',
  });
  const field = picked && fields[picked.field];
  const excerpt =
    picked && field && picked.snippet.parts.length > 0
      ? { field: field.name, snippet: picked.snippet }
      : undefined;
  return { onCard, excerpt };
}
