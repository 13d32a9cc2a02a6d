/**
 * The site has one stylesheet, linked by every page (astro.config.mjs: `cssCodeSplit: false`) and
 * named by its content. Astro's incremental cache re-renders a page when its own components
 * change, not when another page's CSS renames the shared file: after a CSS edit in one component,
 * the pages kept from the last build linked a stylesheet that no longer existed. Every page's key
 * therefore digests the site's CSS sources (src/site/shared.ts): a CSS edit renders every page, as
 * it changes what every page links.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLE_BLOCK = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/** A digest of every `.css` file under `srcDir` and every `<style>` block of its `.astro` files. */
export function styleDigest(srcDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') || file.endsWith('.astro'))
    .sort();
  for (const file of files) {
    const text = readFileSync(join(srcDir, file), 'utf8');
    const css = file.endsWith('.css') ? text : (text.match(STYLE_BLOCK) ?? []).join('\n');
    if (css) hash.update(`${file}\n${css}\n`);
  }
  return hash.digest('hex');
}
