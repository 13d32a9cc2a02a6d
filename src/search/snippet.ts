/**
 * Result snippets: which field of a hit to show and which window of it, with the matched ranges
 * (spans.ts) marked. Pure: the page turns the parts into text nodes and <mark> elements.
 */
import type { MatchSpan } from './spans.ts';

/** A piece of the snippet's text; `mark` pieces are matched words. */
export type SnippetPart = { text: string; mark: boolean };

/** A window of a field's text; `before`/`after`: text was cut there (shown as an ellipsis). */
export type Snippet = { parts: SnippetPart[]; before: boolean; after: boolean };

type Range = { start: number; end: number; clauses: Set<number> };

const SPACE = /\s/;

/** Sorted, overlapping or touching spans joined into one range each (one <mark> per range). */
function mergeRanges(spans: readonly Pick<MatchSpan, 'start' | 'end' | 'clause'>[]): Range[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.clauses.add(s.clause);
    } else out.push({ start: s.start, end: s.end, clauses: new Set([s.clause]) });
  }
  return out;
}

/** The ranges that fit in `maxChars` from range i on, and the distinct clauses among them. */
function coverage(ranges: readonly Range[], i: number, maxChars: number) {
  const from = ranges[i] as Range;
  const clauses = new Set<number>();
  let last = i;
  for (let j = i; j < ranges.length; j++) {
    const r = ranges[j] as Range;
    if (j > i && r.end - from.start > maxChars) break;
    for (const c of r.clauses) clauses.add(c);
    last = j;
  }
  return { clauses: clauses.size, count: last - i + 1, end: (ranges[last] as Range).end };
}

/**
 * The window [start, end) of `text`: up to maxChars around the ranges that cover the most distinct
 * query clauses (then the most ranges, then the earliest), with some context before them, cut at
 * spaces and never through a range. Without ranges, the text's start.
 */
function pickWindow(text: string, ranges: readonly Range[], maxChars: number): [number, number] {
  if (text.length <= maxChars) return [0, text.length];
  let best = { at: 0, clauses: 0, count: 0, end: 0 };
  ranges.forEach((_, i) => {
    const c = coverage(ranges, i, maxChars);
    if (c.clauses > best.clauses || (c.clauses === best.clauses && c.count > best.count))
      best = { at: i, ...c };
  });
  const first = ranges[best.at]?.start ?? 0;
  const covered = ranges.length > 0 ? best.end : 0;
  // A quarter of the window (at most what the covered ranges leave free) shows what precedes them.
  const lead = Math.min(Math.floor(maxChars / 4), Math.max(0, maxChars - (covered - first)));
  let start = Math.max(0, first - lead);
  let end = Math.min(text.length, Math.max(covered, start + maxChars));
  if (end === text.length) start = Math.max(0, Math.min(first, end - maxChars));
  if (start > 0) {
    // Begin at a word: after the first space, or else (one long word) at the range itself.
    const space = text.slice(start, first).search(SPACE);
    start = space === -1 ? first : start + space + 1;
  }
  // Never end inside a range: stop before the first one that does not fit.
  const cut = ranges.find((r) => r.start < end && r.end > end);
  if (cut) end = Math.max(cut.start, covered);
  if (end < text.length && !SPACE.test(text[end] as string)) {
    const space = text.slice(covered, end).search(/\s\S*$/);
    if (space !== -1) end = covered + space;
  }
  return [start, end];
}

/**
 * The snippet of one field: a window of at most about maxChars with the spans inside it marked.
 * Whitespace runs read as one space (descriptions keep their block breaks as newlines).
 */
export function snippet(
  text: string,
  spans: readonly Pick<MatchSpan, 'start' | 'end' | 'clause'>[],
  maxChars: number,
): Snippet {
  const ranges = mergeRanges(spans.filter((s) => s.end > s.start && s.start >= 0 && s.end <= text.length));
  let [start, end] = pickWindow(text, ranges, maxChars);
  while (start < end && SPACE.test(text[start] as string)) start++;
  while (end > start && SPACE.test(text[end - 1] as string)) end--;
  const parts: SnippetPart[] = [];
  const push = (from: number, to: number, mark: boolean) => {
    if (to > from) parts.push({ text: text.slice(from, to).replace(/\s+/g, ' '), mark });
  };
  let at = start;
  for (const r of ranges) {
    if (r.end <= start || r.start >= end) continue;
    push(at, Math.max(at, r.start), false);
    push(Math.max(at, r.start), Math.min(r.end, end), true);
    at = Math.min(r.end, end);
  }
  push(at, end, false);
  return { parts, before: start > 0, after: end < text.length };
}

/** A field as the snippet choice sees it. */
export type SnippetField = { name: string; text: string; weight: number };

/**
 * The field a result's snippet shows, and its snippet: among the fields not already on the card
 * (`shown`), the one whose spans cover the most distinct clauses, then the highest weight, then the
 * most spans, then the first. When only shown fields matched, the description's start; null when
 * there is nothing to show.
 */
export function pickSnippet(
  fields: readonly SnippetField[],
  spans: readonly MatchSpan[],
  options: { shown: (name: string) => boolean; maxChars: number; fallback: string },
): { field: number; snippet: Snippet } | null {
  let best: { field: number; clauses: number; weight: number; count: number } | null = null;
  fields.forEach((f, field) => {
    if (options.shown(f.name)) return;
    const own = spans.filter((s) => s.field === field);
    if (own.length === 0) return;
    const c = { field, clauses: new Set(own.map((s) => s.clause)).size, weight: f.weight, count: own.length };
    if (
      !best ||
      c.clauses > best.clauses ||
      (c.clauses === best.clauses &&
        (c.weight > best.weight || (c.weight === best.weight && c.count > best.count)))
    )
      best = c;
  });
  const chosen =
    (best as { field: number } | null)?.field ?? fields.findIndex((f) => f.name === options.fallback);
  const field = fields[chosen];
  if (!field) return null;
  const own = spans.filter((s) => s.field === chosen);
  return { field: chosen, snippet: snippet(field.text, own, options.maxChars) };
}
