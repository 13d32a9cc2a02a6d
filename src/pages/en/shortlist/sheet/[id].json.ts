/** A reference's sheet for the shortlist's PDF bundle (src/components/shortlist/sheetFragments.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sheetPaths, sheetResponse } from '../../../../components/shortlist/sheetFragments.ts';

export const getStaticPaths = (() => sheetPaths('en')) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => sheetResponse('en', Number(params.id), site);
