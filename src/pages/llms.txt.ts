import type { APIRoute } from 'astro';
import { llmsTxt } from '../agents/llmsTxt.ts';
import { getSiteData } from '../site/data/siteData.ts';
import { companyName } from '../site/shared.ts';

export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData();
  return new Response(llmsTxt(data, site, companyName(data.company)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
