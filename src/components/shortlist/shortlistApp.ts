/**
 * The shortlist page in the browser: the saved IDs (or a shared link's ?ids=) → one row per
 * reference from its search card file (title, place, link), controls to reorder and remove, the
 * share link, and the print bundle: a cover and each reference's sheet, taken from its detail
 * page (the same ReferenceSheet, not shipped a second time), loaded before the print button is
 * enabled. References published only in the other language are
 * named from that language's card file; the sheets are this language's only.
 *
 * Test hooks: [data-shortlist-body] aria-busy "false" once rows and sheets are in place; rows carry
 * data-reference-id.
 */
import { otherLang } from '../../catalog/lang.ts';
import { shortlistPath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { once, remember } from '../../lib/remember.ts';
import { openSearch } from '../../search/static/client/openSearch.ts';
import { onShortlistChange, parseIds, readShortlist, writeShortlist } from './shortlistStore.ts';
import { startTableButton } from './table/tableButton.ts';
import type { SavedRef } from './table/tableDownload.ts';

type Entry =
  | { id: number; title: string; href: string; meta: string; here: boolean }
  | { id: number; missing: true };

/**
 * The sheet of a detail page's HTML: its letterhead and article, without what print hides anyway
 * (data-print="hide": breadcrumb, buttons, gallery, maps) and without scripts.
 */
function sheetOf(page: string): string {
  const doc = new DOMParser().parseFromString(page, 'text/html');
  const head = doc.querySelector('main [data-sheet-head]');
  const article = doc.querySelector('main article.detail');
  if (!head || !article) throw new Error('no sheet on the page');
  for (const hidden of article.querySelectorAll('[data-print="hide"], script')) hidden.remove();
  return head.outerHTML + article.outerHTML;
}

export function startShortlist(root: HTMLElement): void {
  const lang = root.dataset.lang === 'en' ? 'en' : 'de';
  const other = otherLang(lang);
  const s = t(lang).shortlist;
  const body = must<HTMLElement>(root, '[data-shortlist-body]');
  const status = must<HTMLElement>(root, '[data-shortlist-status]');
  const sharedNote = must<HTMLElement>(root, '[data-shortlist-shared]');
  const empty = must<HTMLElement>(root, '[data-shortlist-empty]');
  const list = must<HTMLOListElement>(root, '[data-shortlist-list]');
  const actions = must<HTMLElement>(root, '[data-shortlist-actions]');
  const printButton = must<HTMLButtonElement>(root, '[data-shortlist-print]');
  const shareUrl = must<HTMLInputElement>(root, '[data-shortlist-url]');
  const copied = must<HTMLElement>(root, '[data-shortlist-copied]');
  const error = must<HTMLElement>(root, '[data-shortlist-error]');
  const contents = must<HTMLOListElement>(root, '[data-bundle-contents]');
  const sheets = must<HTMLElement>(root, '[data-bundle-sheets]');
  must<HTMLElement>(root, '[data-bundle-date]').textContent = s.coverDate(
    new Date().toLocaleDateString(t(lang).locale.replace('_', '-'), { dateStyle: 'long' }),
  );

  const indexes = { [lang]: once(() => openSearch(lang)), [other]: once(() => openSearch(other)) };
  const entries = new Map<number, Promise<Entry>>();
  const sheetHtml = new Map<number, Promise<string>>();
  const params = new URLSearchParams(location.search);
  // A shared link shows its own list until the visitor adopts it.
  let shared: number[] | null = params.has('ids') ? parseIds(params.get('ids')) : null;
  const ids = (): number[] => shared ?? readShortlist();
  const setIds = (next: number[]): void => {
    if (shared) {
      shared = next;
      history.replaceState(null, '', `?ids=${next.join(',')}`);
      void render();
    } else writeShortlist(next);
  };

  const cardEntry = async (l: 'de' | 'en', id: number): Promise<Entry | undefined> => {
    const index = await indexes[l]?.();
    if (!index || !(await index.engine.ids()).includes(id)) return undefined;
    const card = await index.card(id);
    const template = document.createElement('template');
    template.innerHTML = card.html; // the site's own card, rendered at build time
    const link = template.content.querySelector<HTMLAnchorElement>('.card__title a');
    const meta = [...template.content.querySelectorAll('.card__meta > span')]
      .map((span) => span.textContent?.trim())
      .filter(Boolean)
      .join(' · ');
    return {
      id,
      title: link?.textContent?.trim() ?? '',
      href: link?.getAttribute('href') ?? '',
      meta,
      here: l === lang,
    };
  };

  const entry = (id: number): Promise<Entry> =>
    remember(
      entries,
      id,
      async () =>
        (await cardEntry(lang, id)) ?? (await cardEntry(other, id)) ?? { id, missing: true as const },
    );

  const sheet = (id: number, href: string): Promise<string> =>
    remember(sheetHtml, id, () =>
      fetch(href)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`sheet ${id}: ${r.status}`))))
        .then(sheetOf),
    );

  const button = (label: string, text: string, disabled: boolean, action: () => void): HTMLButtonElement => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.disabled = disabled;
    b.addEventListener('click', action);
    return b;
  };

  const row = (e: Entry, index: number, all: number[]): HTMLLIElement => {
    const li = document.createElement('li');
    li.className = 'shortlist__item';
    li.dataset.referenceId = String(e.id);
    const number = document.createElement('span');
    number.className = 'shortlist__number';
    number.textContent = String(index + 1);
    const text = document.createElement('div');
    const title = 'missing' in e ? s.unknown(e.id) : e.title;
    const heading = document.createElement('h2');
    heading.className = 'shortlist__title';
    if ('missing' in e) heading.textContent = title;
    else {
      const a = document.createElement('a');
      a.href = e.href;
      a.textContent = e.title;
      heading.append(a);
    }
    text.append(heading);
    if (!('missing' in e)) {
      const meta = document.createElement('p');
      meta.className = 'shortlist__meta';
      meta.textContent = e.here ? e.meta : s.onlyOther;
      if (!e.here) meta.dataset.onlyOther = '';
      text.append(meta);
    }
    const move = (to: number) => () => {
      const next = [...all];
      next.splice(index, 1);
      next.splice(to, 0, e.id);
      setIds(next);
    };
    const controls = document.createElement('div');
    controls.className = 'shortlist__controls';
    controls.append(
      button(s.up(title), '↑', index === 0, move(index - 1)),
      button(s.down(title), '↓', index === all.length - 1, move(index + 1)),
      button(s.remove(title), '✕', false, () => setIds(all.filter((x) => x !== e.id))),
    );
    li.append(number, text, controls);
    return li;
  };

  // The list as last shown, for the table's download (each reference in the language it is shown from).
  let shown: SavedRef[] = [];
  startTableButton(root, lang, () => shown);

  let seq = 0;
  const render = async (): Promise<void> => {
    const mine = ++seq;
    const all = ids();
    body.setAttribute('aria-busy', 'true');
    printButton.disabled = true;
    error.hidden = true;
    try {
      const loaded = await Promise.all(all.map(entry));
      if (mine !== seq) return;
      const focused = document.activeElement?.getAttribute('aria-label');
      list.replaceChildren(...loaded.map((e, i) => row(e, i, all)));
      shown = loaded.map((e) => ({ id: e.id, lang: 'missing' in e ? null : e.here ? lang : other }));
      // Keep the keyboard where it was after a move (the same control of the moved row).
      if (focused)
        list.querySelector<HTMLElement>(`[aria-label="${CSS.escape(focused)}"]:not(:disabled)`)?.focus();
      status.textContent = s.count(all.length);
      sharedNote.hidden = shared === null;
      empty.hidden = all.length > 0;
      actions.hidden = all.length === 0;
      shareUrl.value = `${location.origin}${shortlistPath(lang)}?ids=${all.join(',')}`;
      const printable = loaded.filter(
        (e): e is Extract<Entry, { here: boolean }> => !('missing' in e) && e.here,
      );
      const html = await Promise.all(printable.map((e) => sheet(e.id, e.href)));
      if (mine !== seq) return;
      contents.replaceChildren(
        ...printable.map((e, i) => {
          const li = document.createElement('li');
          const n = document.createElement('span');
          n.textContent = s.coverSheet(i + 1);
          const name = document.createElement('span');
          name.textContent = e.title;
          li.append(n, name);
          return li;
        }),
      );
      sheets.replaceChildren(
        ...printable.map((e, i) => {
          const section = document.createElement('section');
          section.dataset.sheet = '';
          section.dataset.referenceId = String(e.id);
          section.setAttribute('aria-label', s.coverSheet(i + 1));
          // The detail page's own sheet (sheetOf).
          section.innerHTML = html[i] ?? '';
          return section;
        }),
      );
      printButton.disabled = printable.length === 0;
    } catch {
      if (mine === seq) error.hidden = false;
    } finally {
      if (mine === seq) body.setAttribute('aria-busy', 'false');
    }
  };

  must<HTMLButtonElement>(root, '[data-shortlist-adopt]').addEventListener('click', () => {
    const adopted = shared ?? [];
    shared = null;
    history.replaceState(null, '', location.pathname);
    writeShortlist(adopted);
  });
  must<HTMLButtonElement>(root, '[data-shortlist-copy]').addEventListener('click', async () => {
    shareUrl.select();
    try {
      await navigator.clipboard.writeText(shareUrl.value);
      copied.textContent = s.copied;
    } catch {
      // Selected: the visitor copies it by hand.
    }
  });
  printButton.addEventListener('click', () => window.print());
  onShortlistChange(() => {
    if (!shared) void render();
  });
  void render();
}
