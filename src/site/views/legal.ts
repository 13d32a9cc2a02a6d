/**
 * The imprint and the privacy notice: where each language's footer link leads (a URL the company
 * set, or this site's own page written in Markdown at src/legal/<lang>/<kind>.md) and whether a
 * build still links the placeholder text the repository ships. No Astro imports: the build script
 * asks for its warning line before Astro starts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang, legalPath } from '../../i18n/routes.ts';
import type { LegalLinks } from '../../site.config.ts';

export const LEGAL_KINDS = ['imprint', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export type Legal = Record<LegalKind, LegalLinks>;

/** The variable that sets each kind's URL. */
export const LEGAL_SETTINGS = {
  imprint: 'SITE_IMPRINT_URL',
  privacy: 'SITE_PRIVACY_URL',
} as const satisfies Record<LegalKind, string>;

/** The Markdown file of this site's own page, relative to the project root. */
export const legalSource = (kind: LegalKind, lang: Lang) => `src/legal/${lang}/${kind}.md`;

/** Where the footer's link of `kind` leads in `lang`. */
export function legalHref(legal: Legal, kind: LegalKind, lang: Lang): string {
  return legal[kind][lang] ?? legalPath(lang, kind);
}

/** The kinds this site builds a page for in `lang`: those without a URL there. */
export function ownLegalPages(legal: Legal, lang: Lang): LegalKind[] {
  return LEGAL_KINDS.filter((kind) => legal[kind][lang] === null);
}

/** True when the Markdown's front matter marks it as the repository's placeholder (`placeholder: true`). */
export function isPlaceholder(markdown: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1] ?? '';
  return /^placeholder:\s*true\s*$/m.test(frontMatter);
}

/**
 * One line for a build from a real catalog that would publish no imprint or privacy notice of the
 * company's own (the placeholder pages, or a missing file): it names what to set. Undefined when
 * every language links the company's text.
 */
export function legalWarning(legal: Legal, root = process.cwd()): string | undefined {
  const unset = LEGAL_KINDS.filter((kind) =>
    LANGS.some((lang) => {
      if (legal[kind][lang] !== null) return false;
      try {
        return isPlaceholder(readFileSync(join(root, legalSource(kind, lang)), 'utf8'));
      } catch {
        return true;
      }
    }),
  );
  if (unset.length === 0) return undefined;
  const names = unset.map((kind) => (kind === 'imprint' ? 'imprint' : 'privacy notice')).join(' and ');
  const settings = unset.map((kind) => LEGAL_SETTINGS[kind]).join(' and ');
  const files = unset.map((kind) => `src/legal/<lang>/${kind}.md`).join(', ');
  return `[build] warning: the footer links placeholder pages for the ${names}: set ${settings}, or write your own ${files} (docs/going-live.md)`;
}
