import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitemapOf } from '../../../src/integrations/sitemap.ts';

type Hook = (options: unknown) => Promise<void> | void;
const hook = (integration: AstroIntegration, name: string) =>
  (integration.hooks as Record<string, Hook>)[name] as Hook;
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const config = { site: 'https://ex.com', base: '/', trailingSlash: 'always', build: { format: 'directory' } };

let work: string;
let runs = 0;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitemap-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** 2,000 detail pages per language in the order Astro renders them (not the sitemap's), and a search page. */
const PAGES = ['de', 'en'].flatMap((lang) => [
  ...Array.from({ length: 2000 }, (_, i) => `${lang}/referenzen/projekt-${(i * 7919) % 2000}/`),
  `${lang}/suche/`,
]);
/** Detail pages are listed, the search pages are not. */
const filter = (url: string) => !new URL(url).pathname.includes('/suche/');

/** Runs `integration`'s hooks as Astro's build does; the sitemap files it wrote, and localeCompare's calls. */
async function run(integration: AstroIntegration) {
  const dir = join(work, `run-${++runs}`);
  await hook(integration, 'astro:routes:resolved')({ routes: [] });
  await hook(integration, 'astro:config:done')({ config });
  const compare = vi.spyOn(String.prototype, 'localeCompare');
  const pages = PAGES.map((pathname) => ({ pathname }));
  await hook(
    integration,
    'astro:build:done',
  )({ dir: pathToFileURL(`${dir}/`), pages, assets: new Map(), logger });
  const comparisons = compare.mock.calls.length;
  compare.mockRestore();
  const files = Object.fromEntries(
    await Promise.all(
      (await readdir(dir)).map(async (name) => [name, await readFile(join(dir, name), 'utf8')]),
    ),
  );
  return { files, comparisons };
}

describe('the sitemap', () => {
  it('writes the same files as @astrojs/sitemap alone, for one comparison per listed page instead of dozens', async () => {
    const plain = await run(sitemap({ filter }));
    const ours = await run(sitemapOf(filter));
    expect(Object.keys(ours.files).sort()).toEqual(['sitemap-0.xml', 'sitemap-index.xml']);
    expect(ours.files).toEqual(plain.files);
    const locs = [...(ours.files['sitemap-0.xml'] ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(4000);
    expect(locs.slice(0, 3)).toEqual([
      'https://ex.com/de/referenzen/projekt-0/',
      'https://ex.com/de/referenzen/projekt-1/',
      'https://ex.com/de/referenzen/projekt-2/',
    ]);
    expect(ours.comparisons).toBeLessThan(4000 * 1.1);
    expect(plain.comparisons).toBeGreaterThan(4000 * 5);
  });
});
