/** The reference IDs of one branch or group, for its map page. */
import type { APIRoute } from 'astro';
import { selectionPaths, selectionResponse } from '../../../site/mapFiles.ts';

export const getStaticPaths = selectionPaths;

export const GET: APIRoute = ({ props }) => selectionResponse((props as { ids: number[] }).ids);
