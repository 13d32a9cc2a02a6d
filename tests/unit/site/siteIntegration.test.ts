/**
 * astro.config.mjs lists one integration, the site's, which adds its steps in the order each
 * needs: the page facts before the sitemap that filters by them, then the embed (the search index
 * is written after Astro: scripts/builder/searchIndex.ts).
 */
import type { AstroIntegration } from 'astro';
import { describe, expect, it } from 'vitest';
import config from '../../../astro.config.mjs';
import site from '../../../src/integrations/site.ts';

describe("the site's integration", () => {
  it('is the only one astro.config.mjs lists', () => {
    expect((config.integrations ?? []).map((i) => (i as AstroIntegration).name)).toEqual([
      'reference-portfolio',
    ]);
  });

  it('adds page facts, the sitemap and the embed, in that order, and the store parts plugin', async () => {
    const added: AstroIntegration[] = [];
    const plugins: { name: string }[] = [];
    const setup = site({ langs: ['de', 'en'], cacheDir: '.cache', mirrorMedia: false }).hooks[
      'astro:config:setup'
    ];
    await setup?.({
      config: { cacheDir: new URL('file:///cache/') },
      updateConfig: (update: {
        integrations?: AstroIntegration[];
        vite?: { plugins?: { name: string }[] };
      }) => {
        added.push(...(update.integrations ?? []));
        plugins.push(...(update.vite?.plugins ?? []));
        return {};
      },
    } as never);
    expect(added.map((i) => i.name)).toEqual(['site-post-build', '@astrojs/sitemap', 'embed-script']);
    // Without it every build bundles the whole data store again (src/integrations/storeParts.ts).
    expect(plugins.map((p) => p.name)).toEqual(['site:store-parts-from-files']);
  });
});
