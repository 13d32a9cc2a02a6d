import type { APIRoute, GetStaticPaths } from 'astro';
import { themeFile } from '../site/themeFile.ts';

/** The site's theme stylesheet, /theme.<hash>.css (src/site/themeFile.ts), linked by every page. */
export const getStaticPaths = (async () => [
  { params: { theme: (await themeFile()).name } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response((await themeFile()).css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
