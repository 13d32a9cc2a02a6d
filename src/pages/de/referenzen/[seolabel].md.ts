import type { APIRoute } from 'astro';
import { markdownPage } from '../../../agents/markdownPage.ts';
import { referencePaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = () => referencePaths('de');
export const GET: APIRoute = (context) => markdownPage('de', context);
