import { describe, expect, it } from 'vitest';
import { generateDataset, MEDIA_KINDS, type SimReference } from '../../../simulator/data/index.ts';
import { HOSTILE } from '../../../simulator/data/vocabulary/phrases.ts';
import { CITIES } from '../../../simulator/data/vocabulary/places.ts';

const data = generateDataset();
const own = data.references.filter((r) => r.company_ID === 1);
const catalogVisible = (r: SimReference) => r.published && r.apiChannel;
const allTexts = (r: SimReference) => [...Object.values(r.texts), ...Object.values(r.draftTexts)];

describe('default data set (240 references) contains every edge case', () => {
  it('has references published in only one language, in both directions', () => {
    const deOnly = own.filter((r) => r.published && r.texts.de && !r.texts.en);
    const enOnly = own.filter((r) => r.published && r.texts.en && !r.texts.de);
    expect(deOnly.length).toBeGreaterThanOrEqual(10);
    expect(enOnly.length).toBeGreaterThanOrEqual(10);
    // Some keep an untranslated draft that the catalog must not deliver.
    expect(deOnly.some((r) => r.draftTexts.en)).toBe(true);
  });

  it('has unpublished references whose content exists only as drafts', () => {
    const unpublished = own.filter((r) => !r.published);
    expect(unpublished.length).toBeGreaterThanOrEqual(3);
    for (const r of unpublished) {
      expect(r.texts).toEqual({});
      expect(r.draftTexts.de?.projecttitle).toBeTruthy();
      expect(r.apiChannel).toBe(false);
    }
  });

  it('has published references not released to the API channel', () => {
    const hidden = own.filter((r) => r.published && !r.apiChannel);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const r of hidden) expect(Object.keys(r.texts).length).toBeGreaterThan(0);
  });

  it('plants every kind of hostile markup in 3–5 catalog-visible descriptions, in both languages', () => {
    const hostile = own.filter((r) =>
      allTexts(r).some((t) => HOSTILE.some((h) => t.description.includes(h))),
    );
    expect(hostile.length).toBeGreaterThanOrEqual(3);
    expect(hostile.length).toBeLessThanOrEqual(5);
    for (const r of hostile) {
      expect(catalogVisible(r)).toBe(true);
      expect(r.texts.de && r.texts.en).toBeTruthy();
    }
  });

  it.each([1, 2, 3])('covers script, onerror, javascript:, iframe, style and onclick at seed %i', (seed) => {
    const refs = seed === 1 ? own : generateDataset({ seed }).references;
    for (const lang of ['de', 'en'] as const) {
      const descriptions = refs.map((r) => r.texts[lang]?.description ?? '').join('\n');
      for (const pattern of [/<script>/, /onerror=/, /href="javascript:/, /<iframe/, /<style>/, /onclick=/]) {
        expect(descriptions).toMatch(pattern);
      }
    }
  });

  it('has titles longer than 150 characters', () => {
    const long = own.filter((r) => Object.values(r.texts).some((t) => t.projecttitle.length > 150));
    expect(long.length).toBeGreaterThanOrEqual(3);
  });

  it('has many titles with umlauts or ß whose seolabels are plain ASCII', () => {
    const umlaut = own.flatMap((r) => Object.values(r.texts)).filter((t) => /[äöüÄÖÜß]/.test(t.projecttitle));
    expect(umlaut.length).toBeGreaterThan(40);
    for (const t of umlaut) expect(t.seolabel).toMatch(/^[a-z0-9-]+$/);
  });

  it('has references with all optional arrays empty', () => {
    const bare = own.filter(
      (r) =>
        MEDIA_KINDS.every((k) => r.media[k].length === 0) &&
        r.product_IDs.length === 0 &&
        r.properties.length === 0 &&
        r.group_IDs.length === 0 &&
        r.awards.length === 0 &&
        r.partner_IDs.length === 0 &&
        r.tags.length === 0 &&
        allTexts(r).every((t) => t.countersignstatements.length === 0),
    );
    expect(bare.filter(catalogVisible).length).toBeGreaterThanOrEqual(2);
  });

  it('has ongoing projects without end date and a "since" display', () => {
    const ongoing = own.filter((r) => r.ongoing);
    expect(ongoing.length).toBeGreaterThan(10);
    for (const r of ongoing) {
      expect(r.dateuntil).toBeNull();
      expect(r.projectstatus).toBe(2);
      if (r.texts.de) expect(r.texts.de.date).toMatch(/^seit /);
      if (r.texts.en) expect(r.texts.en.date).toMatch(/^since /);
    }
  });

  it('has confirmed references with client statements in every published language', () => {
    const confirmed = own.filter((r) => r.iscountersigned);
    expect(confirmed.length).toBeGreaterThan(30);
    for (const r of confirmed) {
      expect(r.countersignstatus).toBe(2);
      expect(r.datecountersigned).not.toBeNull();
      expect(
        r.countersignrequested && r.datecountersigned && r.countersignrequested <= r.datecountersigned,
      ).toBe(true);
    }
    const quoted = confirmed.filter((r) =>
      Object.values(r.texts).some((t) => t.countersignstatements.length > 0),
    );
    expect(quoted.length).toBeGreaterThan(10);
    for (const r of quoted) {
      const counts = Object.values(r.texts).map((t) => t.countersignstatements.length);
      expect(new Set(counts).size).toBe(1);
    }
    expect(
      own
        .filter((r) => !r.iscountersigned)
        .every((r) => Object.values(r.texts).every((t) => t.countersignstatements.length === 0)),
    ).toBe(true);
  });

  it('has featured references, and release-gated contract and staff data', () => {
    expect(own.filter((r) => r.isfeatured).length).toBeGreaterThan(5);
    expect(own.filter((r) => r.contract === null).length).toBeGreaterThan(10);
    expect(own.filter((r) => r.contract && !r.contract.released).length).toBeGreaterThan(10);
    expect(own.filter((r) => r.contract?.released).length).toBeGreaterThan(10);
    expect(own.filter((r) => r.employed === null).length).toBeGreaterThan(10);
    expect(own.filter((r) => r.employed && !r.employed.released).length).toBeGreaterThan(5);
  });
});

