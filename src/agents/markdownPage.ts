import type { APIContext } from 'astro';
import type { Lang } from '../i18n/routes.ts';
import { detailOf } from '../site/details.ts';
import { getSiteData } from '../site/siteData.ts';
import { detailMarkdown } from './detail.ts';

/** A detail page's Markdown version (route files …/[seolabel].md.ts of both trees). */
export async function markdownPage(lang: Lang, { props, site }: APIContext): Promise<Response> {
  const data = await getSiteData();
  const ref = data.langs[lang].refsById.get(Number(props.id));
  if (!ref) return new Response(null, { status: 404 });
  return new Response(detailMarkdown(ref, await detailOf(ref), site), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
}
