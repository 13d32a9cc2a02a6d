/**
 * The Atom feeds of new references, as built in dist/, read by a feed parser
 * (@rowanmanning/feed-parser, what feed-reading tools do) and compared with the catalog: per
 * language the newest 50 published references by `datecreated`, per top-level branch the same of
 * its references (sub-branches included). Every page names its language's feed; branch pages name
 * their top-level branch's feed too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { BranchNode, ListItem, ReferenceDetail } from '../../src/catalog/index.ts';
import { test as catalogTest, expect } from './support/catalog.ts';
import { LANGS, type Lang } from './support/contract.ts';
import { DIST, distPages, siteOrigin, tags } from './support/dist.ts';

const test = catalogTest;
const FEED_SIZE = 50;
const ATOM = 'application/atom+xml';

/** The catalog's timestamps carry no zone (the spec names no format): the site reads them as UTC. */
const utc = (value: string | undefined) => {
  if (!value) return undefined;
  const time = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? undefined : time;
};

const feedLinks = (html: string) =>
  tags(html, 'link').filter((link) => link.rel === 'alternate' && link.type === ATOM);

/** The file dist/ serves for a URL of the site, if any. */
const servedFile = (url: string) => {
  const { origin, pathname } = new URL(url);
  if (origin !== siteOrigin()) return undefined;
  const file = join(DIST, decodeURIComponent(pathname));
  return existsSync(file) ? file : undefined;
};

function readFeed(path: string) {
  const file = servedFile(new URL(path, siteOrigin()).href);
  expect(file, `${path} in dist/`).toBeDefined();
  return parseFeed(readFileSync(file as string, 'utf8'));
}

type Published = { item: ListItem; detail: ReferenceDetail; url: string };

/** What the site published in `lang` (its detail pages), with the catalog's item and detail. */
async function published(catalog: Parameters<Parameters<typeof test>[2]>[0]['catalog'], lang: Lang) {
  const details = new Map((await catalog.details(lang)).map((d) => [d.reference_ID, d]));
  const pages = new Map(
    distPages()
      .filter((p) => p.tree === lang && p.referenceId !== undefined)
      .map((p) => [p.referenceId as number, new URL(p.path, siteOrigin()).href]),
  );
  return catalog.references[lang].flatMap((item): Published[] => {
    const url = pages.get(item.reference_ID);
    const detail = details.get(item.reference_ID);
    return url && detail ? [{ item, detail, url }] : [];
  });
}

/** The newest FEED_SIZE by datecreated, newest first, the higher ID first on a tie. */
const newest = (refs: Published[]) =>
  refs
    .filter((ref) => utc(ref.item.datecreated) !== undefined)
    .sort(
      (a, b) =>
        (utc(b.item.datecreated) as number) - (utc(a.item.datecreated) as number) ||
        b.item.reference_ID - a.item.reference_ID,
    )
    .slice(0, FEED_SIZE);

const topLevel = (nodes: BranchNode[]) =>
  nodes.filter((node) => !nodes.some((other) => other.lft < node.lft && other.rgt > node.rgt));

const within = (top: BranchNode, nodes: BranchNode[]) =>
  new Set(nodes.filter((n) => n.lft >= top.lft && n.rgt <= top.rgt).map((n) => n.branch_ID));

