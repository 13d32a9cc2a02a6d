/**
 * The tender page in the browser: the text and filters → the shared matcher (src/match/) over the
 * static search index → result cards (the index's card files) with the key terms, the marks and
 * snippet of where each matched (snippetDom.ts, as on the search page) and a readable reason.
 * The text is only ever read here: nothing is sent, stored, or put in the URL.
 *
 * Below them, the evidence line for the matches' strongest branch (evidenceView.ts).
 *
 * Test hooks: the results region's aria-busy is "false" once a match's cards and evidence are on screen;
 * cards carry data-reference-id, the list data-match-list.
 */
import { t, type Ui } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { once } from '../../lib/remember.ts';
import {
  type KeyTerm,
  type Match,
  matchReason,
  matchReferencesAsync,
  staticMatchSource,
} from '../../match/index.ts';
import { parseQuery } from '../../search/query.ts';
import type { CardFile } from '../../search/static/cardFile.ts';
import { cardMarks } from '../../search/static/client/cardMarks.ts';
import { openSearch } from '../../search/static/client/openSearch.ts';
import { decorateCard } from '../search/snippetDom.ts';
import { evidenceView } from './evidenceView.ts';
import { allowedIds, type FilterData } from './filterIds.ts';

const FIRST = 5;
const STEP = 5;
const MAX = 20;

export function startMatch(root: HTMLElement): void {
  const lang = root.dataset.lang === 'en' ? 'en' : 'de';
  const ui = t(lang);
  const s = ui.matchPage;
  const maxBytes = Number(root.dataset.maxBytes);
  const filters = JSON.parse(root.dataset.filters ?? '{}') as FilterData;
  const form = must<HTMLFormElement>(root, '[data-match-form]');
  const text = must<HTMLTextAreaElement>(form, 'textarea');
  const invalid = must<HTMLElement>(form, '[data-match-invalid]');
  const region = must<HTMLElement>(root, '[data-match-results]');
  const heading = must<HTMLElement>(region, 'h2');
  const count = must<HTMLElement>(region, '[data-match-count]');
  const termsBox = must<HTMLElement>(region, '[data-match-terms]');
  const list = must<HTMLElement>(region, '[data-match-list]');
  const more = must<HTMLButtonElement>(region, '[data-match-more]');
  const error = must<HTMLElement>(region, '[data-match-error]');
  const index = once(() => openSearch(lang));
  const evidence = evidenceView(root, lang, filters, index);
  let shown = FIRST;
  let seq = 0;

  const card = async (id: number) => (await index()).card(id);

  const run = async (focus: boolean): Promise<void> => {
    const mine = ++seq;
    const value = text.value;
    invalid.hidden = true;
    if (!value.trim()) return complain(s.empty);
    if (new TextEncoder().encode(value).length > maxBytes)
      return complain(s.tooLong(Math.floor(maxBytes / 1024)));
    const data = new FormData(form);
    const year = String(data.get('yearFrom') ?? '').trim();
    const allowed = allowedIds(filters, {
      branch: String(data.get('branch') ?? ''),
      country: String(data.get('country') ?? ''),
      ...(year ? { yearFrom: Number(year) } : {}),
    });
    region.hidden = false;
    region.setAttribute('aria-busy', 'true');
    error.hidden = true;
    try {
      const { engine } = await index();
      const result = await matchReferencesAsync(
        { text: value, count: shown, ...(allowed ? { allowed } : {}) },
        staticMatchSource(engine),
      );
      const loaded = await Promise.all(result.matches.map((m) => card(m.id)));
      if (mine !== seq) return;
      show(result.terms, result.matches, loaded, ui);
      more.hidden = result.matches.length < shown || shown >= MAX;
      if (result.matches.length > 0) await evidence.show(result.matches.map((m) => m.id));
      else evidence.hide();
    } catch {
      if (mine === seq) {
        error.hidden = false;
        evidence.hide();
      }
    } finally {
      if (mine === seq) region.setAttribute('aria-busy', 'false');
    }
    if (focus && mine === seq) heading.focus();
  };

  const complain = (message: string): void => {
    invalid.textContent = message;
    invalid.hidden = false;
    text.focus();
  };

  const show = (terms: KeyTerm[], matches: Match[], loaded: CardFile[], labels: Ui): void => {
    count.textContent = s.count(matches.length);
    termsBox.hidden = terms.length === 0;
    must<HTMLElement>(termsBox, 'ul').replaceChildren(
      ...terms.map((term) => {
        const li = document.createElement('li');
        li.textContent = term.display;
        return li;
      }),
    );
    const template = document.createElement('template');
    // The cards' own HTML, rendered at build time by the site (not catalog text to be escaped here).
    template.innerHTML = loaded.map((c) => `<li>${c.html}</li>`).join('');
    [...template.content.children].forEach((li, i) => {
      const el = li.firstElementChild;
      const match = matches[i];
      const data = loaded[i];
      if (!el || !match || !data) return;
      // Where it matched: the search page's marks and snippet for "term1 OR term2 OR …".
      decorateCard(el, cardMarks(data.fields, parseQuery(match.matchedTerms.join(' OR '))), labels.detail);
      el.querySelector('.card__body')?.append(reasonOf(match, terms));
    });
    list.replaceChildren(template.content);
  };

  const reasonOf = (match: Match, terms: KeyTerm[]): HTMLElement => {
    const p = document.createElement('p');
    p.className = 'card__reason';
    p.dataset.matchReason = '';
    const label = document.createElement('span');
    label.textContent = `${s.reason}: `;
    p.append(label, matchReason(match, terms), ` · ${s.relevance(Math.round(match.relevance * 100))}`);
    return p;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    shown = FIRST;
    void run(true);
  });
  more.addEventListener('click', () => {
    shown = Math.min(MAX, shown + STEP);
    void run(false);
  });
  // Start loading the index while the visitor pastes (no text involved).
  text.addEventListener('focus', () => void index().then((i) => i.engine.open()), { once: true });
}
