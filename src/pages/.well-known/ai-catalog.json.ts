import type { APIRoute } from 'astro';
import { aiCatalog } from '../../agents/aiCatalog.ts';
import { companyName } from '../../site/shared.ts';
import { getSiteData } from '../../site/siteData.ts';

export const GET: APIRoute = async ({ site }) =>
  Response.json(aiCatalog(site, companyName((await getSiteData()).company)));
