/**
 * The HTML a host page pastes: the script and one element, attributes in a fixed order. Shared by
 * the builder page's first render and its script (one definition of the snippet).
 */
import { ELEMENT_NAME } from './format.ts';

/** Attribute name → value; true is a bare boolean attribute, undefined or "" leaves it out. */
export type SnippetAttributes = [name: string, value: string | true | undefined][];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function elementHtml(attributes: SnippetAttributes): string {
  const parts = attributes.flatMap(([name, value]) =>
    value === true ? [name] : value ? [`${name}="${escapeAttribute(value)}"`] : [],
  );
  return `<${ELEMENT_NAME}${parts.map((part) => ` ${part}`).join('')}></${ELEMENT_NAME}>`;
}

/**
 * `blocking="render"`: the host page is first painted once the element is defined and holds its
 * height, so nothing below it moves (a module script alone may run after the first paint). The
 * script is one small request; browsers without the attribute load it as before.
 */
export function snippetHtml(scriptUrl: string, attributes: SnippetAttributes): string {
  return `<script type="module" src="${escapeAttribute(scriptUrl)}" blocking="render"></script>\n${elementHtml(attributes)}`;
}

/** The directives a host's Content-Security-Policy needs for the element (docs/embed.md). */
export const cspLine = (origin: string): string =>
  `script-src ${origin}; connect-src ${origin}; img-src ${origin}`;
