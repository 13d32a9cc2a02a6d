/**
 * The visitor's shortlist: reference_IDs in the visitor's order, kept in localStorage (IDs are the
 * same in both languages, so the list survives the language switch). Unreadable or blocked storage
 * reads as an empty list; a write that fails (private mode, quota) keeps the list for the page.
 */
const KEY = 'shortlist:v1';
export const SHORTLIST_MAX = 50;

let memory: number[] | undefined;

/** IDs from text: positive integers, each once, in order, at most SHORTLIST_MAX ("12,5,7"). */
export function parseIds(text: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (text ?? '').split(/[\s,]+/)) {
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, SHORTLIST_MAX);
}

export function readShortlist(): number[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw !== null) return parseIds((JSON.parse(raw) as unknown[]).join(','));
  } catch {
    // Blocked or corrupt storage: the in-page copy below, or nothing.
  }
  return memory ?? [];
}

export function writeShortlist(ids: readonly number[]): void {
  memory = parseIds(ids.join(','));
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Kept in memory for this page.
  }
  document.dispatchEvent(new CustomEvent('shortlist:change'));
}

export function toggleSaved(id: number): boolean {
  const ids = readShortlist();
  const saved = !ids.includes(id);
  writeShortlist(saved ? [...ids, id] : ids.filter((x) => x !== id));
  return saved;
}

/** Calls `listener` after every change: this page's writes and other tabs' (storage event). */
export function onShortlistChange(listener: () => void): void {
  document.addEventListener('shortlist:change', listener);
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) listener();
  });
}
