/**
 * Suggestions as you type, as an ARIA combobox: the last word of the query is completed from the
 * index's own lexicon (words that exist, most frequent first), so a suggestion always finds
 * something. Arrow keys move, Enter takes, Escape closes; the input keeps focus throughout.
 */
import { indexTokens } from '../../search/tokenize.ts';

export type SuggestOptions = {
  input: HTMLInputElement;
  /** Accessible name of the list of suggestions. */
  label: string;
  /** Completions of a folded prefix (at least 3 letters). */
  complete(prefix: string): Promise<string[]>;
  /** Called with the new query after a suggestion was taken. */
  onPick(query: string): void;
};

const MIN_PREFIX = 3;

/** The query's last word if it is a plain word being typed (no operator, quote or wildcard). */
export function lastWord(query: string): { head: string; word: string } | null {
  const match = /(^|\s)([^\s"+*-][^\s"*]*)$/u.exec(query);
  if (!match) return null;
  const word = match[2] ?? '';
  const tokens = indexTokens(word);
  if (tokens.length !== 1 || Array.from(tokens[0] as string).length < MIN_PREFIX) return null;
  return { head: query.slice(0, query.length - word.length), word: tokens[0] as string };
}

/**
 * Turns the search field into a combobox. The markup as built is a plain search field (no
 * suggestions without script), so the roles and the list are added here.
 */
export function attachSuggestions({ input, label, complete, onPick }: SuggestOptions): { close(): void } {
  const list = document.createElement('ul');
  list.id = `${input.id}-suggestions`;
  list.className = 'search__suggestions';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', label);
  list.hidden = true;
  input.after(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  let items: string[] = [];
  let active = -1;
  let request = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const close = (): void => {
    // Also the update still waiting for the typing to pause: a submitted query must not reopen the list.
    clearTimeout(timer);
    request++;
    items = [];
    active = -1;
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };

  const highlight = (index: number): void => {
    active = index;
    list.querySelectorAll('[role="option"]').forEach((el, i) => {
      el.setAttribute('aria-selected', String(i === index));
    });
    if (index >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${index}`);
    else input.removeAttribute('aria-activedescendant');
  };

  const take = (index: number): void => {
    const last = lastWord(input.value);
    const word = items[index];
    if (!last || word === undefined) return;
    const query = `${last.head}${word} `;
    input.value = query;
    close();
    onPick(query.trim());
  };

  const update = async (): Promise<void> => {
    const mine = ++request;
    const last = lastWord(input.value);
    if (!last) return close();
    const words = await complete(last.word);
    if (mine !== request) return;
    // A list that refreshes while the visitor arrows through it keeps the word they are on.
    const chosen = active >= 0 ? items[active] : undefined;
    // The word already typed in full is no suggestion.
    items = words.filter((w) => indexTokens(w).join(' ') !== last.word);
    if (items.length === 0) return close();
    list.replaceChildren(
      ...items.map((word, i) => {
        const li = document.createElement('li');
        li.id = `${list.id}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.textContent = word;
        // mousedown, not click: the input must not lose focus (and close the list) first.
        li.addEventListener('mousedown', (event) => {
          event.preventDefault();
          take(i);
        });
        return li;
      }),
    );
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    highlight(chosen === undefined ? -1 : items.indexOf(chosen));
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update().catch(close), 120);
  });
  input.addEventListener('keydown', (event) => {
    if (list.hidden) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Cycles through the options and back to the input itself (-1).
      const n = items.length;
      highlight(
        event.key === 'ArrowDown' ? (active + 1 >= n ? -1 : active + 1) : active <= -1 ? n - 1 : active - 1,
      );
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      take(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => setTimeout(close, 0));
  return { close };
}
