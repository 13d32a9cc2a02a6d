/**
 * Result cards with snippets: the card HTML as built, the matched words of its title and subtitle
 * marked, and below them an excerpt of the best other matching field. What to mark and cut is
 * computed in the search worker (src/search/static/client/cardMarks.ts); here the parts become
 * text nodes and <mark> elements. Catalog text only ever becomes text nodes (never parsed as
 * HTML), and nothing gets a style attribute: the look is snippets.css.
 */
import type { Ui } from '../../i18n/ui.ts';
import type { Snippet, SnippetPart } from '../../search/snippet.ts';
import type { CardMarks } from '../../search/static/client/cardMarks.ts';
import type { CardData } from '../../search/static/client/searchClient.ts';

export { ON_CARD, SNIPPET_CHARS } from '../../search/static/client/cardMarks.ts';
export type { CardData };

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

/** Adds the query's marks and excerpt to one card element. */
export function decorateCard(card: Element, marks: CardMarks, labels: Ui['detail']): void {
  for (const { selector, text, parts } of marks.onCard) {
    const el = card.querySelector(selector);
    // Only where the card shows exactly the field's text.
    if (el && el.children.length === 0 && el.textContent === text) el.replaceChildren(...nodesOf(parts));
  }
  if (!marks.excerpt) return;
  const element = snippetElement(marks.excerpt.snippet, labelOf(marks.excerpt.field, labels));
  const before = card.querySelector('.card__meta');
  const body = card.querySelector('.card__body');
  if (before) before.before(element);
  else body?.append(element);
}

/** The list items of a result page; with a query, each card marked and with its excerpt. */
export function resultItems(cards: readonly CardData[], labels: Ui['detail']) {
  const template = document.createElement('template');
  // The cards' own HTML, rendered at build time by the site (not catalog text to be escaped here).
  template.innerHTML = cards.map((card) => `<li>${card.html}</li>`).join('');
  [...template.content.children].forEach((li, i) => {
    const card = li.firstElementChild;
    const marks = cards[i]?.marks;
    if (card && marks) decorateCard(card, marks, labels);
  });
  return template.content;
}
