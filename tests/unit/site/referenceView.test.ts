import { describe, expect, it } from 'vitest';
import type { StoredItem } from '../../../src/loaders/schemas.ts';
import type { DetailSummary } from '../../../src/loaders/summary.ts';
import type { RefView } from '../../../src/site/data/siteData.ts';
import { referenceView } from '../../../src/site/views/referenceView.ts';

const item = (fields: Partial<StoredItem>): StoredItem => ({
  reference_ID: 7,
  projecttitle: 'Neubau Grundschule',
  subtitle: '',
  displayedlocation: '',
  location: '',
  city: '',
  region: '',
  country: '',
  seolabel: '',
  date: '',
  thumbnail: '',
  iscountersigned: false,
  isfeatured: false,
  datecreated: '2024-01-01 00:00:00',
  ...fields,
});

const ref = (
  fields: Partial<StoredItem>,
  summary: Partial<DetailSummary> = {},
  processImages = true,
): RefView => ({
  id: 7,
  lang: 'de',
  item: item(fields),
  summary: { mediaOrigins: [], ...summary },
  detailDigest: '',
  slug: 'neubau-grundschule',
  path: '/de/referenzen/neubau-grundschule/',
  processImages,
});

describe("a reference's one view", () => {
  it("shows the catalog's displayed location, else its parts from the smallest up", () => {
    expect(referenceView(ref({ displayedlocation: ' Kassel, Hessen ', city: 'X' })).place).toBe(
      'Kassel, Hessen',
    );
    const parts = { location: 'Wehlheiden', city: 'Kassel', country: 'Deutschland' };
    // A card (the list item) and the detail page (its detail) without one: the same line.
    expect(referenceView(ref(parts)).place).toBe('Wehlheiden, Kassel, Deutschland');
    const detail = { projecttitle: 'Neubau Grundschule', subtitle: '', date: '', ...parts };
    expect(referenceView(ref({}), { from: detail }).place).toBe('Wehlheiden, Kassel, Deutschland');
    expect(referenceView(ref({})).place).toBe('');
  });

  it('names each client as released for display, in order, skipping the nameless', () => {
    const clients = [
      { displayedname: 'Stadt Kassel' },
      { displayedname: ' ', displayedclientname: 'Öffentlicher Auftraggeber' },
      { displayedname: '' },
    ];
    expect(referenceView(ref({}, { client: clients })).clients).toBe(
      'Stadt Kassel, Öffentlicher Auftraggeber',
    );
    expect(referenceView(ref({})).clients).toBe('');
  });

  it('trims the title, subtitle and period, and links the page absolutely only with a site', () => {
    const view = referenceView(
      ref({ projecttitle: ' Rathaus ', subtitle: ' Umbau ', date: ' 2019 – 2021 ' }),
    );
    expect([view.title, view.subtitle, view.period, view.url]).toEqual([
      'Rathaus',
      'Umbau',
      '2019 – 2021',
      '/de/referenzen/neubau-grundschule/',
    ]);
    expect(referenceView(ref({}), { site: 'https://example.com/' }).url).toBe(
      'https://example.com/de/referenzen/neubau-grundschule/',
    );
  });

  it('shows the lead image, its smaller file when images are not processed, else the list thumbnail', () => {
    const card = { src: 'https://cdn.example.com/lead.jpg', thumb: 'https://cdn.example.com/lead-t.jpg' };
    const thumbnail = 'https://cdn.example.com/list.jpg';
    expect(referenceView(ref({ thumbnail }, { card })).cardImage).toBe(card.src);
    expect(referenceView(ref({ thumbnail }, { card }, false)).cardImage).toBe(card.thumb);
    expect(referenceView(ref({ thumbnail })).cardImage).toBe(thumbnail);
    // An unsafe thumbnail is no image: the card shows its branch placeholder.
    expect(referenceView(ref({ thumbnail: 'javascript:alert(1)' })).cardImage).toBeUndefined();
  });
});
