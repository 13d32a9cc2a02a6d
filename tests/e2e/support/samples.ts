/**
 * The representative pages the browser tests visit, chosen from dist/ so they exist in the build
 * under test: for the detail, the richest reference (largest page) that exists in both languages;
 * for the branch, the first branch that detail links to; the maps of all references, of that branch
 * and of the first group in both languages, and the search page in map view. Same entities in both
 * languages.
 */
import { LANGS, type Lang, routes } from './contract.ts';
import { distPages, type Page, pageAt, tags } from './dist.ts';

/** Every kind of sample page, in the order the shared specs visit them. */
export const PAGE_KINDS = [
  'home',
  'list',
  'detail',
  'branch',
  'search',
  'map',
  'branchMap',
  'groupMap',
  'searchMap',
  'match',
  'shortlist',
  'imprint',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
/** The kinds that show a map (they load the map's script and data). */
export const MAP_KINDS: readonly PageKind[] = ['map', 'branchMap', 'groupMap', 'searchMap'];
export type Samples = Record<Lang, Record<PageKind, string>>;

function pairedBy(key: 'referenceId' | 'branchId', id: number): Record<Lang, Page | undefined> {
  const pages = distPages().filter((p) => p[key] === id);
  return { de: pages.find((p) => p.tree === 'de'), en: pages.find((p) => p.tree === 'en') };
}

let cached: Samples | undefined;

/** …/<groups>/<slug>/<map>/ of the language. */
function isGroupMap(lang: Lang, path: string): boolean {
  const r = routes(lang);
  const slug = path.startsWith(r.groups) ? path.slice(r.groups.length).split('/')[0] : '';
  return Boolean(slug) && path === r.mapOf(`${r.groups}${slug}/`);
}

/** The first group whose map exists in both languages (paired by the map page's language switch). */
function groupMaps(): Record<Lang, string> {
  for (const page of [...distPages()].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!isGroupMap('de', page.path)) continue;
    const other = page.langSwitches[0]?.href ?? '';
    if (isGroupMap('en', other) && pageAt(other)) return { de: page.path, en: other };
  }
  throw new Error('dist/ has no group map in both languages');
}

export function samples(): Samples {
  if (cached) return cached;
  const details = distPages()
    .filter((p) => p.tree === 'de' && routes('de').isReference(p.path) && p.referenceId !== undefined)
    .filter((p) => pairedBy('referenceId', p.referenceId as number).en)
    .sort((a, b) => b.html.length - a.html.length || a.path.localeCompare(b.path));
  for (const detail of details) {
    const branchPath = tags(detail.html, 'a')
      .map((a) => a.href ?? '')
      .find((href) => routes('de').isBranch(href));
    const branch = branchPath ? pageAt(branchPath) : undefined;
    if (branch?.branchId === undefined) continue;
    const ref = pairedBy('referenceId', detail.referenceId as number);
    const br = pairedBy('branchId', branch.branchId);
    if (!ref.en || !br.de || !br.en) continue;
    const groups = groupMaps();
    const pick = (lang: Lang) => ({
      home: routes(lang).home,
      list: routes(lang).list,
      detail: (ref[lang] as Page).path,
      branch: (br[lang] as Page).path,
      search: routes(lang).search,
      map: routes(lang).map,
      branchMap: routes(lang).mapOf((br[lang] as Page).path),
      groupMap: groups[lang],
      searchMap: `${routes(lang).search}?view=map`,
      match: routes(lang).match,
      shortlist: routes(lang).shortlist,
      imprint: routes(lang).imprint,
    });
    cached = Object.fromEntries(LANGS.map((lang) => [lang, pick(lang)])) as Samples;
    return cached;
  }
  throw new Error('dist/ has no reference detail in both languages that links to a branch page in both');
}
