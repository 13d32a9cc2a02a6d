import { describe, expect, it } from 'vitest';
import { plainText } from '../../../../src/lib/plainText.ts';
import { jsonLdScript, organizationLd, referenceLd } from '../../../../src/site/head/jsonLd.ts';

const site = 'https://refs.example.com/';

describe('jsonLdScript', () => {
  it('cannot be closed early by a value containing </script>', () => {
    const out = jsonLdScript([{ name: '</script><script>alert(1)</script>' }]);
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('referenceLd', () => {
  it('describes the project with place, coordinates and period', () => {
    const ld = referenceLd(
      {
        url: 'https://refs.example.com/de/referenzen/x/',
        lang: 'de',
        title: 'Neubau Grundschule',
        date: '03/2019 – 11/2021',
        dateCreated: '2022-01-05T10:00:00',
        place: {
          name: 'Kassel, Hessen',
          city: 'Kassel',
          country: 'Deutschland',
          latitude: 51.3,
          longitude: 9.5,
        },
      },
      site,
    );
    expect(ld).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Neubau Grundschule',
      temporalCoverage: '2019-03/2021-11',
      dateCreated: '2022-01-05T10:00:00',
      locationCreated: {
        '@type': 'Place',
        address: { addressLocality: 'Kassel', addressCountry: 'Deutschland' },
        geo: { latitude: 51.3, longitude: 9.5 },
      },
      creator: { '@id': 'https://refs.example.com/#organization' },
    });
    // The same place is the content location too, written once and referred to by its @id.
    expect(ld.contentLocation).toEqual({ '@id': (ld.locationCreated as { '@id': string })['@id'] });
  });

  it('leaves out what the catalog did not deliver', () => {
    const ld = referenceLd(
      { url: 'https://x/', lang: 'en', title: 'T', date: 'n/a', dateCreated: '05.01.2022', place: {} },
      site,
    );
    expect(ld).not.toHaveProperty('temporalCoverage');
    expect(ld).not.toHaveProperty('dateCreated');
    expect(ld).not.toHaveProperty('locationCreated');
  });
});

describe('organizationLd', () => {
  it('names the company and its address', () => {
    expect(
      organizationLd({ companyname: 'Muster Bau GmbH', city: 'Kassel', zip: '34117' }, site),
    ).toMatchObject({
      '@type': 'Organization',
      name: 'Muster Bau GmbH',
      address: { postalCode: '34117', addressLocality: 'Kassel' },
    });
  });
});

describe('plainText', () => {
  it('strips markup, decodes entities once and shortens at a word boundary', () => {
    expect(plainText('<p>Brücke &amp; Straße</p><p>&amp;lt;b&amp;gt;</p>')).toBe('Brücke & Straße &lt;b&gt;');
    expect(plainText(`<p>${'Wort '.repeat(100)}</p>`, 50)).toMatch(/^Wort( Wort)*…$/);
    expect(plainText('<p>Erster Satz endet hier. Zweiter Satz ist viel länger als erlaubt.</p>', 30)).toBe(
      'Erster Satz endet hier…',
    );
  });
});
