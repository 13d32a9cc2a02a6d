import { describe, expect, it } from 'vitest';
import { generateDataset, MEDIA_KINDS, type PropertyField } from '../../../simulator/data/index.ts';

const data = generateDataset();
const own = data.references.filter((r) => r.company_ID === 1);
const visible = own.filter((r) => r.published && r.apiChannel);

describe('taxonomies', () => {
  it('gives each company localized groups, work fields with services, methods, products and awards', () => {
    for (const company of [1, 2]) {
      const mine = <T extends { company_ID: number }>(list: T[]) =>
        list.filter((x) => x.company_ID === company);
      expect(mine(data.groups).length).toBeGreaterThan(0);
      expect(mine(data.workfields).every((w) => w.services.length > 0)).toBe(true);
      expect(mine(data.methods).length).toBeGreaterThan(0);
      expect(mine(data.products).every((p) => p.URL.startsWith('https://') && p.companyname)).toBe(true);
      for (const x of [...mine(data.groups), ...mine(data.methods), ...mine(data.awards)]) {
        expect(x.name.de).toBeTruthy();
        expect(x.name.en).toBeTruthy();
      }
    }
    expect(data.groups.some((g) => g.parent_ID !== null)).toBe(true);
  });

  it('files references into groups, methods and products often enough to filter by them', () => {
    for (const g of data.groups.filter((x) => x.company_ID === 1)) {
      expect(visible.some((r) => r.group_IDs.includes(g.group_ID))).toBe(true);
    }
    for (const m of data.methods.filter((x) => x.company_ID === 1)) {
      expect(visible.some((r) => r.method_ID === m.method_ID)).toBe(true);
    }
    expect(visible.some((r) => r.method_ID === null)).toBe(true);
    expect(visible.filter((r) => r.product_IDs.length > 0).length).toBeGreaterThan(50);
    expect(visible.filter((r) => r.awards.length > 0).length).toBeGreaterThan(2);
  });
});

describe('project properties', () => {
  const fields = data.propertyFields.filter((f) => f.company_ID === 1);

  it('mix single-option, multi-option and number fields; internal, publicly visible and filterable ones', () => {
    const kinds = new Set(fields.map((f) => f.kind));
    expect(kinds).toEqual(new Set(['select', 'multiselect', 'number']));
    expect(fields.some((f) => f.internal && f.publiclyVisible)).toBe(true);
    expect(fields.some((f) => f.internal && !f.publiclyVisible)).toBe(true);
    expect(fields.some((f) => f.filterable && f.internal)).toBe(true);
    expect(fields.filter((f) => f.filterable && !f.internal).length).toBeGreaterThanOrEqual(3);
    expect(fields.every((f) => !f.publiclyVisible || f.internal)).toBe(true);
    const workfields = new Set(data.workfields.filter((w) => w.company_ID === 1).map((w) => w.workfield_ID));
    for (const f of fields) expect(workfields.has(f.workfield_ID)).toBe(true);
    for (const s of data.propertySections) {
      for (const id of s.field_IDs)
        expect(data.propertyFields.find((f) => f.field_ID === id)?.section_ID).toBe(s.section_ID);
    }
  });

  it('store values that fit their field', () => {
    const byId = new Map(data.propertyFields.map((f) => [f.field_ID, f as PropertyField]));
    for (const r of data.references) {
      for (const v of r.properties) {
        const f = byId.get(v.field_ID) as PropertyField;
        const options = new Set(f.options.map((o) => o.option_ID));
        if (f.kind === 'number') {
          expect(v.number).not.toBeNull();
          expect(v.option_IDs).toEqual([]);
        } else {
          expect(v.number).toBeNull();
          expect(v.option_IDs.length).toBeGreaterThanOrEqual(1);
          if (f.kind === 'select') expect(v.option_IDs).toHaveLength(1);
          for (const o of v.option_IDs) expect(options.has(o)).toBe(true);
        }
      }
    }
    for (const f of fields.filter((x) => x.filterable)) {
      expect(visible.some((r) => r.properties.some((p) => p.field_ID === f.field_ID))).toBe(true);
    }
  });
});

