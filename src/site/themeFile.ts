/**
 * The brand's colour variables (styles/theme.ts) and the card placeholders' branch colours
 * (placeholder.ts) as one small stylesheet, /theme.<hash>.css: they depend on the configuration
 * and the catalog's branches, so they cannot be in the bundled stylesheet, and inline they cost
 * ~0.9 kB on every page. The content hash in the name lets hosts cache it like /_astro/ files.
 */
import { createHash } from 'node:crypto';
import { themeCss } from '../styles/theme.ts';
import { placeholderCss } from './placeholder.ts';
import { getSiteData } from './siteData.ts';

let file: Promise<{ name: string; css: string }> | undefined;

export function themeFile(): Promise<{ name: string; css: string }> {
  file ??= (async () => {
    const data = await getSiteData();
    // Every card any page (search included) shows: the top branches of both languages.
    const css = themeCss() + placeholderCss(Object.values(data.langs).flatMap((d) => d.topBranches));
    return { name: `theme.${createHash('sha256').update(css).digest('hex').slice(0, 10)}`, css };
  })();
  return file;
}
