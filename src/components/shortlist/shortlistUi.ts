/**
 * On every page (loaded by the header's shortlist link): the saved count in the header and the
 * "Merken / Save" toggles (SaveToggle.astro) — on the page as built and on cards added later
 * (search results, tender matches), kept in step with the list by aria-pressed.
 */
import { onShortlistChange, readShortlist, toggleSaved } from './shortlistStore.ts';

function sync(root: ParentNode = document): void {
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
