/**
 * dist/_headers as Netlify and Cloudflare Pages read it: blocks of a path pattern (`*` matches
 * anything, `:name` one segment) followed by indented `Name: value` lines; `#` starts a comment.
 * Every rule whose pattern matches a request applies; a header named twice is joined with ", ".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './dist.ts';

export type HeaderRule = { pattern: string; headers: Record<string, string>; lines: string[] };

export const HEADERS_FILE = join(DIST, '_headers');

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {}, lines: [] };
      rules.push(current);
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!current || !header) throw new Error(`_headers: not a header of a path block: "${line}"`);
    const name = (header[1] as string).toLowerCase();
    const value = header[2] as string;
    current.headers[name] = current.headers[name] ? `${current.headers[name]}, ${value}` : value;
    current.lines.push(line);
  }
  return rules;
}

export function readHeaders(): HeaderRule[] {
  if (!existsSync(HEADERS_FILE)) throw new Error(`${HEADERS_FILE} is missing (public/_headers)`);
  return parseHeaders(readFileSync(HEADERS_FILE, 'utf8'));
}

function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

/** The headers the host adds to the response for `path`. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      found[name] = found[name] ? `${found[name]}, ${value}` : value;
    }
  }
  return found;
}
