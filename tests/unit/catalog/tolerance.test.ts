/**
 * Tolerant of representation (docs/catalog-tolerance.md): each variant a production API commonly
 * writes reads back as the documented type and value; what breaks a reference's meaning is still
 * rejected. Then the simulator's quirks, read through the client, equal the clean catalog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient } from '../../../src/catalog/client.ts';
import type { Lang } from '../../../src/catalog/lang.ts';
import { ListItemSchema, ReferenceDetailSchema } from '../../../src/catalog/schemas.ts';
import { detail, listItem } from './fixtures/factories.ts';

const item = (fields: Record<string, unknown>) => ListItemSchema.parse(listItem(7, fields));
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('representational variants at the client boundary', () => {
  it('null or an absent required text is the empty text; an optional text given as null is absent', () => {
    const { subtitle: _s, ...withoutSubtitle } = listItem(7);
    expect(ListItemSchema.parse(withoutSubtitle).subtitle).toBe('');
    expect(item({ subtitle: null, region: null }).subtitle).toBe('');
    const parsed = item({ datecountersigned: null, updated_by: null });
    expect(parsed.datecountersigned).toBeUndefined();
    expect(parsed.updated_by).toBeUndefined();
  });

  it('numbers as numeric strings are numbers; "" or null for an optional number is absent', () => {
    const parsed = item({ reference_ID: '7', status: '1', latitude: '52.52', longitude: '-13.4' });
    expect(parsed).toMatchObject({ reference_ID: 7, status: 1, latitude: 52.52, longitude: -13.4 });
    const unlocated = item({ latitude: '', longitude: null });
    expect(unlocated.latitude).toBeUndefined();
    expect(unlocated.longitude).toBeUndefined();
  });

  it('booleans may be 0/1 or "true"/"false"', () => {
    expect(item({ ispublished: 1, isfeatured: 0, iscountersigned: 'true' })).toMatchObject({
      ispublished: true,
      isfeatured: false,
      iscountersigned: true,
    });
    expect(item({ iscountersigned: 'false' }).iscountersigned).toBe(false);
  });

  it('a list or collection given as null is empty; an absent collection stays absent', () => {
    const parsed = ReferenceDetailSchema.parse(detail({ galleryimages: null, awards: null }));
    expect(parsed.galleryimages).toEqual([]);
    expect(parsed.awards).toEqual([]);
    const { partners: _p, ...withoutPartners } = detail();
    expect(ReferenceDetailSchema.parse(withoutPartners).partners).toBeUndefined();
  });

  it('a scalar where text is expected is that text: property values, names, optional texts', () => {
    const parsed = ReferenceDetailSchema.parse(
      detail({
        contractvalue: 250000,
        properties: [
          {
            section_ID: 1,
            sectiontitle: 2024,
            fields: [{ field_ID: 3, title: 'Geschosse', formtype: 1, value: 25 }],
          },
        ],
      }),
    );
    expect(parsed.contractvalue).toBe('250000');
    expect(parsed.properties?.[0]?.sectiontitle).toBe('2024');
    expect(parsed.properties?.[0]?.fields[0]?.value).toBe('25');
    expect(item({ projecttitle: 2024, subtitle: 7.5 })).toMatchObject({
      projecttitle: '2024',
      subtitle: '7.5',
    });
  });

  it('{} is "nothing here": an empty text, an empty list, an absent optional value', () => {
    const listed = item({ subtitle: {}, client: {}, latitude: {}, dateupdated: {} });
    expect(listed.subtitle).toBe('');
    expect(listed.client).toBeUndefined();
    expect(listed.latitude).toBeUndefined();
    expect(listed.dateupdated).toBeUndefined();
    const parsed = ReferenceDetailSchema.parse(detail({ galleryimages: {}, awards: {}, client: {} }));
    expect(parsed.galleryimages).toEqual([]);
    expect(parsed.awards).toEqual([]);
    expect(parsed.client).toEqual([]);
  });

  it('a list given as its one object is a list of that one item', () => {
    const group = { group_ID: 4, group: 'Schulen' };
    const client = { displayedname: 'Stadt Köln' };
    const parsed = ReferenceDetailSchema.parse(detail({ referencegroups: group, client }));
    expect(parsed.referencegroups).toEqual([group]);
    expect(parsed.client).toEqual([client]);
  });

  it.each([
    ['2026-12-06T09:15:00', '2026-12-06T09:15:00'],
    ['2026-12-06 09:15:00', '2026-12-06T09:15:00'],
    ['2026-12-06T09:15', '2026-12-06T09:15:00'],
    ['2026-12-06T09:15:00.250', '2026-12-06T09:15:00'],
    ['2026-12-06', '2026-12-06T00:00:00'],
    ['2026-12-06T08:15:00Z', '2026-12-06T09:15:00'],
    ['2026-07-06T07:15:00.000Z', '2026-07-06T09:15:00'],
    ['2026-12-06T09:15:00+01:00', '2026-12-06T09:15:00'],
    ['2026-12-06T03:15:00-0500', '2026-12-06T09:15:00'],
    ['06.12.2026 09:15', '2026-12-06T09:15:00'],
    ['06.12.2026', '2026-12-06T00:00:00'],
  ])('the timestamp %s reads as %s (the catalog’s wall time, Europe/Berlin)', (written, read) => {
    const parsed = item({ datecreated: written, dateupdated: written, datecountersigned: written });
    expect([parsed.datecreated, parsed.dateupdated, parsed.datecountersigned]).toEqual([read, read, read]);
  });

  it('unknown fields pass through as they came', () => {
    expect(item({ brandnew: null, extra: '12' })).toMatchObject({ brandnew: null, extra: '12' });
  });

  it('what a reference means is still checked: no usable ID, a title or name that is not text, a non-numeric number', () => {
    expect(issues(ListItemSchema.safeParse(listItem(7, { reference_ID: 'R-7' })))).toEqual(['reference_ID']);
    expect(issues(ListItemSchema.safeParse(listItem(7, { projecttitle: null })))).toEqual(['projecttitle']);
    expect(issues(ListItemSchema.safeParse(listItem(7, { projecttitle: { de: 'Brücke' } })))).toEqual([
      'projecttitle',
    ]);
    expect(issues(ListItemSchema.safeParse(listItem(7, { projecttitle: {} })))).toEqual(['projecttitle']);
    expect(issues(ListItemSchema.safeParse(listItem(7, { subtitle: true })))).toEqual(['subtitle']);
    expect(issues(ListItemSchema.safeParse(listItem(7, { dateupdated: '2026-13-45 25:00' })))).toEqual([
      'dateupdated',
    ]);
    expect(issues(ListItemSchema.safeParse(listItem(7, { datecreated: 'gestern' })))).toEqual([
      'datecreated',
    ]);
    expect(issues(ListItemSchema.safeParse(listItem(7, { latitude: 'N 52' })))).toEqual(['latitude']);
    expect(issues(ListItemSchema.safeParse(listItem(7, { isfeatured: 'yes' })))).toEqual(['isfeatured']);
    const award = { award_ID: 1, awardname: null };
    expect(issues(ReferenceDetailSchema.safeParse(detail({ awards: [award] })))).toEqual([
      'awards.0.awardname',
    ]);
  });
});

describe('the simulator on a bad day, through the client', () => {
  let clean: Awaited<ReturnType<typeof startSimulator>>;
  let quirky: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    [clean, quirky] = await Promise.all([
      startSimulator({ references: 12 }),
      startSimulator({ references: 12, quirks: 1, driftReference: 1003 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([clean?.close(), quirky?.close()]);
  });
  const client = (url: string) => createCatalogClient({ baseUrl: url, apiKey: 'demo-key', retries: 0 });
  /** Media URLs carry each simulator's own port. */
  const portless = (value: unknown, url: string) =>
    JSON.parse(JSON.stringify(value).replaceAll(new URL(url).origin, 'ORIGIN'));

  it.each(['de', 'en'] as const)(
    '%s: every usable reference reads as in the clean catalog; the drifted one is named',
    async (lang: Lang) => {
      const [expected, got] = await Promise.all([
        client(clean.url).snapshot(lang),
        client(quirky.url).snapshot(lang),
      ]);
      const drifted = expected.items.filter((entry) => entry.reference_ID === 1003);
      expect(portless(got.items, quirky.url)).toEqual(
        portless(
          expected.items.filter((entry) => entry.reference_ID !== 1003),
          clean.url,
        ),
      );
      expect(got.rejected).toEqual(
        drifted.map(() => ({
          endpoint: 'GET /references/referenceprojects',
          referenceId: 1003,
          field: 'projecttitle',
          message: 'expected string, received object',
        })),
      );
      for (const { reference_ID: id } of got.items) {
        expect(portless(await client(quirky.url).getReference(lang, { id }), quirky.url)).toEqual(
          portless(await client(clean.url).getReference(lang, { id }), clean.url),
        );
      }
    },
  );

  it('the quirks are really served: raw answers differ from the clean catalog', async () => {
    const raw = async (url: string) =>
      (await fetch(`${url}/references/referenceproject?apiKey=demo-key&lang_ID=2&reference_ID=1001`)).json();
    const [a, b] = await Promise.all([raw(clean.url), raw(quirky.url)]);
    expect(b.reference_ID).toBe('1001');
    expect(a.reference_ID).toBe(1001);
  });
});
