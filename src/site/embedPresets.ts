/** Placeholder replaced below. */
import type { EmbedPreset } from '../embed/format.ts';
import type { Lang } from '../i18n/routes.ts';

export async function embedPresets(_lang: Lang): Promise<Record<string, EmbedPreset>> {
  return {};
}
