/**
 * /embed/v1.js: the <reference-list> custom element, for pages on other sites. It reads only the
 * portfolio's published static files (its origin is this script's own), renders in a shadow root
 * and leaves the host page alone. Attributes: attributes.ts; data: results.ts; docs/embed.md.
 */
import { ATTRIBUTES, AttributeError, type AttributeSource, readLang, readRequest } from './attributes.ts';
import { cardItem, placeholderItem } from './cards.ts';
import css from './embed.css?inline';
import {
  DEFAULT_LIMIT,
  ELEMENT_NAME,
  type EmbedData,
  type EmbedPreset,
  MAX_LIMIT,
  THEME_PROPERTIES,
} from './format.ts';
import { findReferences, showAllPath } from './results.ts';
import { embedSource } from './source.ts';

const ORIGIN = new URL(import.meta.url).origin;
const base = new CSSStyleSheet();
base.replaceSync(css);
const themes = new Map<string, CSSStyleSheet>();

/**
 * The defaults of the --rl-* properties: the preset's colours, else the portfolio's theme. A
 * constructed sheet, like the base: the host's CSP needs no style-src for the element.
 */
function themeSheet(data: EmbedData, preset: EmbedPreset | undefined): CSSStyleSheet {
  const values = THEME_PROPERTIES.map(
    (name) => `--_${name}:var(--rl-${name},${preset?.theme?.[name] ?? data.theme[name]})`,
  );
  const text = `:host{${values.join(';')}}`;
  let sheet = themes.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    themes.set(text, sheet);
  }
  return sheet;
}

const element = (tag: string, className: string, part?: string): HTMLElement => {
  const el = document.createElement(tag);
  el.className = className;
  if (part) el.setAttribute('part', part);
  return el;
};

export class ReferenceList extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  readonly #root = this.attachShadow({ mode: 'open' });
  #renders = 0;
  #scheduled = false;

  constructor() {
    super();
    this.#root.adoptedStyleSheets = [base];
  }

  connectedCallback(): void {
    this.#schedule();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#schedule();
  }

  /** One render for a batch of attribute changes (a form sets several at once). */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      void this.#render();
    });
  }

  async #render(): Promise<void> {
    const render = ++this.#renders;
    const get: AttributeSource = (name) => this.getAttribute(name);
    const section = element('section', 'root', 'root');
    section.setAttribute('aria-busy', 'true');
    const heading = get('heading')?.trim();
    const list = element('ul', `list list--${get('layout')?.trim() === 'list' ? 'list' : 'cards'}`, 'list');
    const wanted = Number(get('limit'));
    const count = Number.isInteger(wanted) && wanted > 0 ? Math.min(wanted, MAX_LIMIT) : DEFAULT_LIMIT;
    list.append(...Array.from({ length: count }, placeholderItem));
    section.append(list, element('p', 'more', 'more'));
    if (heading) section.prepend(this.#heading(heading));
    this.#root.replaceChildren(section);
    try {
      const source = await embedSource(ORIGIN, readLang(get));
      const { data } = source;
      const presetName = get('preset')?.trim();
      const preset = presetName ? data.presets[presetName] : undefined;
      if (presetName && !preset)
        throw new AttributeError(
          `<reference-list> preset "${presetName}" is not published by this portfolio`,
        );
      const request = readRequest(get, preset);
      const found = await findReferences(source, request);
      const cards = await Promise.all(found.ids.map((id) => source.card(id)));
      if (render !== this.#renders) return;
      this.#root.adoptedStyleSheets = [base, themeSheet(data, preset)];
      this.#show(data, request, cards, found.total);
    } catch (error) {
      if (render !== this.#renders) return;
      this.#fail(error);
    }
  }

  #heading(text: string): HTMLElement {
    const level = Number(this.getAttribute('heading-level')) || 2;
    const heading = element(`h${Math.min(Math.max(level, 2), 6)}`, 'heading', 'heading');
    heading.textContent = text;
    return heading;
  }

  #show(data: EmbedData, request: ReturnType<typeof readRequest>, cards: string[], total: number): void {
    const section = element('section', 'root', 'root');
    const level = request.heading ? Math.min(request.headingLevel + 1, 6) : request.headingLevel;
    if (request.heading) {
      const heading = this.#heading(request.heading);
      heading.id = 'heading';
      section.setAttribute('aria-labelledby', 'heading');
      section.append(heading);
    } else section.setAttribute('aria-label', data.ui.label);
    if (cards.length === 0) {
      const empty = element('p', 'status', 'status');
      empty.textContent = data.ui.empty;
      section.append(empty);
    } else {
      const list = element('ul', `list list--${request.layout}`, 'list');
      list.append(...cards.map((html) => cardItem(html, ORIGIN, level)));
      section.append(list);
    }
    const more = element('p', 'more', 'more');
    const link = element('a', '', 'show-all') as HTMLAnchorElement;
    link.href = new URL(showAllPath(data, request), ORIGIN).href;
    link.textContent = data.ui.showAll.replace('{n}', total.toLocaleString(data.lang));
    more.append(link);
    section.append(more);
    this.#root.replaceChildren(section);
  }

  #fail(error: unknown): void {
    const message = element('p', 'error', 'error');
    message.setAttribute('role', 'alert');
    // An attribute mistake is the embedder's to fix: say exactly what; anything else is the network's.
    message.textContent =
      error instanceof AttributeError
        ? error.message
        : `<reference-list> could not load the references (${String(error)})`;
    console.error(message.textContent);
    const section = element('section', 'root', 'root');
    section.append(message);
    this.#root.replaceChildren(section);
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, ReferenceList);
