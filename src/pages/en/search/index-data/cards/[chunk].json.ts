/** Internal build input of the static search index: result cards (see src/components/search/searchCards.ts). */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { cardChunkResponse } from '../../../../../components/search/searchCards.ts';
import { cardChunkPaths } from '../../../../../site/staticPaths.ts';

export const getStaticPaths = (() => cardChunkPaths('en')) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;
export const GET: APIRoute<Props> = ({ props }) => cardChunkResponse(props.refs);
