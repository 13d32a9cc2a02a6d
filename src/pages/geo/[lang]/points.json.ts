/** The coordinates file of a language (src/map/pointsFile.ts). */
import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../../i18n/routes.ts';
import { pointsResponse } from '../../../site/maps/mapFiles.ts';

export const getStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

export const GET: APIRoute = ({ params }) => pointsResponse(params.lang as Lang);
