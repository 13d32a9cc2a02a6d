import type { APIContext } from 'astro';
import type { RefView } from '../site/data/siteData.ts';
import { detailOf } from '../site/views/details.ts';
import { detailMarkdown } from './detail.ts';

/** A detail page's Markdown version (route files …/[seolabel].md.ts of both trees; props from referenceMarkdownPaths). */
export async function markdownPage({ props, site }: APIContext<{ ref: RefView }>): Promise<Response> {
  const { ref } = props;
  return new Response(detailMarkdown(ref, await detailOf(ref), site), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
}
