/**
 * The cacheKey of every page that getStaticPaths returns (astro.config `experimental.incrementalBuild`):
 * Astro keeps a page's previous output when its key and its module graph are unchanged, so a key
 * must digest exactly the data the page renders, and nothing it does not (or every change would
 * render every page again):
 * - `site`: what every page shows — settings, company and profile (header, footer, JSON-LD), the
 *   branch and group trees' names and URLs (breadcrumbs, taxonomy links, placeholder colours), the
 *   image hosts of the CSP, the map frame fitted to every located reference and the script names;
 * - `listing`: what list-like pages add — reference and member counts and the facet sidebar's
 *   definitions and counts (the filters collection);
 * - a card's own data, for every page that shows the card (lists, related references);
 * - the page's own entity and its language alternates.
 * The code a page runs is Astro's part of the check (the page's module graph hash).
 */

import { getCollection } from 'astro:content';
import { createHash } from 'node:crypto';
import { LANGS } from '../i18n/routes.ts';
import { siteConfig } from '../site.config.ts';
import type { Alternates } from './alternates.ts';
import { shortJsName } from './assetNames.ts';
import { catalogImageOrigins } from './imageOrigins.ts';
import { siteMap } from './mapData.ts';
import { relatedRefs } from './relatedRefs.ts';
import { getSiteData, type RefView, type SiteData } from './siteData.ts';

/** A short digest of JSON-serialisable parts (the key Astro compares, so it must be deterministic). */
export function digestOf(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(JSON.stringify(part) ?? 'undefined').update('\0');
  return hash.digest('base64url').slice(0, 24);
}

type SharedKeys = { site: string; listing: string };

let shared: Promise<SharedKeys> | undefined;

async function computeShared(): Promise<SharedKeys> {
  const [data, map, filters] = await Promise.all([getSiteData(), siteMap(), getCollection('filters')]);
  const trees = LANGS.map((lang) => {
    const here = data.langs[lang];
    return {
      profile: here.gateway.profile,
      branches: here.branches.map(({ members, children, ...node }) => node),
      groups: here.groups.map((group) => [group.group_ID, group.name, group.path, group.parent?.group_ID]),
    };
  });
  // The script naming is in astro.config, which Astro's cache does not digest (see assetNames.ts).
  const site = digestOf(
    siteConfig(),
    data.company,
    trees,
    catalogImageOrigins(data),
    map.frame,
    shortJsName.toString(),
  );
  const counts = LANGS.map((lang) => {
    const here = data.langs[lang];
    return {
      refs: here.refs.map((ref) => ref.id).sort((a, b) => a - b),
      branches: here.branches.map((b) => b.members.length),
      groups: here.groups.map((g) => g.members.length),
    };
  });
  const listing = digestOf(
    site,
    counts,
    filters.map((entry) => entry.data),
  );
  return { site, listing };
}

/** The keys every page's own key starts from, computed once per build. */
export function sharedKeys(): Promise<SharedKeys> {
  shared ??= computeShared();
  return shared;
}

// A card shows on many pages and a detail has three routes (page, Markdown, WebMCP file): each key is digested once per build, keyed by the reference's view (one per language).
const cardKeys = new WeakMap<RefView, string>();
const detailKeys = new WeakMap<RefView, Promise<string>>();

/** What a reference card renders (ReferenceCard.astro): its item, link, image and placeholder branch. */
export function cardKey(data: SiteData, ref: RefView): string {
  let key = cardKeys.get(ref);
  if (key === undefined) {
    key = digestOf(
      ref.item,
      ref.path,
      ref.summary.card,
      data.processesImages(ref.id),
      (ref.summary.branches ?? []).map((branch) => branch.branch_ID),
    );
    cardKeys.set(ref, key);
  }
  return key;
}

/** A file of search result cards: the cards and the site's placeholder colours. */
export async function cardsKey(data: SiteData, refs: readonly RefView[]): Promise<string> {
  const { site } = await sharedKeys();
  return digestOf(
    site,
    refs.map((ref) => cardKey(data, ref)),
  );
}

/** A detail page: its reference, its alternates and the cards of its related references. */
export function detailKey(data: SiteData, ref: RefView): Promise<string> {
  let key = detailKeys.get(ref);
  if (!key) {
    key = computeDetailKey(data, ref);
    detailKeys.set(ref, key);
  }
  return key;
}

async function computeDetailKey(data: SiteData, ref: RefView): Promise<string> {
  const { site } = await sharedKeys();
  const related = await relatedRefs(ref.lang, ref.id);
  return digestOf(
    site,
    ref.item,
    ref.detailDigest,
    ref.path,
    data.alternates.reference.get(ref.id),
    data.processesImages(ref.id),
    related.map((other) => cardKey(data, other)),
  );
}

/** A list-like page: the listing digest, its cards (with their coordinates for maps) and alternates. */
export async function listKey(
  data: SiteData,
  refs: readonly RefView[],
  ...own: (Alternates | string | number | undefined)[]
): Promise<string> {
  const { listing } = await sharedKeys();
  return digestOf(
    listing,
    refs.map((ref) => [
      cardKey(data, ref),
      ref.item.latitude,
      ref.item.longitude,
      ref.summary.latitude,
      ref.summary.longitude,
    ]),
    own,
  );
}
