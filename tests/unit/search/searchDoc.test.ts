import { describe, expect, it } from 'vitest';
import { searchDocs } from '../../../src/search/search.ts';
import { buildSearchDoc, SEARCH_FIELDS } from '../../../src/search/searchDoc.ts';
import type { SearchableReference } from '../../../src/search/types.ts';

/** A detail object (spec 2.3) with one marker word per field, plus fields that must stay private. */
function detail(): SearchableReference {
  const ref = {
    reference_ID: 42,
    projecttitle: 'Titelwort',
    subtitle: 'Untertitelwort',
    description: '<p>Beschreibungswort</p>',
    lang_ID: 2,
    displayedlocation: 'Anzeigeort, Regionwort',
    location: 'Ortswort',
    city: 'Stadtwort',
    region: 'Regionwort',
    country: 'Landwort',
    continent: 'Kontinentwort',
    seolabel: 'seolabelwort',
    company: { company_ID: 1, companyname: 'Firmenwort', address: 'Firmenstrassenwort' },
    client: [
      {
        displayedname: 'Kundenwort',
        displayedclientname: 'Kundenanzeigewort',
        address: 'Kundenadresswort',
        contact_name: 'Kontaktpersonwort',
        contact_jobtitle: 'Jobtitelwort',
      },
    ],
    referencegroups: [{ group_ID: 1, group: 'Gruppenwort' }],
    branches: [
      { branch_ID: 1, branchname: 'Branchenwort', path: [{ branch_ID: 9, branchname: 'Pfadwort' }] },
    ],
    usedproducts: [{ product_ID: 1, productname: 'Produktwort', description: 'Produkttextwort' }],
    services: [
      {
        workfieldname: 'Arbeitsfeldwort',
        workfieldservices: [{ service_ID: 1, servicename: 'Leistungswort' }],
      },
    ],
    properties: [
      {
        section_ID: 1,
        sectiontitle: 'Abschnittswort',
        fields: [
          { field_ID: 1, title: 'Feldtitelwort', value: 'Eigenschaftswort' },
          { field_ID: 2, title: 'Feldtitelwort', values: ['Mehrfachwort', 'Zweitwort'] },
        ],
      },
    ],
    internalproperties: [
      { field_ID: 3, title: 'Internfeldwort', value: 'Internwort', values: ['Internmehrwort'] },
    ],
    contractvalue: 'Vertragswertwort',
    countersignstatements: [{ contactquote_ID: 1, statement: 'Zitatwort' }],
    galleryimages: [{ title: 'Bildtitelwort' }],
    awards: [{ award_ID: 1, awardname: 'Preiswort', year: 2020 }],
    partners: [{ partner_ID: 1, companyname: 'Partnerwort', partnerrole: 'Rollenwort' }],
  };
  return ref;
}

const finds = (ref: SearchableReference, query: string): boolean =>
  searchDocs(query, [buildSearchDoc(ref)]).length === 1;

describe('buildSearchDoc: the searchable fields', () => {
  it.each([
    'Titelwort',
    'Untertitelwort',
    'Beschreibungswort',
    'Anzeigeort',
    'Ortswort',
    'Stadtwort',
    'Regionwort',
    'Landwort',
    'Kundenwort',
    'Kundenanzeigewort',
    'Gruppenwort',
    'Branchenwort',
    'Produktwort',
    'Arbeitsfeldwort',
    'Leistungswort',
    'Eigenschaftswort',
    'Mehrfachwort',
    'Zweitwort',
    'Internwort',
    'Internmehrwort',
    'Preiswort',
    'Partnerwort',
  ])('finds %s', (word) => {
    expect(finds(detail(), `+${word}`)).toBe(true);
  });

  it.each([
    'Kontinentwort',
    'seolabelwort',
    'Firmenwort',
    'Firmenstrassenwort',
    'Kundenadresswort',
    'Kontaktpersonwort',
    'Jobtitelwort',
    'Pfadwort',
    'Produkttextwort',
    'Abschnittswort',
    'Feldtitelwort',
    'Internfeldwort',
    'Vertragswertwort',
    'Zitatwort',
    'Bildtitelwort',
    'Rollenwort',
  ])('does not find %s (not in the contract; personal data stays out)', (word) => {
    expect(finds(detail(), word)).toBe(false);
  });

  it('lists each field name of the contract once', () => {
    const names = SEARCH_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps phrases inside one value of a list', () => {
    const ref = { reference_ID: 1, branches: [{ branchname: 'Tiefbau' }, { branchname: 'Brücken' }] };
    expect(finds(ref, '"tiefbau"')).toBe(true);
    expect(finds(ref, '"tiefbau brücken"')).toBe(false);
  });
});