describe('media', () => {
  const all = own.flatMap((r) => MEDIA_KINDS.flatMap((k) => r.media[k].map((m) => ({ m, r, k }))));

  it('has every kind, and galleries of 0–8 images in portrait and landscape', () => {
    for (const kind of MEDIA_KINDS) expect(all.some((x) => x.k === kind)).toBe(true);
    const galleries = own.map((r) => r.media.galleryimages.length);
    expect(Math.max(...galleries)).toBe(8);
    expect(galleries.some((n) => n === 0)).toBe(true);
    const gallery = all.filter((x) => x.k === 'galleryimages').map((x) => x.m.image);
    expect(gallery.some((i) => i && i.width > i.height)).toBe(true);
    expect(gallery.some((i) => i && i.width < i.height)).toBe(true);
    for (const { m } of all.filter((x) => x.k === 'portraitstageimages'))
      expect(m.image && m.image.height > m.image.width).toBe(true);
    for (const { m } of all.filter((x) => x.k === 'widestageimages'))
      expect(m.image && m.image.width >= 2 * m.image.height).toBe(true);
  });

  it('gives each file an ID naming its reference, and a title in every written language', () => {
    for (const { m, r, k } of all) {
      expect(Math.floor(m.file_ID / 100)).toBe(r.reference_ID);
      expect(m.kind).toBe(k);
      if (k === 'video')
        expect(m.medialink).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|vimeo\.com\/)/);
      if (k.endsWith('_document')) expect(m.filename).toMatch(/\.pdf$/);
      if (k === 'audio') expect(m.filename).toMatch(/\.mp3$/);
      if (k !== 'audio' && !k.endsWith('_document')) expect(m.image).not.toBeNull();
      for (const t of [...Object.values(r.texts), ...Object.values(r.draftTexts)])
        expect(t.media[m.file_ID]?.title).toBeTruthy();
    }
  });
});

describe('texts', () => {
  const de = visible.flatMap((r) => (r.texts.de ? [r.texts.de] : []));
  const en = visible.flatMap((r) => (r.texts.en ? [r.texts.en] : []));

  it('use German compounds that only infix search finds', () => {
    const words = de.flatMap((t) => `${t.projecttitle} ${t.description}`.split(/[^\p{L}]+/u));
    for (const stem of ['schule', 'brücke', 'wasser', 'wand', 'bau']) {
      const inside = words.filter((w) => w.toLowerCase().includes(stem) && w.toLowerCase() !== stem);
      expect(inside.length, stem).toBeGreaterThan(10);
    }
  });

  it('have 2–5 paragraphs of HTML descriptions with lists, emphasis and links', () => {
    for (const t of [...de, ...en]) {
      const paragraphs = t.description.split('\n').filter((p) => p.startsWith('<p>'));
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      expect(t.description).toContain('<strong>');
    }
    expect(de.some((t) => t.description.includes('<ul><li>'))).toBe(true);
    expect(de.some((t) => /<a href="https:\/\//.test(t.description))).toBe(true);
  });

  it('describe the same project in both languages', () => {
    for (const r of visible.filter((x) => x.texts.de && x.texts.en)) {
      const d = r.texts.de;
      const e = r.texts.en;
      if (!d || !e) continue;
      expect(e.projecttitle).not.toBe(d.projecttitle);
      expect(d.description.split('\n').length).toBe(e.description.split('\n').length);
      expect(Object.keys(d.media)).toEqual(Object.keys(e.media));
      expect(d.location).toBe(e.location);
    }
    expect(en.some((t) => t.city === 'Munich' || t.city === 'Cologne' || t.city === 'Nuremberg')).toBe(true);
  });
});
