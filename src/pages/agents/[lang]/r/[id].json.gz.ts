import { gzipSync } from 'node:zlib';
import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedDetail } from '../../../../agents/detail.ts';
import { LANGS, type Lang } from '../../../../i18n/routes.ts';
import { detailOf } from '../../../../site/details.ts';
import { detailKey } from '../../../../site/pageKeys.ts';
import { getSiteData } from '../../../../site/siteData.ts';

/**
 * get_reference's structuredContent of one published reference (src/agents/detail.ts), gzipped:
 * one file per reference and language, read only by the WebMCP tools (sources.ts inflates it), so
 * it is stored at ~45 % of its JSON (17,800 files at 10,000 references).
 */
export const getStaticPaths = (async () => {
  const data = await getSiteData();
  return Promise.all(
    LANGS.flatMap((lang) =>
      data.langs[lang].refs.map(async (ref) => ({
        params: { lang, id: String(ref.id) },
        cacheKey: await detailKey(data, ref),
      })),
    ),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const data = await getSiteData();
  const ref = data.langs[params.lang as Lang].refsById.get(Number(params.id));
  if (!ref) return new Response(null, { status: 404 });
  const json = JSON.stringify(publishedDetail(ref, await detailOf(ref), site));
  return new Response(gzipSync(json, { level: 9 }), { headers: { 'Content-Type': 'application/gzip' } });
};
