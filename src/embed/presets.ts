/**
 * An upstream widget's stored settings (GET /apps/settings, spec §4.7: "shape depends on the app
 * type") → a <reference-list> preset. The spec leaves the shape open; this reads the one the
 * simulator serves for its demo reference-catalog widget (simulator/README.md, "Apps"). What the
 * element cannot do is named in a note (one line in the build log), never a failed build.
 */
import { LANGS, type Lang } from '../catalog/lang.ts';
import { type EmbedPreset, MAX_LIMIT, type ThemeProperty } from './format.ts';

/** A preset as stored by the build: its heading per language. */
export type StoredPreset = Omit<EmbedPreset, 'heading'> & {
  heading?: Partial<Record<Lang, string>> | undefined;
};

export const PRESET_APP_TYPE = 'referencecatalog';

/** Settings the element has no use for, and why (the note says it). */
const NOT_USED: Record<string, string> = {
  app_UUID: '',
  apptype: '',
  lang_ID: 'the element’s lang attribute chooses the language',
  orderby: 'the element orders like the portfolio’s lists, by relevance with a query',
  filters: 'the element shows no filter controls',
  showmap: 'the element shows no map',
  showsearch: 'the element shows no search field',
};

/** The widget's colour names → the element's theme properties. */
const COLORS: Record<string, ThemeProperty> = {
  primary: 'accent',
  text: 'text',
  background: 'surface',
  border: 'border',
};
const CSS_COLOR = /^#[0-9a-f]{3,8}$|^(?:rgb|hsl)a?\([\d\s.,%/]+\)$/i;

const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

/** `notes`: settings unknown or unreadable (a warning); `unused`: known settings the element has no use for. */
export function presetFromSettings(settings: Record<string, unknown>): {
  preset: StoredPreset;
  notes: string[];
  unused: string[];
} {
  const preset: StoredPreset = {};
  const notes: string[] = [];
  const unused: string[] = [];
  const unreadable = (key: string) =>
    notes.push(`setting ${key} unreadable (${JSON.stringify(settings[key])}), left out`);
  for (const [key, value] of Object.entries(settings)) {
    if (key in NOT_USED) {
      if (NOT_USED[key]) unused.push(`setting ${key} not used: ${NOT_USED[key]}`);
    } else if (key === 'title') {
      const titles =
        typeof value === 'string' ? Object.fromEntries(LANGS.map((lang) => [lang, value])) : value;
      if (titles && typeof titles === 'object')
        preset.heading = Object.fromEntries(
          LANGS.flatMap((lang) => {
            const text = (titles as Record<string, unknown>)[lang];
            return typeof text === 'string' && text.trim() ? [[lang, text.trim()]] : [];
          }),
        );
      else unreadable(key);
    } else if (key === 'records') {
      if (Number.isInteger(value) && (value as number) >= 1)
        preset.limit = Math.min(value as number, MAX_LIMIT);
      else unreadable(key);
    } else if (key === 'format') {
      if (value === 'tiles' || value === 'cards') preset.layout = 'cards';
      else if (value === 'list') preset.layout = 'list';
      else unreadable(key);
    } else if (key === 'branch_IDs') {
      if (isIds(value)) preset.branch = value;
      else unreadable(key);
    } else if (key === 'group_ID') {
      if (isIds([value])) preset.group = value as number;
      else unreadable(key);
    } else if (key === 'query' || key === 'searchterm') {
      if (typeof value === 'string') preset.query = value.trim();
      else unreadable(key);
    } else if (key === 'confirmedonly') {
      if (typeof value === 'boolean') preset.verified = value;
      else unreadable(key);
    } else if (key === 'colors') {
      const theme: NonNullable<StoredPreset['theme']> = {};
      for (const [name, color] of Object.entries(value && typeof value === 'object' ? value : {})) {
        const property = COLORS[name];
        if (property && typeof color === 'string' && CSS_COLOR.test(color.trim()))
          theme[property] = color.trim();
        else notes.push(`setting colors.${name} not used (${JSON.stringify(color)})`);
      }
      preset.theme = theme;
    } else notes.push(`setting ${key} unknown, left out`);
  }
  return { preset, notes, unused };
}

/** The preset as one language's embed data publishes it. */
export function presetIn(stored: StoredPreset, lang: Lang): EmbedPreset {
  const { heading, ...rest } = stored;
  return { ...rest, heading: heading?.[lang] };
}
