/**
 * What the pages hand the post-build step (postBuild.ts) while they render, as typed data instead
 * of HTML read back from dist/: each page's sitemap facts and the loopback media URLs it links as
 * copies under /_media/.
 *
 * The registry is one object on globalThis, not a module variable: the integration is loaded with
 * astro.config.mjs, while Astro renders the pages from its bundled prerender entry, imported into
 * the same process (astro/dist/core/build/default-prerenderer.js). Each side has its own copy of
 * this module; Symbol.for() names the same slot for both. The integration opens the registry when
 * a build starts. Outside a build (astro dev, astro check, unit tests) there is none: pages record
 * nothing and link media as delivered.
 */
import type { HreflangLink } from './alternates.ts';

/** What a page says about itself in its <head>. */
export type PageFacts = { noindex: boolean; alternates: HreflangLink[] };

export type BuildRegistry = {
  /** Whether loopback media are linked as (and copied to) /_media/ (siteConfig().media.mirrorLoopback). */
  readonly mirrorMedia: boolean;
  /** Absolute page URL (its canonical) → its facts. */
  readonly pages: Map<string, PageFacts>;
  /** Loopback media URLs the pages link as mirrored copies: exactly what the build must copy. */
  readonly media: Set<string>;
};

const SLOT = Symbol.for('reference-site.buildRegistry');
type Slot = { [SLOT]?: BuildRegistry | undefined };
const slot = globalThis as Slot;

/** A fresh registry for the build that is starting, replacing any earlier one. */
export function openBuildRegistry(options: { mirrorMedia: boolean }): BuildRegistry {
  const registry: BuildRegistry = { mirrorMedia: options.mirrorMedia, pages: new Map(), media: new Set() };
  slot[SLOT] = registry;
  return registry;
}

/** Ends recording: pages rendered afterwards (a later dev server) do not write into a finished build. */
export function closeBuildRegistry(): void {
  slot[SLOT] = undefined;
}

export function activeBuildRegistry(): BuildRegistry | undefined {
  return slot[SLOT];
}

export function recordPage(url: string, facts: PageFacts): void {
  activeBuildRegistry()?.pages.set(url, facts);
}