/** The feed's entries compared in full with what the catalog says of the expected references. */
function expectEntries(feed: ReturnType<typeof parseFeed>, expected: Published[], nodes: BranchNode[]) {
  const names = new Map(nodes.map((n) => [n.branch_ID, n.branchname]));
  expect(
    feed.items.map((item) => item.url),
    'the newest references by datecreated, newest first',
  ).toEqual(expected.map((ref) => ref.url));
  feed.items.forEach((entry, index) => {
    const { item, detail, url } = expected[index] as Published;
    expect(entry.id, url).toBe(url);
    expect(entry.title, url).toBe(detail.projecttitle);
    expect(entry.published?.getTime(), `${url} published`).toBe(utc(item.datecreated));
    const updated = Math.max(utc(item.datecreated) as number, utc(item.dateupdated) ?? 0);
    expect(entry.updated?.getTime(), `${url} updated`).toBe(updated);
    if (detail.subtitle.trim()) expect(entry.description, `${url} summary`).toContain(detail.subtitle.trim());
    const words = detail.description
      .replace(/<[^>]*>/g, ' ')
      .split(/\s+/)
      .filter((word) => /^\p{L}{4,}$/u.test(word))
      .slice(0, 3);
    for (const word of words) expect(entry.description, `${url} summary`).toContain(word);
    expect(
      entry.categories.map((c) => c.term),
      `${url} categories`,
    ).toEqual((detail.branches ?? []).map((b) => names.get(b.branch_ID) ?? b.branchname));
    if (entry.image) expect(servedFile(entry.image.url), `${url} image ${entry.image.url}`).toBeDefined();
  });
  // Most references have an image: a feed without any lost them.
  expect(feed.items.filter((item) => item.image).length).toBeGreaterThan(feed.items.length / 2);
  const newestUpdate = Math.max(0, ...feed.items.map((item) => item.updated?.getTime() ?? 0));
  expect(feed.updated?.getTime(), 'the feed is as new as its newest entry').toBe(newestUpdate);
}

for (const lang of LANGS) {
  test(`${lang}: the language's feed lists its newest ${FEED_SIZE} references as the catalog has them`, async ({
    catalog,
  }) => {
    const refs = await published(catalog, lang);
    expect(refs.length).toBeGreaterThan(FEED_SIZE);
    const feed = readFeed(`/${lang}/feed.xml`);
    expect(feed.title).toBeTruthy();
    expect(feed.self).toBe(new URL(`/${lang}/feed.xml`, siteOrigin()).href);
    expectEntries(feed, newest(refs), catalog.branches[lang]);
  });

  test(`${lang}: each top-level branch's feed lists the newest references of its branches`, async ({
    catalog,
  }) => {
    const refs = await published(catalog, lang);
    const nodes = catalog.branches[lang];
    const tops = topLevel(nodes);
    expect(tops.length).toBeGreaterThan(1);
    const pages = distPages().filter((p) => p.tree === lang && p.branchId !== undefined);
    for (const top of tops) {
      // The branch's own first page names its feed.
      const page = pages.find((p) => p.branchId === top.branch_ID && feedLinks(p.html).length === 2);
      const href = feedLinks(page?.html ?? '')[1]?.href;
      expect(href, `feed link of branch ${top.branch_ID}`).toMatch(/\/feed\.xml$/);
      const ids = within(top, nodes);
      const members = refs.filter((ref) => (ref.detail.branches ?? []).some((b) => ids.has(b.branch_ID)));
      const feed = readFeed(href as string);
      expect(feed.title, href).toContain(top.branchname);
      expectEntries(feed, newest(members), nodes);
    }
  });
}

test('every page names its language feed; branch pages also their top-level branch feed', ({ catalog }) => {
  const problems: string[] = [];
  const roots = new Map<string, string>(); // `${lang} ${branch_ID}` → its top-level branch's feed
  for (const lang of LANGS) {
    const nodes = catalog.branches[lang];
    for (const top of topLevel(nodes)) {
      const page = distPages().find((p) => p.tree === lang && p.branchId === top.branch_ID);
      for (const id of within(top, nodes)) roots.set(`${lang} ${id}`, `${page?.path}feed.xml`);
    }
  }
  const pages = distPages().filter((p) => p.tree !== undefined);
  expect(pages.length).toBeGreaterThan(100);
  for (const page of pages) {
    const links = feedLinks(page.html).map((link) => link.href);
    const expected = [`/${page.tree}/feed.xml`];
    if (page.branchId !== undefined)
      expected.push(roots.get(`${page.tree} ${page.branchId}`) ?? '(no top-level branch)');
    if (links.join(' ') !== expected.join(' ')) problems.push(`${page.path}: ${links.join(', ')}`);
  }
  expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
});
