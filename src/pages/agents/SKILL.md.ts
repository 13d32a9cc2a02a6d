import type { APIRoute } from 'astro';
import { skillMarkdown } from '../../agents/skill.ts';
import { getSiteData } from '../../site/data/siteData.ts';
import { companyName } from '../../site/shared.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(skillMarkdown(site, companyName((await getSiteData()).company)), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
