/**
 * The staging folder between builds (scripts/builder/staging.ts) on small trees, with the part Astro
 * plays written out: a page whose key is unchanged is kept when it is already in the output folder,
 * else copied from Astro's cache; a page it renders is written to both. The real Astro runs the
 * same path in the incremental identity tests (incremental-*.test.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepAfterFailure, prepareStaging, publishStaging } from '../../../scripts/builder/staging.ts';
import { readTree } from '../../../scripts/lib/workCopy.ts';
import { folderPerTest } from '../tempFolder.ts';

const CACHE = '.cache/astro';
const root = folderPerTest('staging-');
const astroCopies = () => join(root(), CACHE, 'dist');

type Page = { body: string; kept?: boolean };
type Built = { dir: string; seeded: readonly string[]; rendered: string[] };

async function put(file: string, body: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** What Astro does with the output folder and its cache; the asset is Vite's (never a page). */
async function astro(dir: string, pages: Record<string, Page>, asset: string): Promise<string[]> {
  const rendered: string[] = [];
  for (const [path, page] of Object.entries(pages)) {
    const out = join(dir, path);
    if (page.kept && existsSync(out)) continue;
    if (page.kept && existsSync(join(astroCopies(), path))) {
      await mkdir(dirname(out), { recursive: true });
      await copyFile(join(astroCopies(), path), out);
      continue;
    }
    await put(out, page.body);
    await put(join(astroCopies(), path), page.body);
    rendered.push(path);
  }
  await put(join(dir, '_astro', asset), 'asset');
  return rendered;
}

async function build(pages: Record<string, Page>, asset: string, force = false): Promise<Built> {
  const staging = await prepareStaging({ root: root(), cacheDir: CACHE, force });
  const rendered = await astro(staging.dir, pages, asset);
  await publishStaging(staging, Object.keys(pages));
  return { dir: staging.dir, seeded: staging.seeded, rendered };
}

const dist = async () =>
  Object.fromEntries([...(await readTree(join(root(), 'dist')))].map(([p, b]) => [p, `${b}`]));

const FIRST = {
  'de/a/index.html': { body: 'a1' },
  'de/b/index.html': { body: 'b1' },
  'de/gone/index.html': { body: 'gone1' },
  'index.html': { body: 'home1' },
};

describe('the staging folder between builds', () => {
  it('starts as the last build’s pages, renders only what changed and publishes exactly this build', async () => {
    await build(FIRST, 'app.1.js');
    const second = await build(
      {
        'de/a/index.html': { body: 'a1', kept: true },
        'de/b/index.html': { body: 'b2' },
        'de/new/index.html': { body: 'new2' },
        'index.html': { body: 'home2' },
      },
      'app.2.js',
    );
    expect([...second.seeded].sort()).toEqual(Object.keys(FIRST).sort());
    // The kept page was in place: nothing copied, nothing written.
    expect(second.rendered).toEqual(['de/b/index.html', 'de/new/index.html', 'index.html']);
    // The removed page, its emptied folder and the last build's asset are gone.
    expect(await dist()).toEqual({
      '_astro/app.2.js': 'asset',
      'de/a/index.html': 'a1',
      'de/b/index.html': 'b2',
      'de/new/index.html': 'new2',
      'index.html': 'home2',
    });
  });

  it('leaves the next build every page as this one published it, and nothing else', async () => {
    await build(FIRST, 'app.1.js');
    await build(
      { ...FIRST, 'de/b/index.html': { body: 'b2' }, 'de/a/index.html': { body: 'a1', kept: true } },
      'app.2.js',
    );
    const third = await build(
      {
        'de/a/index.html': { body: 'a1', kept: true },
        'de/b/index.html': { body: 'b2', kept: true },
        'index.html': { body: 'home3' },
      },
      'app.3.js',
    );
    // Both kept pages were in place, the one rendered last time with its new bytes.
    expect(third.rendered).toEqual(['index.html']);
    const published = await dist();
    expect(published['de/b/index.html']).toBe('b2');
    expect(Object.keys(published).sort()).toEqual([
      '_astro/app.3.js',
      'de/a/index.html',
      'de/b/index.html',
      'index.html',
    ]);
    expect([...(await readTree(astroCopies())).keys()].sort()).toEqual([
      'de/a/index.html',
      'de/b/index.html',
      'index.html',
    ]);
  });

  it('keeps the pages for the next build when a build fails before rendering any', async () => {
    await build(FIRST, 'app.1.js');
    const before = await dist();
    const failed = await prepareStaging({ root: root(), cacheDir: CACHE, force: false });
    await put(join(failed.dir, '_astro', 'app.2.js'), 'asset');
    await keepAfterFailure(failed, 0);
    expect(await dist()).toEqual(before);
    const next = await prepareStaging({ root: root(), cacheDir: CACHE, force: false });
    expect([...next.seeded].sort()).toEqual(Object.keys(FIRST).sort());
    expect([...(await readTree(next.dir)).keys()].sort()).toEqual(Object.keys(FIRST).sort());
  });

  it('drops a folder pages were rendered into when the build failed, and starts the next one empty', async () => {
    await build(FIRST, 'app.1.js');
    const failed = await prepareStaging({ root: root(), cacheDir: CACHE, force: false });
    await put(join(failed.dir, 'de/a/index.html'), 'a-half');
    await keepAfterFailure(failed, 1);
    const next = await prepareStaging({ root: root(), cacheDir: CACHE, force: false });
    expect(next.seeded).toEqual([]);
    expect(existsSync(next.dir)).toBe(false);
  });

  it('starts a --force build empty and still publishes exactly that build', async () => {
    await build(FIRST, 'app.1.js');
    const forced = await build(
      { 'de/a/index.html': { body: 'a1' }, 'index.html': { body: 'home2' } },
      'app.2.js',
      true,
    );
    expect(forced.seeded).toEqual([]);
    expect(await dist()).toEqual({
      '_astro/app.2.js': 'asset',
      'de/a/index.html': 'a1',
      'index.html': 'home2',
    });
  });

  it('deletes the data store a build before the store was kept in parts left in Astro’s cache', async () => {
    const stale = join(root(), CACHE, 'data-store.json');
    await put(stale, '{"references":"…"}');
    await put(join(root(), CACHE, 'data-store/manifest.json'), '{}');
    await build(FIRST, 'app.1.js');
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(join(root(), CACHE, 'data-store/manifest.json'))).toBe(true);
  });
});
