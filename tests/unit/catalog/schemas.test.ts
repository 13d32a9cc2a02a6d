/** The schemas accept what the spec documents, pass unknown fields through, and reject wrong types. */
import { describe, expect, it } from 'vitest';
import {
  BranchNodeSchema,
  ClientSchema,
  ExportRowSchema,
  FilterDefinitionSchema,
  ListItemSchema,
  langId,
  MediaItemSchema,
  PropertyFieldSchema,
  ReferenceDetailSchema,
  SearchResponseSchema,
} from '../../../src/catalog/index.ts';
import { CountSchema } from '../../../src/catalog/schemas.ts';
import { detail, listItem } from './fixtures/factories.ts';

const failurePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('ListItemSchema', () => {
  it('accepts a documented item with client and admin info, keeping extra fields', () => {
    const item = ListItemSchema.parse(
      listItem(1, {
        client: { displayedname: 'Anonymer Auftraggeber' },
        dateupdated: '2024-02-01',
        updated_by: 'M. Muster',
        brandnew: 1,
      }),
    );
    expect(item.client?.displayedname).toBe('Anonymer Auftraggeber');
    expect(item.brandnew).toBe(1);
  });

  it('treats coordinates, client and admin info as optional but typed', () => {
    const { latitude: _lat, longitude: _lng, ...rest } = listItem(2);
    expect(ListItemSchema.safeParse(rest).success).toBe(true);
    expect(failurePaths(ListItemSchema.safeParse(listItem(2, { latitude: 'N 52.5' })))).toEqual(['latitude']);
    expect(failurePaths(ListItemSchema.safeParse(listItem(2, { client: { city: 'Berlin' } })))).toEqual([
      'client.displayedname',
    ]);
  });

  it('rejects non-integer IDs and missing titles', () => {
    expect(failurePaths(ListItemSchema.safeParse(listItem(1.5)))).toEqual(['reference_ID']);
    const { projecttitle: _t, ...untitled } = listItem(3);
    expect(failurePaths(ListItemSchema.safeParse(untitled))).toEqual(['projecttitle']);
  });
});

describe('ReferenceDetailSchema', () => {
  it('accepts the full fixture with every collection', () => {
    const ref = ReferenceDetailSchema.parse(detail());
    expect(ref.branches?.[0]?.path?.[0]?.branchname).toBe('Bau');
    expect(ref.properties?.[0]?.fields[1]?.values).toEqual(['DGNB Gold', 'LEED']);
    expect(ref.countersignstatements?.[0]?.contactquote_ID).toBe(9);
  });

  it('accepts a detail without gated fields and optional collections', () => {
    const minimal = detail();
    for (const key of [
      'contractvalue',
      'galleryimages',
      'awards',
      'partners',
      'latitude',
      'client',
      'services',
    ]) {
      delete minimal[key];
    }
    expect(ReferenceDetailSchema.safeParse(minimal).success).toBe(true);
  });

  it('rejects wrong types deep inside collections', () => {
    const bad = detail({ awards: [{ award_ID: 2, awardname: 'Preis', year: 'seit 2022' }] });
    expect(failurePaths(ReferenceDetailSchema.safeParse(bad))).toEqual(['awards.0.year']);
    expect(failurePaths(ReferenceDetailSchema.safeParse(detail({ contractvalue: { amount: 12 } })))).toEqual([
      'contractvalue',
    ]);
  });
});

describe('small shapes', () => {
  it('client, media item and property field', () => {
    expect(ClientSchema.safeParse({ displayedname: 'X', contact_name: ['Ada'] }).success).toBe(false);
    expect(MediaItemSchema.safeParse({ file: 'a.jpg', isstage: 'yes' }).success).toBe(false);
    expect(PropertyFieldSchema.parse({ field_ID: 1, title: 'T', formtype: 2, values: ['a'] }).values).toEqual(
      ['a'],
    );
    expect(
      PropertyFieldSchema.safeParse({ field_ID: 1, title: 'T', formtype: 2, internal: 'ja' }).success,
    ).toBe(false);
  });

  it('filter options take string or numeric values', () => {
    const def = {
      name: 'sinceyear',
      label: 'Seit',
      sortmode: 'predefined',
      datatype: 'integer',
      formtype: 'radiobuttons',
      opened: 2,
      options: [
        { v: 2010, d: 'seit 2010', c: 4, min: 2010, max: 2024 },
        { v: 'x', d: 'X' },
      ],
    };
    expect(FilterDefinitionSchema.parse(def).options).toHaveLength(2);
    expect(FilterDefinitionSchema.safeParse({ ...def, options: [{ v: true, d: 'x' }] }).success).toBe(false);
  });

  it('search aggregations distinguish term and range buckets', () => {
    const res = SearchResponseSchema.parse({
      total: 1,
      page: 1,
      references: [listItem(1)],
      aggregations: { city: [{ V: 'Berlin', C: 1 }], sinceyear: [{ V: '2010', MIN: 2010, MAX: 2019, C: 1 }] },
    });
    expect(res.aggregations?.sinceyear?.[0]).toHaveProperty('MIN', 2010);
    const bad = { total: 1, page: 1, references: [], aggregations: { city: [{ v: 'Berlin', c: 1 }] } };
    expect(SearchResponseSchema.safeParse(bad).success).toBe(false);
  });

  it('branch nodes, export rows and countonly', () => {
    expect(
      BranchNodeSchema.safeParse({ branch_ID: 1, branchname: 'B', lft: 1, rgt: 'zwei', referencecount: 0 })
        .success,
    ).toBe(false);
    expect(ExportRowSchema.parse({ reference_ID: 3, tags: ['a'], f12: 'custom column' }).f12).toBe(
      'custom column',
    );
    expect(ExportRowSchema.safeParse({ reference_ID: 3, imagecount: '2 Bilder' }).success).toBe(false);
    expect(CountSchema.parse(240)).toBe(240);
    expect(CountSchema.safeParse('240 Referenzen').success).toBe(false);
  });
});

it('maps languages to lang_ID (1 = English, 2 = German)', () => {
  expect(langId('en')).toBe(1);
  expect(langId('de')).toBe(2);
});
