// @ts-check
import { defineConfig } from 'astro/config';

const site = process.env.SITE_URL || 'https://references.example.com';

export default defineConfig({
  site,
  trailingSlash: 'always',
  // Kept between builds (and between CI runs via the workflow cache): the content data store and
  // the processed-image cache live here, which is what makes unchanged rebuilds cheap.
  cacheDir: './.cache/astro',
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  build: { format: 'directory' },
});
