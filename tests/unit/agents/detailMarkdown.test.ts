import { describe, expect, it } from 'vitest';
import { detailMarkdown } from '../../../src/agents/detail.ts';
import { type StoredDetail, StoredDetailSchema, type StoredItem } from '../../../src/loaders/schemas.ts';
import type { RefView } from '../../../src/site/data/siteData.ts';

const detail: StoredDetail = StoredDetailSchema.parse({
  reference_ID: 7,
  projecttitle: ' Neubau Grundschule ',
  subtitle: 'Ersatzneubau in Holzbauweise',
  description: '<p>Zweizügige Grundschule.</p>',
  lang_ID: 1,
  isconfirmed: false,
  displayedlocation: '',
  location: 'Wehlheiden',
  city: 'Kassel',
  country: 'Deutschland',
  date: '2019 – 2021',
});

const ref: RefView = {
  id: 7,
  lang: 'de',
  item: {
    reference_ID: 7,
    projecttitle: detail.projecttitle,
    subtitle: detail.subtitle,
    displayedlocation: '',
    location: 'Wehlheiden',
    city: 'Kassel',
    region: '',
    country: 'Deutschland',
    seolabel: 'neubau-grundschule',
    date: detail.date,
    thumbnail: '',
    iscountersigned: false,
    isfeatured: false,
    datecreated: '2024-01-01 00:00:00',
  } satisfies StoredItem,
  summary: { mediaOrigins: [] },
  detailDigest: '',
  slug: 'neubau-grundschule',
  path: '/de/referenzen/neubau-grundschule/',
  processImages: true,
};

describe("a reference's Markdown page", () => {
  it('heads with the title and the place line the HTML page shows, even without a displayed location', () => {
    const markdown = detailMarkdown(ref, detail, 'https://example.com/');
    expect(markdown.split('\n')[0]).toBe('# Neubau Grundschule');
    expect(markdown).toContain('Wehlheiden, Kassel, Deutschland · 2019 – 2021');
    expect(markdown).toContain('https://example.com/de/referenzen/neubau-grundschule/');
  });
});
