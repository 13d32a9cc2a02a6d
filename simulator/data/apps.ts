/**
 * Registered app and widget instances (GET /apps/settings); settings are returned as stored. The
 * demo reference-catalog widget of company 1 has a fixed UUID (DEMO_WIDGET_UUID), so a build can
 * name it in SITE_EMBED_WIDGETS whatever the seed; its settings' shape is in the README.
 */
import type { SimApp } from './model.ts';
import { Rng } from './random.ts';

export const DEMO_WIDGET_UUID = '3d6c0a1e-7b2f-4c55-a9e1-2f8d4b6c9e01';

const uuid = (rng: Rng) => `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;

export function buildApps(seed: number, branchIds: { c1: number[]; c2: number[] }): SimApp[] {
  const rng = Rng.of(seed, 'apps');
  return [
    {
      app_UUID: DEMO_WIDGET_UUID,
      company_ID: 1,
      apptype: 'referencecatalog',
      settings: {
        title: { de: 'Unsere Referenzen', en: 'Our references' },
        lang_ID: 2,
        records: 12,
        orderby: 'datefrom desc',
        format: 'tiles',
        filters: ['sinceyear', 'workfield_ID', 'city', 'selection'],
        showmap: true,
        showsearch: true,
        confirmedonly: true,
        colors: { primary: '#1f4e79', accent: '#e0a526', background: '#ffffff' },
        branch_IDs: branchIds.c1.slice(0, 3),
      },
    },
    {
      app_UUID: uuid(rng),
      company_ID: 1,
      apptype: 'referencemap',
      settings: {
        center: { latitude: 51.1657, longitude: 10.4515 },
        zoom: 6,
        cluster: true,
        confirmedonly: false,
      },
    },
    {
      app_UUID: uuid(rng),
      company_ID: 2,
      apptype: 'referencecatalog',
      settings: {
        title: { de: 'Projekte', en: 'Projects' },
        lang_ID: 2,
        records: 9,
        orderby: 'sortorder',
        branch_IDs: branchIds.c2,
      },
    },
  ];
}
