/**
 * The `widgets` collection: the settings of the upstream widgets named in SITE_EMBED_WIDGETS
 * (GET /apps/settings), as presets of the embeddable reference list (src/embed/presets.ts). A
 * widget that is unknown, of another type or unreadable is one warning line and no preset: the
 * portfolio itself never depends on it, so it never stops the build.
 */
import { z } from 'zod';
import type { CatalogClient } from '../catalog/client.ts';
import { PRESET_APP_TYPE, presetFromSettings, type StoredPreset } from '../embed/presets.ts';
import type { CatalogSource } from './catalogSource.ts';
import { recordedLoad } from './guard.ts';
import type { ProbedLoader } from './probe.ts';

export type Widget = { name: string; uuid: string };

export const WidgetEntrySchema = z.object({
  name: z.string(),
  uuid: z.string(),
  preset: z.custom<StoredPreset>((value) => typeof value === 'object' && value !== null),
});

/** A widget's settings as the catalog answered (null: unknown to it), or why they were not readable. */
type WidgetSettings = { settings: Record<string, unknown> | null } | { unreadable: string };

async function readWidgetSettings(
  client: Pick<CatalogClient, 'getAppSettings'>,
  widget: Widget,
): Promise<WidgetSettings> {
  try {
    return { settings: await client.getAppSettings(widget.uuid) };
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

/** One widget's preset, or the line that says why there is none. */
export async function widgetPreset(
  client: Pick<CatalogClient, 'getAppSettings'>,
  widget: Widget,
): Promise<{ preset?: StoredPreset; lines: string[]; info?: string[] }> {
  return presetOf(widget, await readWidgetSettings(client, widget));
}

function presetOf(
  widget: Widget,
  read: WidgetSettings,
): { preset?: StoredPreset; lines: string[]; info?: string[] } {
  const label = `widget ${widget.name} (${widget.uuid})`;
  if ('unreadable' in read)
    return { lines: [`${label}: settings not readable (${read.unreadable}), no preset`] };
  const { settings } = read;
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

/**
 * An unreadable widget is a warning, never a failed build: its answer (the reason) is part of
 * the probe, so a widget that becomes readable again renders the site again.
 */
export function widgetsLoader(options: {
  catalog: () => CatalogSource;
  widgets: () => Widget[];
}): ProbedLoader {
  const read = async () => {
    const widgets = options.widgets();
    // No catalog client is created for a site without presets.
    if (widgets.length === 0) return [];
    const { client } = options.catalog();
    return Promise.all(
      widgets.map(async (widget) => ({ widget, answer: await readWidgetSettings(client, widget) })),
    );
  };
  return {
    name: 'widgets-loader',
    probe: read,
    load: (context) =>
      recordedLoad('widgets', context, async () => {
        const answers = await read();
        context.store.clear();
        for (const { widget, answer } of answers) {
          const { preset, lines, info = [] } = presetOf(widget, answer);
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
