/**
 * Result cards with snippets: the card HTML as built, the matched words of its title and subtitle
 * marked, and below them an excerpt of the best other matching field (src/search/snippet.ts) with
 * its matched words in <mark>. Catalog text only ever becomes text nodes (never parsed as HTML),
 * and nothing gets a style attribute: the look is snippets.css.
 */
import type { Ui } from '../../i18n/ui.ts';
import type { ParsedQuery } from '../../search/query.ts';
import { pickSnippet, type Snippet, type SnippetPart, snippet } from '../../search/snippet.ts';
import { type MatchSpan, matchSpans } from '../../search/spans.ts';
import type { SearchField } from '../../search/types.ts';

/** A card file as the page loaded it (src/search/static/cardFile.ts). */
export type CardData = { html: string; fields: SearchField[] };

/** About three lines of a card's width. */
export const SNIPPET_CHARS = 140;

/** Fields the card itself shows, marked in place, with the card element that shows them. */
export const ON_CARD: Record<string, string> = {
  projecttitle: '.card__title a',
  subtitle: '.card__subtitle',
};

/** The label before an excerpt of each field (the detail page's headings); none for the description. */
function labelOf(name: string, d: Ui['detail']): string {
  if (name.startsWith('branches')) return d.branches;
  if (name.startsWith('referencegroups')) return d.groups;
  if (name.startsWith('services')) return d.services;
  if (name.startsWith('usedproducts')) return d.products;
  if (name === 'location') return d.location;
  if (name.startsWith('client')) return d.client;
  if (name.startsWith('awards')) return d.awards;
  if (name.startsWith('partners')) return d.partners;
  if (name.startsWith('properties')) return d.properties;
  if (name.startsWith('internalproperties')) return d.internalProperties;
  return '';
}

/** The parts of a text or snippet as nodes: plain text, and <mark> elements around matches. */
function nodesOf(parts: readonly SnippetPart[]): Node[] {
  return parts.map((part) => {
    if (!part.mark) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    return mark;
  });
}

/** Marks the matches of a field the card shows, if the card shows exactly the field's text. */
function markOnCard(card: Element, fields: readonly SearchField[], spans: readonly MatchSpan[]): void {
  fields.forEach((field, i) => {
    const selector = ON_CARD[field.name];
    const el = selector ? card.querySelector(selector) : null;
    const own = spans.filter((s) => s.field === i);
    if (!el || own.length === 0 || el.children.length > 0 || el.textContent !== field.text) return;
    // The whole text (no window): only overlapping matches are joined into one mark.
    el.replaceChildren(...nodesOf(snippet(field.text, own, Number.POSITIVE_INFINITY).parts));
  });
}

function snippetElement(excerpt: Snippet, label: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'card__snippet';
  if (label) {
    const name = document.createElement('span');
    name.className = 'card__snippet-label';
    name.textContent = `${label}: `;
    p.append(name);
  }
  if (excerpt.before) p.append('… ');
  p.append(...nodesOf(excerpt.parts));
  if (excerpt.after) p.append(' …');
  return p;
}

/** Adds the query's marks and snippet to one card element. */
export function decorateCard(card: Element, data: CardData, query: ParsedQuery, labels: Ui['detail']): void {
  const spans = matchSpans(query, data.fields);
  markOnCard(card, data.fields, spans);
  const picked = pickSnippet(data.fields, spans, {
    shown: (name) => name in ON_CARD,
    maxChars: SNIPPET_CHARS,
    fallback: 'description',
  });
  const field = picked && data.fields[picked.field];
  if (!picked || !field || picked.snippet.parts.length === 0) return;
  const element = snippetElement(picked.snippet, labelOf(field.name, labels));
  const before = card.querySelector('.card__meta');
  const body = card.querySelector('.card__body');
  if (before) before.before(element);
  else body?.append(element);
}

/** The list items of a result page; with a query, each card marked and with its snippet. */
export function resultItems(cards: readonly CardData[], query: ParsedQuery | null, labels: Ui['detail']) {
  const template = document.createElement('template');
  // The cards' own HTML, rendered at build time by the site (not catalog text to be escaped here).
  template.innerHTML = cards.map((card) => `<li>${card.html}</li>`).join('');
  if (query && (query.clauses.length > 0 || query.excluded.length > 0)) {
    [...template.content.children].forEach((li, i) => {
      const card = li.firstElementChild;
      const data = cards[i];
      if (card && data) decorateCard(card, data, query, labels);
    });
  }
  return template.content;
}
