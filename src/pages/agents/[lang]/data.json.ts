import { getCollection } from 'astro:content';
import type { APIRoute, GetStaticPaths } from 'astro';
import { agentData } from '../../../agents/agentData.ts';
import { LANGS, type Lang } from '../../../i18n/routes.ts';
import { getSiteData } from '../../../site/data/siteData.ts';

/** The WebMCP tools' data of one language (src/agents/agentData.ts). */
export const getStaticPaths = (() => LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const data = await getSiteData();
  const groups = (await getCollection('groups', ({ data: g }) => g.lang === lang))
    .map((entry) => entry.data)
    .sort((a, b) => a.position - b.position)
    .map(({ referencegroup_ID, name, parent_ID }) => ({ referencegroup_ID, name, parent_ID }));
  return Response.json(agentData(data.langs[lang], groups));
};
