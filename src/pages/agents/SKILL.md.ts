import type { APIRoute } from 'astro';
import { skillMarkdown } from '../../agents/skill.ts';
import { companyName, getSiteData } from '../../site/siteData.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(skillMarkdown(site, companyName(await getSiteData())), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
