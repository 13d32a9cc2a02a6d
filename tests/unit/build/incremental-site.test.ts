/**
 * Incremental rendering, changes that reach beyond one reference's own pages (other pages' related
 * references, renamed branches and groups, the company profile, the code): after each, a build from the
 * previous build's caches publishes a dist/ byte-identical to a cold build of the same catalog.
 * Changes to single references: incremental-references.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingual, createPair } from './incrementalPair.ts';

let pair: Awaited<ReturnType<typeof createPair>>;

describe('an incremental build after a change beyond one reference equals a cold build', () => {
  const ids = bilingual.map((r) => r.reference_ID);
  // The reference (by index) the steps edited as one chain; incremental-references has the rest.
  const movedId = ids[4];
  // A branch and a group that published references carry (a rename saves none of them).
  const renamedBranch = bilingual[0]?.branch_IDs[0];
  const renamedGroup = bilingual.find((r) => r.group_IDs.length > 0)?.group_IDs[0];
  const edits: string[] = [];

  beforeAll(async () => {
    pair = await createPair();
    await pair.start();
  });
  afterAll(async () => {
    await pair?.dispose();
  });

  it('has references to edit', () => {
    expect(movedId).toBeDefined();
    expect([renamedBranch, renamedGroup]).not.toContain(undefined);
  });

  const changes: [string, () => string][] = [
    [
      'a reference moved to another branch and group (other pages’ related references change)',
      () => `move:${movedId}`,
    ],
    // Stored details keep the old name: every page must take it from the tree by ID.
    ['a renamed branch (no dateupdated moves)', () => `rename-branch:${renamedBranch}`],
    ['a renamed group (no dateupdated moves)', () => `rename-group:${renamedGroup}`],
    ['a changed company profile', () => 'company'],
  ];
  for (const [name, edit] of changes) {
    it(name, async () => {
      edits.push(edit());
      const { fresh, total } = await pair.buildBoth(edits);
      expect(fresh).toBeGreaterThan(0);
      // Counts and memberships change, not what every page shows.
      if (edit().startsWith('move:'))
        expect(fresh, `${fresh} of ${total} rendered`).toBeLessThan(total * 0.5);
    });
  }

  it('a changed UI string renders every page using it again', async () => {
    await pair.editBoth('src/i18n/de.ts', (text) =>
      text.replace("siteTitleSuffix: 'Referenzen'", "siteTitleSuffix: 'Unsere Referenzen'"),
    );
    const { fresh, total } = await pair.buildBoth(edits);
    expect(fresh).toBeGreaterThan(total / 2);
  });

  it('a CSS edit in one component renders every page again: they all link the one stylesheet', async () => {
    // Only detail pages use this component; the stylesheet every page links is renamed.
    await pair.editBoth('src/components/detail/Recognition.astro', (text) =>
      text.replace(
        '.recognition .partners .partners__logo {',
        '.recognition .partners .partners__logo {\n    opacity: 0.99;',
      ),
    );
    const { fresh, total } = await pair.buildBoth(edits);
    expect(fresh).toBeGreaterThan(total / 2);
  });

  it('nothing changed: every page with a cache key is kept, and waits for the next build', async () => {
    // Without the record of the published build, Astro runs instead of the build keeping dist/.
    await rm(join(pair.inc.dir, '.cache/published.json'));
    const { fresh, total } = await pair.buildBoth(edits);
    expect(
      fresh,
      'kept pages rendered again: does Astro still leave a skipped page that is already in the output folder where it is? (src/lib/astroInternals.ts)',
    ).toBeLessThan(total * 0.1);
    // The next build starts from every output of this one (the search index's inputs too, which
    // dist/ leaves out): one missing would be rendered again for nothing.
    const cache = join(pair.inc.dir, '.cache/astro');
    const kept: string[] = JSON.parse(await readFile(join(cache, 'kept-outputs.json'), 'utf8'));
    expect(kept.length).toBe(total);
    expect(kept.filter((file) => !existsSync(join(cache, 'dist', file)))).toEqual([]);
  });
});
