/**
 * The `widgets` collection: the settings of the upstream widgets named in SITE_EMBED_WIDGETS
 * (GET /apps/settings), as presets of the embeddable reference list (src/embed/presets.ts). A
 * widget that is unknown, of another type or unreadable is one warning line and no preset: the
 * portfolio itself never depends on it, so it never stops the build.
 */
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import type { CatalogClient } from '../catalog/client.ts';
import { PRESET_APP_TYPE, presetFromSettings, type StoredPreset } from '../embed/presets.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';

export type Widget = { name: string; uuid: string };

export const WidgetEntrySchema = z.object({
  name: z.string(),
  uuid: z.string(),
  preset: z.custom<StoredPreset>((value) => typeof value === 'object' && value !== null),
});

/** One widget's preset, or the line that says why there is none. */
export async function widgetPreset(
  client: Pick<CatalogClient, 'getAppSettings'>,
  widget: Widget,
): Promise<{ preset?: StoredPreset; lines: string[]; info?: string[] }> {
  const label = `widget ${widget.name} (${widget.uuid})`;
  let settings: Record<string, unknown> | null;
  try {
    settings = await client.getAppSettings(widget.uuid);
  } catch (error) {
    return {
      lines: [
        `${label}: settings not readable (${error instanceof Error ? error.message : String(error)}), no preset`,
      ],
    };
  }
  if (!settings) return { lines: [`${label}: unknown to the catalog, no preset`] };
  if (settings.apptype !== PRESET_APP_TYPE)
    return {
      lines: [
        `${label}: app type ${JSON.stringify(settings.apptype)} is not a ${PRESET_APP_TYPE}, no preset`,
      ],
    };
  const { preset, notes, unused } = presetFromSettings(settings);
  return {
    preset,
    lines: notes.map((note) => `${label}: ${note}`),
    info: unused.map((note) => `${label}: ${note}`),
  };
}

export function widgetsLoader(options: { catalog: () => CatalogSource; widgets: () => Widget[] }): Loader {
  return {
    name: 'widgets-loader',
    load: (context) =>
      recordedLoad('widgets', context, async () => {
        const widgets = options.widgets();
        context.store.clear();
        if (widgets.length === 0) return;
        const { client } = options.catalog();
        for (const widget of widgets) {
          const { preset, lines, info = [] } = await widgetPreset(client, widget);
          for (const line of lines) context.logger.warn(line);
          for (const line of info) context.logger.info(line);
          if (preset)
            context.store.set({
              id: widget.name,
              data: await context.parseData({ id: widget.name, data: { ...widget, preset } }),
            });
        }
      }),
  };
}