describe('buildSearchDoc: hostile description HTML', () => {
  const ref: SearchableReference = {
    reference_ID: 7,
    projecttitle: 'Neubau Kita',
    description:
      '<p onclick="klickgeheim()">Sichtbare Br&uuml;cke</p><script>document.cookie="skriptgeheim"</script>' +
      '<style>.stilgeheim{}</style><img src=x onerror="alert(\'attributgeheim\')"><!-- kommentargeheim -->' +
      '<SCRIPT>grossgeheim()</SCRIPT >Ende',
  };

  it('makes the visible, entity-decoded text searchable', () => {
    expect(finds(ref, '"sichtbare brücke" ende')).toBe(true);
  });

  it.each([
    'skriptgeheim',
    'stilgeheim',
    'attributgeheim',
    'klickgeheim',
    'kommentargeheim',
    'grossgeheim',
    'cookie',
    'onerror',
  ])('hides %s', (word) => {
    expect(finds(ref, word)).toBe(false);
  });

  it('stores the description as plain text', () => {
    const description = buildSearchDoc(ref).fields.find((f) => f.name === 'description');
    expect(description?.text).not.toMatch(/[<>]|geheim/);
  });
});

describe('buildSearchDoc: weights', () => {
  it('ranks the same word by the field it is in, as documented', () => {
    const refs: SearchableReference[] = [
      { reference_ID: 1, description: 'Stahlbau' },
      { reference_ID: 2, properties: [{ fields: [{ value: 'Stahlbau' }] }] },
      { reference_ID: 3, city: 'Stahlbau' },
      { reference_ID: 4, branches: [{ branchname: 'Stahlbau' }] },
      { reference_ID: 5, subtitle: 'Stahlbau' },
      { reference_ID: 6, projecttitle: 'Stahlbau' },
    ];
    expect(searchDocs('stahlbau', refs.map(buildSearchDoc)).map((h) => h.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('counts a place once when displayedlocation repeats city and country', () => {
    const once = buildSearchDoc({ reference_ID: 1, displayedlocation: 'Kassel, Deutschland' });
    const repeated = buildSearchDoc({
      reference_ID: 2,
      displayedlocation: 'Kassel, Deutschland',
      city: 'Kassel',
      country: 'Deutschland',
    });
    const [a, b] = searchDocs('kassel', [once, repeated]);
    expect(a?.score).toBe(b?.score);
  });

  it('counts a client name once when displayedname and displayedclientname agree', () => {
    const doc = buildSearchDoc({
      reference_ID: 1,
      client: [{ displayedname: 'Stadt Kassel', displayedclientname: 'Stadt Kassel' }],
    });
    expect(doc.fields.filter((f) => f.name === 'client[].displayedname')).toHaveLength(1);
  });
});

describe('buildSearchDoc: lenient input', () => {
  it('accepts nulls, missing lists, null entries, a single client object and numeric values', () => {
    const messy = {
      reference_ID: 5,
      projecttitle: null,
      subtitle: undefined,
      description: null,
      client: { displayedname: 'Öffentlicher Auftraggeber' },
      branches: [null, { branchname: null }, { branchname: 'Hochbau' }],
      services: [{ workfieldname: 'Planung', workfieldservices: null }],
      properties: [{ fields: null }, null, { fields: [{ value: 2019 }, { values: [null, 'Neubau', 12.5] }] }],
      internalproperties: null,
    } satisfies SearchableReference;
    const doc = buildSearchDoc(messy);
    expect(doc.id).toBe(5);
    for (const q of ['auftraggeber', 'hochbau', 'planung', '2019', 'neubau', '"12 5"'])
      expect(finds(messy, q)).toBe(true);
  });

  it('yields a doc without fields for an empty reference, which only an empty query matches', () => {
    const doc = buildSearchDoc({ reference_ID: 9 });
    expect(doc.fields).toEqual([]);
    expect(searchDocs('', [doc])).toEqual([{ id: 9, score: 0, wholeWord: true }]);
    expect(searchDocs('a', [doc])).toEqual([]);
  });

  it('returns a frozen doc, so its cached tokens cannot go stale', () => {
    const doc = buildSearchDoc(detail());
    expect(() => {
      doc.fields.push({ name: 'x', text: 'y', weight: 1 });
    }).toThrow(TypeError);
    expect(() => {
      (doc.fields[0] as { text: string }).text = 'anders';
    }).toThrow(TypeError);
  });
});
