/**
 * HTML → searchable plain text without a DOM: markup, comments and the content of non-rendered
 * elements (script, style, …) are dropped, so what is searchable is what a reader can see.
 */
import { decodeEntities } from './entities.ts';

// Content never shown as text; their raw content runs to the matching end tag (or the end of input).
const DROPPED_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'noembed']);

// Inline elements do not break words: "Fern<b>wärme</b>" reads as one word. Everything else does.
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

const isAsciiLetter = (c: string | undefined): boolean =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

const isTagNameEnd = (c: string | undefined): boolean =>
  c === undefined || c === '>' || c === '/' || /\s/.test(c);

/** Index just past the `>` closing a tag whose attributes start at `i`, or -1 if it never closes. */
function skipTag(html: string, i: number): number {
  let k = i;
  while (k < html.length) {
    const c = html[k];
    if (c === '>') return k + 1;
    if (c === '=') {
      // Quoted attribute values may contain ">" (e.g. onerror="a>b"); skip them whole.
      let v = k + 1;
      while (v < html.length && /\s/.test(html[v] ?? '')) v++;
      const quote = html[v];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, v + 1);
        if (close === -1) return -1;
        k = close + 1;
        continue;
      }
    }
    k++;
  }
  return -1;
}

/** Index just past the end tag `</name…>` at or after `from`, or -1 if there is none. */
function skipRawContent(html: string, lower: string, name: string, from: number): number {
  let k = from;
  for (;;) {
    const at = lower.indexOf(`</${name}`, k);
    if (at === -1) return -1;
    const after = at + 2 + name.length;
    if (isTagNameEnd(lower[after])) {
      const end = skipTag(html, after);
      return end === -1 ? -1 : end;
    }
    k = after;
  }
}

/** Index just past the comment starting at `i` (which points at "<!--"). */
function skipComment(html: string, i: number): number {
  const body = i + 4;
  // Abruptly closed comments "<!-->" and "<!--->" end immediately, as in browsers.
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  const ends = [html.indexOf('-->', body), html.indexOf('--!>', body)].filter((n) => n !== -1);
  if (ends.length === 0) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('-->', end) ? 3 : 4);
}

/** Visible text of an HTML fragment, entities decoded, block boundaries turned into spaces. */
export function htmlToText(html: string): string {
  if (!html.includes('<')) return decodeEntities(html);
  // ASCII-only lower-casing keeps indexes aligned with `html` (toLowerCase can change lengths).
  const lower = html.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      i = skipComment(html, lt);
      out += ' ';
    } else if (next === '!' || next === '?' || (next === '/' && !isAsciiLetter(html[lt + 2]))) {
      // Doctype, CDATA, processing instruction, bogus end tag: ignored up to the next ">".
      const gt = html.indexOf('>', lt);
      i = gt === -1 ? html.length : gt + 1;
      out += ' ';
    } else if (isAsciiLetter(next) || next === '/') {
      const closing = next === '/';
      const nameStart = lt + (closing ? 2 : 1);
      let nameEnd = nameStart;
      while (!isTagNameEnd(html[nameEnd])) nameEnd++;
      const name = lower.slice(nameStart, nameEnd);
      const end = skipTag(html, nameEnd);
      if (end === -1) break; // a tag cut off at the end of input is not text (browsers drop it too)
      i = end;
      if (!closing && DROPPED_CONTENT.has(name)) {
        const after = skipRawContent(html, lower, name, i);
        if (after === -1) break; // unclosed script/style: everything after it is its content
        i = after;
      }
      if (!INLINE.has(name)) out += ' ';
    } else {
      out += '<'; // "a < b", "<3": a literal less-than sign
      i = lt + 1;
    }
  }
  return decodeEntities(out);
}

/**
 * The searchable text of a description: what a reader sees of the API's HTML, block boundaries as
 * spaces. Whoever keeps a changed copy of the HTML (the site sanitizes it) derives this from the
 * original first and stores it as `descriptionText`, so the index and the API read the same words.
 * Here rather than in searchDoc.ts: the stored details' processing version digests every module
 * the processing imports (src/loaders/processing.ts), and the search weights change nothing stored.
 */
export const descriptionSearchText = (html: string): string => htmlToText(html);
