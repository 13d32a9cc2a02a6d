import type { APIRoute } from 'astro';
import { markdownPage } from '../../../agents/markdownPage.ts';
import { referencePaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = () => referencePaths('en');
export const GET: APIRoute = (context) => markdownPage('en', context);
