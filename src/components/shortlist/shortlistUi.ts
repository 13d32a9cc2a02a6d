/**
 * On every page (loaded by the header's shortlist link): the saved count in the header and the
 * "Merken / Save" toggles — the detail page's (SaveToggle.astro) and one per card, added here to
 * every card on the page as built and to cards added later (search results, tender matches), and
 * kept in step with the list by aria-pressed. Cards are built without it: without script it could
 * do nothing, and it would repeat ~0.2 kB on every card of every list (placed over the card's
 * image, its arrival moves nothing).
 */
import { onShortlistChange, readShortlist, toggleSaved } from './shortlistStore.ts';

/** A card's toggle, named by the card's title (the header link carries the label's pattern). */
function cardToggle(card: HTMLElement, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'save-toggle icon icon--save save-toggle--card';
  button.dataset.save = card.dataset.referenceId ?? '';
  button.dataset.print = 'hide';
  button.setAttribute(
    'aria-label',
    label.replace('{title}', card.querySelector('.card__title')?.textContent?.trim() ?? ''),
  );
  return button;
}

function sync(root: ParentNode = document): void {
  const label = document.querySelector<HTMLElement>('[data-save-named]')?.dataset.saveNamed;
  if (label)
    for (const card of root.querySelectorAll<HTMLElement>('article.card[data-reference-id]'))
      if (!card.querySelector(':scope > button[data-save]')) card.prepend(cardToggle(card, label));
  const ids = readShortlist();
  for (const count of document.querySelectorAll<HTMLElement>('[data-shortlist-count]'))
    count.textContent = ids.length > 0 ? String(ids.length) : '';
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-save]'))
    button.setAttribute('aria-pressed', String(ids.includes(Number(button.dataset.save))));
}

export function startShortlistUi(): void {
  sync();
  onShortlistChange(() => sync());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-save]');
    if (!button) return;
    event.preventDefault();
    toggleSaved(Number(button.dataset.save));
  });
  // Cards that scripts add later (search, tender page, shortlist page) get their state too.
  new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes].some((n) => n instanceof Element))) sync();
  }).observe(document.body, { childList: true, subtree: true });
}
