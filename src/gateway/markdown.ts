/**
 * The Markdown text block of each read tool's result (spec §4.3): ONE renderer for the simulator's
 * gateway, the site's WebMCP tools and the site's Markdown pages, so an assistant reads the same
 * text wherever it asks. Links are the caller's: the gateway names references:// URIs, the site its
 * public pages. No Astro imports: Node runs this file directly.
 */
import { safeHttpUrl } from '../lib/safeUrl.ts';
import type { GatewayLang } from './results.ts';
import { referenceUri } from './results.ts';

/** Where a reference's bullet points to: the gateway's URI by default. */
export type LinkOf = (reference_ID: number) => string;

/**
 * Catalog text as inline Markdown text, whatever it holds: Markdown's own syntax and HTML are
 * backslash-escaped (CommonMark §2.4), so `<img onerror>` or `[x](javascript:…)` stays text in a
 * renderer that allows raw HTML; an `&` only where it would start an entity (`&lt;` stays those
 * four characters); line breaks fold into spaces, so a text cannot start a block of its own.
 */
export const mdEscape = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .replace(/([\\`*_[\]<>])/g, '\\$1')
    .replace(/&(?=#?\w+;)/g, '\\&');

/** A catalog URL in Markdown: an http(s) URL as is; anything else (`javascript:`) is left out. */
export const mdUrl = (url: string): string => safeHttpUrl(url) ?? '';

type BulletItem = {
  reference_ID: number;
  title: string;
  city?: string;
  country?: string;
  year?: number | null;
};

/** Markdown bullet list of references, `- **Title** (City, Country, 2019): link`. */
export function referenceBullets(items: readonly BulletItem[], linkOf: LinkOf = referenceUri): string {
  if (items.length === 0) return '_No references._';
  return items
    .map((i) => {
      const where = [i.city, i.country, i.year ?? undefined]
        .filter((x) => x !== undefined && x !== '')
        .join(', ');
      return `- **${mdEscape(i.title)}**${where ? ` (${mdEscape(where)})` : ''}: ${linkOf(i.reference_ID)}`;
    })
    .join('\n');
}

export function searchMarkdown(
  lang: GatewayLang,
  r: { total: number; page: number; results: readonly BulletItem[] },
  linkOf?: LinkOf,
): string {
  const heading =
    lang === 'de'
      ? `${r.total} Referenzen gefunden (Seite ${r.page})`
      : `${r.total} references found (page ${r.page})`;
  return `## ${heading}\n\n${referenceBullets(r.results, linkOf)}`;
}

export function listMarkdown(
  lang: GatewayLang,
  r: { total: number; page: number; results: readonly (BulletItem & { yearfrom: number })[] },
  linkOf?: LinkOf,
): string {
  const heading =
    lang === 'de' ? `${r.total} Referenzen (Seite ${r.page})` : `${r.total} references (page ${r.page})`;
  return `## ${heading}\n\n${referenceBullets(
    r.results.map((i) => ({ ...i, year: i.yearfrom })),
    linkOf,
  )}`;
}

/** get_reference: title, subtitle, location and period, and the detail page. */
export function referenceMarkdown(detail: {
  title: string;
  subtitle?: string | undefined;
  displayedlocation?: string | undefined;
  period?: { text: string } | undefined;
  detail_url?: string | undefined;
}): string {
  const lines = [`# ${mdEscape(detail.title)}`];
  if (detail.subtitle) lines.push(`_${mdEscape(detail.subtitle)}_`);
  const facts = [detail.displayedlocation ?? '', detail.period?.text ?? ''].filter(Boolean).join(' · ');
  if (facts) lines.push(mdEscape(facts));
  if (detail.detail_url) lines.push(detail.detail_url);
  return lines.join('\n\n');
}

const bullets = (lines: string[]): string => (lines.length === 0 ? '_None._' : lines.join('\n'));

export function branchesMarkdown(
  lang: GatewayLang,
  branches: readonly { branch_ID: number; name: string }[],
): string {
  return `## ${lang === 'de' ? 'Branchen' : 'Branches'}\n\n${bullets(
    branches.map((b) => `- ${mdEscape(b.name)} (branch_ID ${b.branch_ID})`),
  )}`;
}

/** Groups in tree order (a parent precedes its children), indented by depth. */
export function groupsMarkdown(
  lang: GatewayLang,
  groups: readonly { referencegroup_ID: number; name: string; parent_ID: number | null }[],
): string {
  const depth = new Map<number, number>();
  const lines = groups.map((g) => {
    const d = g.parent_ID === null ? 0 : (depth.get(g.parent_ID) ?? 0) + 1;
    depth.set(g.referencegroup_ID, d);
    return `${'  '.repeat(d)}- ${mdEscape(g.name)} (referencegroup_ID ${g.referencegroup_ID})`;
  });
  return `## ${lang === 'de' ? 'Referenzgruppen' : 'Reference groups'}\n\n${bullets(lines)}`;
}

export function companyMarkdown(p: {
  name: string;
  teaser: string;
  location: string;
  website: string;
}): string {
  const facts = [mdEscape(p.location), mdUrl(p.website)].filter(Boolean).join(' · ');
  return `# ${mdEscape(p.name)}\n\n${mdEscape(p.teaser)}\n\n${facts}`;
}

/** match_references: the key terms, then the matches with their relevance. */
export function matchMarkdown(
  lang: GatewayLang,
  terms: readonly string[],
  matches: readonly (BulletItem & { city: string; relevance: number })[],
  linkOf?: LinkOf,
): string {
  const heading = lang === 'de' ? 'Passende Referenzen' : 'Matching references';
  return `## ${heading}\n\nKey terms: ${terms.map(mdEscape).join(', ') || '–'}\n\n${referenceBullets(
    matches.map((m) => ({ ...m, city: `${m.city} · ${m.relevance}` })),
    linkOf,
  )}`;
}
