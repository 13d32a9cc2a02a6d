/**
 * The client scripts' file names (astro.config.mjs, Rolldown's entryFileNames/chunkFileNames):
 * `_astro/Gallery.<hash>.js` instead of Astro's `Gallery.astro_astro_type_script_index_0_lang.<hash>.js`.
 * Every page links up to six scripts, so that is ~0.2 kB a page; the content hash stays for caching.
 * Astro's incremental cache does not see this setting, so every page's cacheKey digests it
 * (src/site/shared.ts): a page kept from before would link script files that no longer exist.
 */
export const shortJsName = (chunk: { name: string }): string =>
  `_astro/${chunk.name.split('.')[0]?.replace(/[^\w-]/g, '_')}.[hash].js`;
