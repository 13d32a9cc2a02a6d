import { gzipSync } from 'node:zlib';
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedDetail } from '../../../../agents/detail.ts';
import type { RefView } from '../../../../site/data/siteData.ts';
import { referenceFilePaths } from '../../../../site/staticPaths.ts';
import { detailOf } from '../../../../site/views/details.ts';

/**
 * get_reference's structuredContent of one published reference (src/agents/detail.ts), gzipped:
 * one file per reference and language, read only by the WebMCP tools (sources.ts inflates it), so
 * it is stored at ~45 % of its JSON (17,800 files at 10,000 references).
 */
export const getStaticPaths = referenceFilePaths satisfies GetStaticPaths;

export const GET: APIRoute<{ ref: RefView }> = async ({ props: { ref }, site }) => {
  const json = JSON.stringify(publishedDetail(ref, await detailOf(ref), site));
  return new Response(gzipSync(json, { level: 9 }), { headers: { 'Content-Type': 'application/gzip' } });
};
