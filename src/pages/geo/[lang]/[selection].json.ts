/**
 * The reference IDs of one branch or group, sorted: its map page filters the language's
 * coordinates file by them, so every map page shares the one cached coordinates file.
 */
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { mapSelectionPaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = mapSelectionPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;
export const GET: APIRoute<Props> = ({ props }) =>
  new Response(JSON.stringify(props.ids), { headers: { 'Content-Type': 'application/json' } });
