/**
 * The pages Lighthouse measures, chosen from the built dist/ so each exists in the build under test:
 * one per page type and language (the tender and shortlist pages as they load, before any input;
 * the figures page with its charts).
 * Where a type has many pages the heaviest is taken (most cards,
 * largest detail), so the figures are an upper bound for that type.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  figuresPath,
  LANGS,
  type Lang,
  matchPath,
  notFoundPath,
  referenceListPath,
  screenPath,
  searchPath,
  shortlistPath,
} from '../../src/i18n/routes.ts';

export const PAGE_TYPES = [
  'home',
  'list',
  'list-later',
  'branch',
  'group',
  'detail',
  'detail-cdn',
  'detail-one-language',
  'search',
  'search-query',
  'search-facet',
  'match',
  'shortlist',
  'screen',
  '404',
  'figures',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type LighthousePage = {
  type: PageType;
  lang: Lang;
  /** Root-relative URL, query included. */
  path: string;
  /** The page says noindex on purpose (search, 404): Lighthouse's is-crawlable must fail there. */
  noindex: boolean;
};

/** A word that finds references in each language's demo catalog (German compounds included). */
const QUERY: Record<Lang, string> = { de: 'schule', en: 'school' };

type Built = { path: string; html: string };

function builtPages(dist: string, lang: Lang): Built[] {
  const root = join(dist, lang);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const path = `/${relative(dist, entry.parentPath).split(sep).join('/')}/`;
      return { path, html: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const mainHas = (html: string, attr: string) => new RegExp(`<main[^>]*\\s${attr}="`).test(html);
const cards = (html: string) => html.split('<article class="card"').length - 1;
const heaviest = (pages: Built[], weight: (p: Built) => number) =>
  pages.reduce<Built | undefined>((best, p) => (best && weight(best) >= weight(p) ? best : p), undefined);
/** The detail's own images (stage, gallery), not the cards of its related references. */
const detailImages = (html: string) =>
  html.split(' data-related')[0]?.match(/<(?:img|source)\s[^>]*(?:src|srcset)="[^"]+"/g) ?? [];

function pick(type: PageType, lang: Lang, pages: Built[]): Built | undefined {
  const at = (path: string) => pages.find((p) => p.path === path);
  const details = pages.filter((p) => mainHas(p.html, 'data-reference-id'));
  const size = (p: Built) => p.html.length;
  switch (type) {
    case 'home':
      return at(`/${lang}/`);
    case 'list':
      return at(referenceListPath(lang));
    case 'list-later':
      return at(referenceListPath(lang, 2));
    case 'branch':
      return heaviest(
        pages.filter((p) => mainHas(p.html, 'data-branch-id')),
        (p) => cards(p.html),
      );
    case 'group':
      return heaviest(
        pages.filter((p) => mainHas(p.html, 'data-group-id')),
        (p) => cards(p.html),
      );
    case 'detail':
      return heaviest(
        details.filter((p) => detailImages(p.html).some((tag) => tag.includes('/_astro/'))),
        size,
      );
    case 'detail-cdn':
      return heaviest(
        details.filter((p) => {
          const images = detailImages(p.html);
          return images.length > 0 && !images.some((tag) => tag.includes('/_astro/'));
        }),
        size,
      );
    case 'detail-one-language':
      return heaviest(
        details.filter((p) => p.html.includes('class="lang-note"')),
        size,
      );
    case 'search':
    case 'search-query':
    case 'search-facet':
      return at(searchPath(lang));
    case 'match':
      return at(matchPath(lang));
    case 'shortlist':
      return at(shortlistPath(lang));
    case 'screen':
      return at(screenPath(lang));
    case '404':
      return at(notFoundPath(lang));
    case 'figures':
      return at(figuresPath(lang));
  }
}

/** `?q=…` and, for search-facet, the busiest option of the search page's first facet. */
function searchQuery(type: PageType, lang: Lang, html: string): string {
  if (type === 'search') return '';
  const params = new URLSearchParams({ q: QUERY[lang] });
  if (type === 'search-facet') {
    const options = [...html.matchAll(/data-filter="([^"]+)" data-value="([^"]+)" data-count="(\d+)"/g)];
    const first = options[0]?.[1];
    const busiest = options.filter((o) => o[1] === first).sort((a, b) => Number(b[3]) - Number(a[3]))[0];
    if (busiest) params.append(busiest[1] as string, busiest[2] as string);
  }
  return `?${params}`;
}

/** Every page type in both languages; throws naming a type the build has no page for. */
export function lighthousePages(dist: string): LighthousePage[] {
  if (!existsSync(dist)) throw new Error(`no built site in ${dist}: run \`npm run build\` first`);
  const found: LighthousePage[] = [];
  for (const lang of LANGS) {
    const pages = builtPages(dist, lang);
    for (const type of PAGE_TYPES) {
      const page = pick(type, lang, pages);
      if (!page) throw new Error(`dist/ has no ${type} page in ${lang}`);
      found.push({
        type,
        lang,
        path: page.path + (type.startsWith('search') ? searchQuery(type, lang, page.html) : ''),
        noindex: /<meta name="robots" content="noindex/.test(page.html),
      });
    }
  }
  return found;
}
