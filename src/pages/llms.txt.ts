import type { APIRoute } from 'astro';
import { llmsTxt } from '../agents/llmsTxt.ts';
import { companyName, getSiteData } from '../site/siteData.ts';

export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData();
  return new Response(llmsTxt(data, site, companyName(data)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
