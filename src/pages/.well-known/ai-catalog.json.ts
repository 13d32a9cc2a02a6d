import type { APIRoute } from 'astro';
import { aiCatalog } from '../../agents/aiCatalog.ts';
import { getSiteData } from '../../site/data/siteData.ts';
import { companyName } from '../../site/shared.ts';

export const GET: APIRoute = async ({ site }) =>
  Response.json(aiCatalog(site, companyName((await getSiteData()).company)));
