/**
 * The brand's colour variables (styles/theme.ts) and the card placeholders' branch colours
 * (placeholder.ts) as one small stylesheet, /theme.<hash>.css: they depend on the configuration
 * and the catalog's branches, so they cannot be in the bundled stylesheet, and inline they cost
 * ~0.9 kB on every page. The content hash in the name lets hosts cache it like /_astro/ files.
 */
import { createHash } from 'node:crypto';
import { themeCss } from '../styles/theme.ts';
import { placeholderCss } from './media/placeholder.ts';
import { getShared } from './shared.ts';

let file: Promise<{ name: string; css: string }> | undefined;

export function themeFile(): Promise<{ name: string; css: string }> {
  file ??= (async () => {
    const { langs } = await getShared();
    // Every card any page (search included) shows: the top branches of both languages.
    const tops = Object.values(langs).flatMap((here) =>
      here.branches.filter((branch) => branch.parent_ID === null),
    );
    const css = themeCss() + placeholderCss(tops);
    return { name: `theme.${createHash('sha256').update(css).digest('hex').slice(0, 10)}`, css };
  })();
  return file;
}
