/** One slide of the screen mode per reference and language (src/site/screenSlides.ts). */
import type { APIRoute } from 'astro';
import { screenSlide } from '../../../site/screenSlides.ts';
import type { RefView } from '../../../site/siteData.ts';
import { screenSlidePaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = () => screenSlidePaths();
export const GET: APIRoute<{ ref: RefView }> = async ({ props, site, url }) =>
  Response.json(await screenSlide(props.ref, site ?? url));
