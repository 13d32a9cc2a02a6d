/**
 * One slide's DOM from the page's <template> (its words come from the page, in the page's
 * language) and a slide file. Text goes in as text; the QR code is drawn as an SVG path.
 */
import type { SlideData } from './format.ts';

const SVG = 'http://www.w3.org/2000/svg';

function setText(root: ParentNode, selector: string, text: string): void {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) return;
  element.textContent = text;
}

/** Removes the element `selector` when `keep` is false (an empty field leaves no empty line). */
function keepIf(root: ParentNode, selector: string, keep: boolean): void {
  if (!keep) root.querySelector(selector)?.remove();
}

function qrSvg(qr: SlideData['qr'], label: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${qr.size} ${qr.size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(qr.size));
  background.setAttribute('height', String(qr.size));
  background.setAttribute('fill', '#fff');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', qr.path);
  path.setAttribute('fill', '#000');
  svg.append(background, path);
  return svg;
}

/** The slide of `data`, showing `image` (already loaded) where the reference has one. */
export function slideElement(
  template: HTMLTemplateElement,
  data: SlideData,
  image: HTMLImageElement | undefined,
): HTMLElement {
  const slide = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  slide.dataset.referenceId = String(data.id);
  slide.dataset.url = data.url;
  setText(slide, '[data-slot="title"]', data.title);
  setText(slide, '[data-slot="subtitle"]', data.subtitle);
  keepIf(slide, '[data-slot="subtitle"]', Boolean(data.subtitle));
  setText(slide, '[data-slot="place"]', data.place);
  keepIf(slide, '[data-slot="place"]', Boolean(data.place));
  setText(slide, '[data-slot="period"]', data.period);
  keepIf(slide, '[data-slot="period"]', Boolean(data.period));
  setText(slide, '[data-slot="client"]', data.client);
  keepIf(slide, '[data-part="client"]', Boolean(data.client));
  setText(slide, '[data-slot="quote"]', data.quote?.text ?? '');
  setText(slide, '[data-slot="quote-by"]', data.quote?.by ?? '');
  keepIf(slide, '[data-slot="quote-by"]', Boolean(data.quote?.by));
  keepIf(slide, '[data-part="quote"]', Boolean(data.quote));
  keepIf(slide, '[data-part="verified"]', data.verified);
  const media = slide.querySelector<HTMLElement>('[data-part="media"]');
  if (image) media?.append(image);
  else media?.classList.add('slide__media--none');
  const qr = slide.querySelector<HTMLElement>('[data-part="qr"]');
  qr?.prepend(qrSvg(data.qr, data.url));
  return slide;
}
