/**
 * The search page's card HTML made fit for another site's page: paths become absolute URLs on the
 * portfolio (the host page has another origin), the title gets the element's heading level, and
 * the parts a host may style get `part` names. Parsed in an inert <template>, so nothing loads
 * from the host's origin before the URLs are rewritten.
 */

/** Elements of the card a host can style with ::part(). */
const PARTS: [selector: string, part: string][] = [
  ['.card', 'card'],
  ['.card__media', 'media'],
  ['.card__title', 'title'],
  ['.card__title a', 'link'],
  ['.card__subtitle', 'subtitle'],
  ['.card__meta', 'meta'],
  ['.verified', 'verified'],
];

function absolutize(root: DocumentFragment, base: string): void {
  for (const el of root.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = el.getAttribute(name);
      if (value !== null) el.setAttribute(name, new URL(value, base).href);
    }
  }
  for (const el of root.querySelectorAll('[srcset]')) {
    const srcset = (el.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [new URL(url, base).href, ...descriptor].join(' ');
      })
      .join(', ');
    el.setAttribute('srcset', srcset);
  }
}

/** One card as a list item; `level` is its title's heading level (2–6). */
export function cardItem(html: string, base: string, level: number): HTMLLIElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  absolutize(root, base);
  const title = root.querySelector('.card__title');
  if (title && title.tagName !== `H${level}`) {
    const heading = document.createElement(`h${level}`);
    heading.className = title.className;
    heading.append(...title.childNodes);
    title.replaceWith(heading);
  }
  for (const [selector, part] of PARTS)
    for (const el of root.querySelectorAll(selector)) el.setAttribute('part', part);
  const item = document.createElement('li');
  item.setAttribute('part', 'item');
  item.append(root);
  return item;
}

/** A card-sized placeholder: the element holds its final height before the data arrives. */
export function placeholderItem(): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'pending';
  item.setAttribute('aria-hidden', 'true');
  item.innerHTML = '<div class="card"><div class="card__media"></div><div class="card__body"></div></div>';
  return item;
}
