/** One slide of the screen mode per reference and language (src/site/views/screenSlides.ts). */
import type { APIRoute } from 'astro';
import type { RefView } from '../../../site/data/siteData.ts';
import { referenceFilePaths } from '../../../site/staticPaths.ts';
import { screenSlide } from '../../../site/views/screenSlides.ts';

export const getStaticPaths = () => referenceFilePaths();
export const GET: APIRoute<{ ref: RefView }> = async ({ props, site, url }) =>
  Response.json(await screenSlide(props.ref, site ?? url));