describe('facts stay within the real world', () => {
  it('dates lie between 1990 and 2026 and ranges are ordered', () => {
    for (const r of data.references) {
      expect(r.datefrom >= '1990-01-01').toBe(true);
      expect(r.datefrom <= data.meta.today).toBe(true);
      if (r.dateuntil) expect(r.dateuntil >= r.datefrom && r.dateuntil <= data.meta.today).toBe(true);
      expect(r.datecreated <= r.dateupdated).toBe(true);
      expect(r.dateupdated.slice(0, 10) <= data.meta.today).toBe(true);
    }
    expect(
      own.filter((r) => r.dateuntil && r.dateuntil.slice(0, 4) !== r.datefrom.slice(0, 4)).length,
    ).toBeGreaterThan(100);
  });

  it('coordinates are in Germany, close to the named city', () => {
    for (const r of data.references) {
      const t = r.texts.de ?? r.draftTexts.de ?? r.texts.en;
      const city = CITIES.find((c) => c.de === t?.city || c.en === t?.city);
      expect(city).toBeDefined();
      if (!city) continue;
      expect(Math.abs(r.latitude - city.lat)).toBeLessThan(0.1);
      expect(Math.abs(r.longitude - city.lon)).toBeLessThan(0.1);
      expect(r.latitude).toBeGreaterThan(47.2);
      expect(r.latitude).toBeLessThan(55.1);
      expect(r.longitude).toBeGreaterThan(5.8);
      expect(r.longitude).toBeLessThan(15.1);
    }
  });

  it('anonymized clients reveal only a generic label', () => {
    const anonymized = data.clients.filter((c) => c.displaytype === 'anonymized');
    expect(anonymized.length).toBeGreaterThan(3);
    const generic = new Set([
      'Öffentlicher Auftraggeber',
      'Kommunaler Auftraggeber',
      'Gewerblicher Auftraggeber',
      'Privater Bauherr',
    ]);
    for (const c of anonymized) {
      expect(generic.has(c.displayedname.de)).toBe(true);
      expect(c.displayedname.de).not.toContain(c.clientname);
    }
    for (const c of data.clients.filter((x) => x.displaytype === 'named'))
      expect(c.displayedname.de).toBe(c.clientname);
    expect(data.clients.some((c) => c.contact && c.contactReleased)).toBe(true);
    expect(data.clients.some((c) => c.contact && !c.contactReleased)).toBe(true);
  });

  it('references point only at records of their own company', () => {
    const ids = <T>(list: T[], key: keyof T) =>
      new Map(list.map((x) => [x[key] as number, x as { company_ID?: number }]));
    const groups = ids(data.groups, 'group_ID');
    const methods = ids(data.methods, 'method_ID');
    const products = ids(data.products, 'product_ID');
    const clients = ids(data.clients, 'client_ID');
    const partners = ids(data.partners, 'partner_ID');
    const fields = ids(data.propertyFields, 'field_ID');
    const services = new Map(data.workfields.flatMap((w) => w.services.map((s) => [s.service_ID, w])));
    for (const r of data.references) {
      const same = (m: Map<number, { company_ID?: number }>, id: number) =>
        expect(m.get(id)?.company_ID).toBe(r.company_ID);
      for (const id of r.group_IDs) same(groups, id);
      if (r.method_ID !== null) same(methods, r.method_ID);
      for (const id of r.product_IDs) same(products, id);
      for (const id of r.client_IDs) same(clients, id);
      for (const id of r.partner_IDs) same(partners, id);
      for (const p of r.properties) same(fields, p.field_ID);
      for (const id of r.service_IDs) {
        expect(services.get(id)?.company_ID).toBe(r.company_ID);
        expect(r.workfield_IDs).toContain(services.get(id)?.workfield_ID);
      }
    }
  });
});
