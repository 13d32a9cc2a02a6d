/** The shortlist table's row of one reference per language (src/site/views/tableRow.ts). */
import type { APIRoute } from 'astro';
import type { RefView } from '../../../site/data/siteData.ts';
import { referenceFilePaths } from '../../../site/staticPaths.ts';
import { tableRowOf } from '../../../site/views/tableRow.ts';

export const getStaticPaths = () => referenceFilePaths();
export const GET: APIRoute<{ ref: RefView }> = async ({ props, site, url }) =>
  Response.json(await tableRowOf(props.ref, site ?? url));
