/**
 * The shortlist's PDF bundle prints each saved reference as its sheet: ReferenceSheet.astro, the
 * detail page's own component, rendered through Astro's Container API into one small JSON file
 * per reference and language (sheetFragmentPath), which the shortlist page loads for the saved ones.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Lang } from '../../i18n/routes.ts';
import { detailKey } from '../../site/pageKeys.ts';
import { getSiteData } from '../../site/siteData.ts';
import ReferenceSheet from '../detail/ReferenceSheet.astro';

let container: Promise<AstroContainer> | undefined;

export async function sheetPaths(lang: Lang) {
  const data = await getSiteData();
  return Promise.all(
    data.langs[lang].refs.map(async (ref) => ({
      params: { id: String(ref.id) },
      cacheKey: await detailKey(data, ref),
    })),
  );
}

export async function sheetResponse(lang: Lang, id: number, site: URL | undefined): Promise<Response> {
  container ??= AstroContainer.create();
  const html = await (await container).renderToString(ReferenceSheet, {
    props: { lang, id, site: site?.href ?? '/', printOnly: true },
  });
  return Response.json({ html });
}
