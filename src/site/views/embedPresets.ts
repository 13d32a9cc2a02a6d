/** The presets of one language's embed data: the `widgets` collection (src/loaders/widgetsLoader.ts). */
import { getCollection } from 'astro:content';
import type { EmbedPreset } from '../../embed/format.ts';
import { presetIn } from '../../embed/presets.ts';
import type { Lang } from '../../i18n/routes.ts';
import { readSiteSettings } from '../../settings.ts';

export async function embedPresets(lang: Lang): Promise<Record<string, EmbedPreset>> {
  // None configured: an empty collection would only make Astro warn that it is empty.
  if (readSiteSettings().SITE_EMBED_WIDGETS.length === 0) return {};
  const widgets = await getCollection('widgets');
  return Object.fromEntries(widgets.map(({ data }) => [data.name, presetIn(data.preset, lang)]));
}
