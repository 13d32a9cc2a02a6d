// @ts-check
import { defineConfig } from 'astro/config';
import { toolListingsPlugin } from './src/agents/toolListings.ts';
import { DEFAULT_LANG, LANGS } from './src/catalog/lang.ts';
import site from './src/integrations/site.ts';
import { readMediaHosts } from './src/settings.ts';
import { shortJsName } from './src/site/head/assetNames.ts';
import { CSP_DIRECTIVES } from './src/site/head/csp.ts';
import { siteConfig } from './src/site.config.ts';

const config = siteConfig();

export default defineConfig({
  site: config.site,
  trailingSlash: 'always',
  // Kept between builds (and between CI runs via the workflow cache): the content data store and
  // the processed-image cache live here, which is what makes unchanged rebuilds cheap.
  cacheDir: config.cacheDir,
  i18n: {
    locales: [...LANGS],
    defaultLocale: DEFAULT_LANG,
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // Lean pages: every stylesheet and script is a shared, cached file instead of being inlined into
  // each of the ~20,000 pages (Astro inlines those under 4 kB by default), and scoped styles mark
  // elements with a short class instead of a data-astro-cid-* attribute (same specificity).
  // Eight pages at a time: each output's file work (open, write, close, the incremental cache's
  // copy) waits in Node's thread pool while the others render, so the pages stage takes ~20 % less
  // than at two (docs/build-performance.md, "Pages rendered eight at a time").
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
  scopedStyleStrategy: 'class',
  // Keeps a page's previous output when its getStaticPaths cacheKey (src/site/pageKeys.ts: a digest of
  // exactly what it renders) and its code are unchanged: a nightly rebuild renders what changed.
  // The data store as parts of 1 MiB, each its own module: V8 compiles one module of the whole store
  // in time that grows with the square of its size (43 s at 25,000 references, 74 MB), before the
  // first page (docs/build-performance.md, "The data store in parts").
  experimental: { incrementalBuild: true, collectionStorage: { type: 'chunked', chunkSize: 2 ** 20 } },
  // A strict Content Security Policy in every page's <meta> (src/site/head/csp.ts): script-src and
  // style-src list 'self' and the hashes of what Astro emits, never 'unsafe-inline' or 'unsafe-eval'.
  security: { csp: { algorithm: 'SHA-256', directives: [...CSP_DIRECTIVES] } },
  // Only the legal pages' Markdown is rendered (src/legal/); Shiki's inline styles would not pass the CSP.
  markdown: { syntaxHighlight: false },
  // `astro dev` watches the project tree; the benchmark sites in .cache/ (tens of thousands of
  // files) would exhaust the file watchers, and neither they nor dist/ are sources.
  vite: {
    server: { watch: { ignored: ['**/.cache/**', '**/dist/**'] } },
    // Vite's dependency cache in the project, not in node_modules: `astro sync` re-optimized the
    // dependencies (~5 s) whenever another checkout sharing node_modules (a test's throwaway copy) had
    // run last. Not under cacheDir, which `--force` empties; the cache never changes the output.
    cacheDir: '.cache/vite',
    // Scripts too are never inlined (see build above); other assets keep Vite's default limit.
    // The search worker (src/search/static/client/searchWorker.ts) is a module worker.
    worker: { format: 'es' },
    // The WebMCP tools' listings, built into the registration script (src/agents/toolListings.ts).
    plugins: [toolListingsPlugin()],
    // The output folder is not emptied: `npm run build` starts it as the last build's outputs, so
    // Astro keeps each unchanged page in place, and deletes what the build no longer has itself
    // (scripts/builder/staging.ts).
    build: {
      cssCodeSplit: false,
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      emptyOutDir: false,
    },
    // Short script names (src/site/head/assetNames.ts): `Gallery.<hash>.js`, ~0.2 kB less on every page.
    environments: {
      client: {
        build: { rolldownOptions: { output: { entryFileNames: shortJsName, chunkFileNames: shortJsName } } },
      },
    },
  },
  image: {
    // Catalog media are remote: only these hosts are fetched and processed (src/catalog/mediaHosts.ts).
    remotePatterns: readMediaHosts(),
    service: {
      entrypoint: 'astro/assets/services/sharp',
      config: {
        // AVIF's default effort (4) costs ~2.5 s per 1200 px image on a small CI machine; 2 is ~0.3 s
        // for a few percent more bytes. Overridable with SITE_AVIF_EFFORT.
        avif: { effort: config.images.avifEffort },
        webp: { effort: 4 },
        jpeg: { mozjpeg: true },
      },
    },
  },
  // The site's steps after the pages, in their order: page facts, sitemap, search index, embed
  // (src/integrations/site.ts).
  integrations: [site({ langs: LANGS, cacheDir: config.cacheDir, mirrorMedia: config.media.mirrorLoopback })],
});
