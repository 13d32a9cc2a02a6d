/**
 * Astro integration that publishes the embed script /embed/v1.js (src/embed/v1.ts) under a fixed
 * name: hosts link it, so it cannot carry Astro's content hash. Bundled on its own with Vite (one
 * minified module; the query engine a separate chunk beside it, loaded only by embeds with a query).
 * In `astro dev` the same URL serves the source module through Vite.
 */
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { EMBED_QUERY_PATH, EMBED_SCRIPT_PATH } from '../embed/format.ts';

/** Published file (under /embed/) → its source module. */
const BUNDLES: [path: string, source: string][] = [
  [EMBED_SCRIPT_PATH, '../embed/v1.ts'],
  [EMBED_QUERY_PATH, '../embed/query.ts'],
];

/**
 * Each bundle is one self-contained module: a shared chunk would cost v1.js a second request
 * before it can run (the few modules both use are duplicated in v1-query.js instead).
 */
export async function bundleEmbed(outDir: string): Promise<void> {
  for (const [path, source] of BUNDLES) {
    await build({
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      build: {
        outDir: join(outDir, dirname(path)),
        emptyOutDir: false,
        target: 'es2022',
        lib: {
          entry: fileURLToPath(new URL(source, import.meta.url)),
          formats: ['es'],
          fileName: () => basename(path),
        },
        // Vite leaves an ES library's whitespace for the host's bundler; hosts load this file as is.
        rolldownOptions: { output: { minify: true } },
      },
    });
  }
}

export default function embedScript(): AstroIntegration {
  return {
    name: 'embed-script',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url !== EMBED_SCRIPT_PATH) return next();
          res.writeHead(307, { location: '/src/embed/v1.ts' }).end();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        await bundleEmbed(fileURLToPath(dir));
        logger.info(`embed: ${BUNDLES.map(([path]) => path).join(', ')}`);
      },
    },
  };
}
