/** The presets of one language's embed data: the `widgets` collection (src/loaders/widgetsLoader.ts). */
import { getCollection } from 'astro:content';
import type { EmbedPreset } from '../embed/format.ts';
import { presetIn } from '../embed/presets.ts';
import type { Lang } from '../i18n/routes.ts';

export async function embedPresets(lang: Lang): Promise<Record<string, EmbedPreset>> {
  const widgets = await getCollection('widgets');
  return Object.fromEntries(widgets.map(({ data }) => [data.name, presetIn(data.preset, lang)]));
}
