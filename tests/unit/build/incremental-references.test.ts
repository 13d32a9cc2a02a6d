/**
 * Incremental rendering, changes to single references (a new location moves its related references
 * and the map too): after each, a build from the previous
 * build's caches publishes a dist/ byte-identical to a cold build of the same catalog, and renders
 * only the pages showing the change (its own pages, the cards that show it, lists, and the pages
 * without a cache key: home, indexes, search, 404). Shared entities and code: incremental-site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingual, createPair } from './incrementalPair.ts';

let pair: Awaited<ReturnType<typeof createPair>>;

describe('an incremental build after a change to one reference equals a cold build', () => {
  // The references (by index) the steps edited as one chain; the render shares are set for them.
  const [textId, removedId, unpublishedId, slugId, , imageId, placeId] = bilingual.map((r) => r.reference_ID);
  const edits: string[] = [];

  beforeAll(async () => {
    pair = await createPair();
    await pair.start();
  });
  afterAll(async () => {
    await pair?.dispose();
  });

  it('has references to edit', () => {
    expect(placeId).toBeDefined();
  });

  // Each step's edits are one change kind. A removed and an unpublished reference are one kind for
  // the pages (a reference leaves the lists; only the loader's reasons differ), so they share a step.
  const changes: [string, () => string[], number][] = [
    ['a changed detail', () => [`text:${textId}`], 0.25],
    // Counts change (lists, branches, groups): the pages showing them render, not every page.
    [
      'a removed and an unpublished reference',
      () => [`remove:${removedId}`, `unpublish:${unpublishedId}`],
      0.5,
    ],
    ['a renamed slug', () => [`slug:${slugId}`], 0.5],
    ['a changed image', () => [`image:${imageId}`], 0.25],
    ['a new location (related references and the map)', () => [`place:${placeId}`], 1],
  ];
  for (const [name, edit, share] of changes) {
    it(name, async () => {
      edits.push(...edit());
      const { fresh, total, linked } = await pair.buildBoth(edits);
      expect(fresh).toBeGreaterThan(0);
      // The index files this change left as they were come from the published build, not a write.
      expect(linked).toBeGreaterThan(0);
      if (share < 1) expect(fresh, `${fresh} of ${total} pages rendered`).toBeLessThan(total * share);
    });
  }

  it('an added reference (the removed one is back)', async () => {
    expect(await pair.germanPage(removedId as number)).toBe(false);
    edits.splice(edits.indexOf(`remove:${removedId}`), 1);
    const { fresh, total } = await pair.buildBoth(edits);
    expect(await pair.germanPage(removedId as number)).toBe(true);
    expect(fresh, `${fresh} of ${total} pages rendered`).toBeLessThan(total * 0.5);
  });
});
