/**
 * The embed's files and the data it reads, shared by the build (src/site/views/embedData.ts writes it)
 * and the browser (the <reference-list> element reads it): both sides agree by construction.
 *
 *   /embed/v1.js            the module script hosts load (src/embed/v1.ts, bundled at build time)
 *   /embed/v1-query.js      the search page's query engine, loaded only by elements with a query
 *   /embed/v1/<lang>.json   what the static search index does not hold: the lists' order, group
 *                           members, the pages "show all" leads to, UI strings and the presets
 * Everything else comes from the search index (/_search/<lang>/: facets, query engine, cards).
 */
import type { Lang } from '../catalog/lang.ts';

export const EMBED_SCRIPT_PATH = '/embed/v1.js';
/** The query engine's bundle, loaded by v1.js for an element with a query (src/embed/query.ts). */
export const EMBED_QUERY_PATH = '/embed/v1-query.js';
export const embedDataPath = (lang: Lang): string => `/embed/v1/${lang}.json`;
export const ELEMENT_NAME = 'reference-list';

export const LAYOUTS = ['cards', 'list'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const MAX_LIMIT = 48;
/** Themable properties: `--rl-<name>` on the element (or an ancestor) overrides the portfolio's. */
export const THEME_PROPERTIES = ['font', 'text', 'muted', 'surface', 'border', 'accent', 'verified'] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];
export const DEFAULT_LIMIT = 6;

/** A named set of attribute values (a registered upstream widget, see src/embed/presets.ts). */
export type EmbedPreset = {
  heading?: string | undefined;
  branch?: number[] | undefined;
  group?: number | undefined;
  query?: string | undefined;
  verified?: boolean | undefined;
  limit?: number | undefined;
  layout?: Layout | undefined;
  /** Colours of the preset: defaults of the --rl-* properties (the host's own values still win). */
  theme?: Partial<Record<ThemeProperty, string>> | undefined;
};

export type EmbedData = {
  lang: Lang;
  /** Every reference_ID in the order of the site's lists (most recent project first). */
  order: number[];
  listPath: string;
  searchPath: string;
  /** branch_ID → the branch page (its members include sub-branches, as the facet's do). */
  branches: Record<string, string>;
  /** group_ID → the group page and its members. */
  groups: Record<string, { path: string; ids: number[] }>;
  presets: Record<string, EmbedPreset>;
  /** The portfolio's theme (site.config.ts): the defaults of the --rl-* properties. */
  theme: Record<ThemeProperty, string>;
  /** The element's own words, from the site's one strings table (src/i18n/). */
  ui: { showAll: string; empty: string; label: string };
};
