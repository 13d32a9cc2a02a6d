/**
 * The element's attributes → what to show, checked: a value that does not fit is an error naming
 * the attribute and the value (shown in the element), never a silent fallback that publishes the
 * wrong references on someone's page. A preset supplies defaults; attributes override them.
 */
import { DEFAULT_LANG, isLang, type Lang } from '../catalog/lang.ts';
import { DEFAULT_LIMIT, type EmbedPreset, LAYOUTS, type Layout, MAX_LIMIT } from './format.ts';

export type EmbedRequest = {
  heading: string | undefined;
  /** Level of the heading; the cards' titles are one below it (or at it without a heading). */
  headingLevel: number;
  branch: number[];
  group: number | undefined;
  query: string;
  verified: boolean;
  limit: number;
  layout: Layout;
};

/** Reads one attribute (null: absent), e.g. `(name) => element.getAttribute(name)`. */
export type AttributeSource = (name: string) => string | null;

/** Attributes the element watches; a change renders it again. */
export const ATTRIBUTES = [
  'lang',
  'preset',
  'heading',
  'heading-level',
  'branch',
  'group',
  'query',
  'verified',
  'limit',
  'layout',
] as const;

export class AttributeError extends Error {
  override name = 'AttributeError';
}

const fail = (name: string, must: string, got: string): never => {
  throw new AttributeError(`<reference-list> ${name} must be ${must}, got "${got}"`);
};

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw.trim());
  return Number.isInteger(value) && value >= min && value <= max && raw.trim() !== ''
    ? value
    : fail(name, `a whole number ${min}–${max}`, raw);
}

const ids = (name: string, raw: string): number[] =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => whole(name, part, 1, Number.MAX_SAFE_INTEGER));

/** The language; absent means the site's default. */
export function readLang(get: AttributeSource): Lang {
  const raw = get('lang');
  if (raw === null || raw.trim() === '') return DEFAULT_LANG;
  const lang = raw.trim().toLowerCase();
  return isLang(lang) ? lang : fail('lang', 'de or en', raw);
}

/** A boolean attribute: present (or "true") is on; "false" is off, as a preset may need overriding. */
function flag(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'true' || value === name) return true;
  return value === 'false' ? false : fail(name, 'present, "true" or "false"', raw);
}

export function readRequest(get: AttributeSource, preset: EmbedPreset = {}): EmbedRequest {
  const read = <T>(name: string, parse: (raw: string) => T, fallback: T): T => {
    const raw = get(name);
    return raw === null ? fallback : parse(raw);
  };
  const layout = read(
    'layout',
    (raw) => {
      const value = raw.trim().toLowerCase();
      return (LAYOUTS as readonly string[]).includes(value)
        ? (value as Layout)
        : fail('layout', 'cards or list', raw);
    },
    preset.layout ?? 'cards',
  );
  return {
    heading: read('heading', (raw) => raw.trim() || undefined, preset.heading),
    headingLevel: read('heading-level', (raw) => whole('heading-level', raw, 2, 6), 2),
    branch: read('branch', (raw) => ids('branch', raw), preset.branch ?? []),
    group: read(
      'group',
      (raw) => (raw.trim() ? whole('group', raw, 1, Number.MAX_SAFE_INTEGER) : undefined),
      preset.group,
    ),
    query: read('query', (raw) => raw.trim(), preset.query ?? ''),
    verified: read('verified', (raw) => flag('verified', raw), preset.verified ?? false),
    limit: read('limit', (raw) => whole('limit', raw, 1, MAX_LIMIT), preset.limit ?? DEFAULT_LIMIT),
    layout,
  };
}
