/**
 * Upstream widgets as presets: the simulator's demo widget read through the catalog client becomes
 * the preset its settings describe; a widget that is unknown, of another company or of another
 * type, and settings the element cannot read, are lines (never a thrown build).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_WIDGET_UUID } from '../../../simulator/data/apps.ts';
import { createCatalogClient } from '../../../src/catalog/index.ts';
import { presetFromSettings, presetIn } from '../../../src/embed/presets.ts';
import { widgetPreset } from '../../../src/loaders/widgetsLoader.ts';
import { readSiteSettings, SettingsError } from '../../../src/settings.ts';
import { useSimulator } from '../simulator/useSimulator.ts';

const sim = useSimulator({ references: 40, seed: 7 });
const client = () => createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key', retries: 0 });

describe('widget presets', () => {
  it('turns the demo widget’s stored settings into the preset they describe', async () => {
    const app = sim.data.apps.find((a) => a.app_UUID === DEMO_WIDGET_UUID);
    if (!app) throw new Error('the simulator has no demo widget');
    const settings = app.settings as Record<string, unknown>;
    const { preset, lines, info } = await widgetPreset(client(), { name: 'demo', uuid: DEMO_WIDGET_UUID });
    expect(preset).toBeDefined();
    const de = presetIn(preset ?? {}, 'de');
    expect(de.heading).toBe((settings.title as Record<string, string>).de);
    expect(presetIn(preset ?? {}, 'en').heading).toBe((settings.title as Record<string, string>).en);
    expect(de.limit).toBe(settings.records);
    expect(de.branch).toEqual(settings.branch_IDs);
    expect(de.verified).toBe(settings.confirmedonly);
    expect(de.layout).toBe('cards');
    expect(de.theme?.accent).toBe((settings.colors as Record<string, string>).primary);
    // Settings the element has no use for are said once each, never silently dropped.
    for (const key of ['orderby', 'showmap', 'showsearch', 'lang_ID'])
      expect(info?.some((line) => line.includes(`setting ${key} not used`))).toBe(true);
    expect(lines.every((line) => line.startsWith(`widget demo (${DEMO_WIDGET_UUID}): `))).toBe(true);
  });

  it('is a line, not a failure, for an unknown, foreign or other-type widget', async () => {
    const unknown = await widgetPreset(client(), { name: 'x', uuid: '00000000-0000-4000-a000-000000000000' });
    expect(unknown).toEqual({
      lines: ['widget x (00000000-0000-4000-a000-000000000000): unknown to the catalog, no preset'],
    });
    const foreign = sim.data.apps.find((a) => a.company_ID !== 1);
    const other = await widgetPreset(client(), { name: 'f', uuid: foreign?.app_UUID ?? '' });
    expect(other.preset).toBeUndefined();
    expect(other.lines[0]).toMatch(/^widget f \(.+\): settings not readable \(.*\), no preset$/);
    expect(other.lines[0]).not.toContain('demo-key');
    const map = sim.data.apps.find((a) => a.company_ID === 1 && a.apptype !== 'referencecatalog');
    const typed = await widgetPreset(client(), { name: 'm', uuid: map?.app_UUID ?? '' });
    expect(typed.lines).toEqual([
      `widget m (${map?.app_UUID}): app type "referencemap" is not a referencecatalog, no preset`,
    ]);
  });

  it('names every unreadable or unknown setting', () => {
    const { preset, notes } = presetFromSettings({
      records: 'many',
      format: 'carousel',
      colors: { primary: 'url(x)' },
      size: 3,
    });
    expect(preset).toEqual({ theme: {} });
    expect(notes).toEqual([
      'setting records unreadable ("many"), left out',
      'setting format unreadable ("carousel"), left out',
      'setting colors.primary not used ("url(x)")',
      'setting size unknown, left out',
    ]);
  });
});

describe('SITE_EMBED_WIDGETS', () => {
  it('reads names and UUIDs, and stops on one that is not a UUID', () => {
    expect(
      readSiteSettings({ SITE_EMBED_WIDGETS: `Demo=${DEMO_WIDGET_UUID.toUpperCase()}, ${DEMO_WIDGET_UUID}` })
        .SITE_EMBED_WIDGETS,
    ).toEqual([
      { name: 'demo', uuid: DEMO_WIDGET_UUID },
      { name: DEMO_WIDGET_UUID, uuid: DEMO_WIDGET_UUID },
    ]);
    expect(() => readSiteSettings({ SITE_EMBED_WIDGETS: 'demo=1234' })).toThrow(SettingsError);
    expect(() => readSiteSettings({ SITE_EMBED_WIDGETS: 'demo=1234' })).toThrow(
      /^SITE_EMBED_WIDGETS must be a comma-separated list/,
    );
  });
});
