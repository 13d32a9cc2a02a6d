/** GET /references/referenceproject (spec §4.2, §2.3) and the media it links to. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Lang, SimReference } from '../../../simulator/data/model.ts';
import { MEDIA_KINDS } from '../../../simulator/data/model.ts';
import { ReferenceDetailSchema } from '../../../src/catalog/schemas.ts';
import { api, expectSchema, fetchRaw, OTHER_KEY } from './helpers.ts';
import { isDelivered, useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 120, seed: 11 });
const delivered = (lang: Lang, company = 1) =>
  sim.data.references.filter((r) => isDelivered(r, lang, company));

type Detail = Record<string, unknown> & {
  reference_ID: number;
  projecttitle: string;
  properties: { section_ID: number; fields: { field_ID: number; internal: boolean }[] }[];
  internalproperties: { field_ID: number }[];
  branches: { branch_ID: number; path: { branch_ID: number }[] }[];
  client: Record<string, string>[];
  company: Record<string, unknown>;
};
const detail = async (query: Record<string, string | number | boolean>, apiKey?: string) => {
  const a = await api(sim.url, '/references/referenceproject', { ...query, ...(apiKey ? { apiKey } : {}) });
  expect(a.status, JSON.stringify(query)).toBe(200);
  return expectSchema(ReferenceDetailSchema, a.json()) as unknown as Detail;
};

describe.each<[Lang, number]>([
  ['de', 2],
  ['en', 1],
])('every delivered reference in %s', (lang, langId) => {
  it('has a valid detail, found by reference_ID and by its seolabel alike', async () => {
    for (const ref of delivered(lang)) {
      const byId = await api(sim.url, '/references/referenceproject', {
        reference_ID: ref.reference_ID,
        lang_ID: langId,
      });
      const bySeo = await api(sim.url, '/references/referenceproject', {
        seolabel: ref.texts[lang]?.seolabel ?? '',
        lang_ID: langId,
      });
      expect(byId.status).toBe(200);
      expect(bySeo.text).toBe(byId.text);
      const d = expectSchema(ReferenceDetailSchema, byId.json());
      expect(d.reference_ID).toBe(ref.reference_ID);
      expect(d.lang_ID).toBe(langId);
      expect(d.projecttitle).toBe(ref.texts[lang]?.projecttitle);
      expect(d.isconfirmed).toBe(ref.iscountersigned);
      expect(d.referencedetailpagelink.endsWith(`/${ref.texts[lang]?.seolabel}`)).toBe(true);
      for (const kind of MEDIA_KINDS) expect(Array.isArray((d as Record<string, unknown>)[kind])).toBe(true);
    }
  });
});

describe('release gating', () => {
  it('shows internal fields only when publicly visible, and never inside properties', async () => {
    const hidden = new Set(
      sim.data.propertyFields.filter((f) => f.internal && !f.publiclyVisible).map((f) => f.field_ID),
    );
    const visible = new Set(
      sim.data.propertyFields.filter((f) => f.internal && f.publiclyVisible).map((f) => f.field_ID),
    );
    let shownInternal = 0;
    for (const ref of delivered('de')) {
      const d = await detail({ reference_ID: ref.reference_ID });
      for (const s of d.properties) for (const f of s.fields) expect(f.internal).toBe(false);
      for (const f of d.internalproperties) {
        expect(hidden.has(f.field_ID)).toBe(false);
        expect(visible.has(f.field_ID)).toBe(true);
        shownInternal++;
      }
      const expectVisible = ref.properties.filter((p) => visible.has(p.field_ID)).length;
      expect(d.internalproperties.length).toBe(expectVisible);
    }
    expect(shownInternal).toBeGreaterThan(0);
  });

  it('delivers contract and employee data only when released', async () => {
    let released = 0;
    let withheld = 0;
    for (const ref of delivered('de')) {
      const d = await detail({ reference_ID: ref.reference_ID });
      expect('contractvalue' in d).toBe(ref.contract?.released === true);
      expect('contracttype' in d).toBe(ref.contract?.released === true);
      expect('employed' in d).toBe(ref.employed?.released === true);
      if (ref.contract?.released) released++;
      else if (ref.contract) withheld++;
    }
    expect(released).toBeGreaterThan(0);
    expect(withheld).toBeGreaterThan(0);
  });

  it('gates the provider’s contact data by its release level', async () => {
    const mine = await detail({ reference_ID: delivered('de')[0]?.reference_ID ?? 0 });
    const c1 = sim.data.companies.find((c) => c.company_ID === 1);
    expect('phone' in mine.company).toBe(c1?.releaseContact);
    const theirs = await detail({ reference_ID: delivered('de', 2)[0]?.reference_ID ?? 0 }, OTHER_KEY);
    const c2 = sim.data.companies.find((c) => c.company_ID === 2);
    expect(c2?.releaseContact).toBe(false);
    expect('phone' in theirs.company || 'email' in theirs.company).toBe(false);
  });

  it('follows each client’s display type', async () => {
    let anonymized = 0;
    for (const ref of delivered('de')) {
      const d = await detail({ reference_ID: ref.reference_ID });
      expect(d.client).toHaveLength(ref.client_IDs.length);
      ref.client_IDs.forEach((id, i) => {
        const c = sim.data.clients.find((x) => x.client_ID === id);
        const got = d.client[i] ?? {};
        if (c?.displaytype === 'anonymized') {
          anonymized++;
          expect(Object.keys(got)).toEqual(['displayedname']);
          expect(JSON.stringify(d)).not.toContain(c.clientname);
        }
        if (!c?.contactReleased) expect(got.contact_name).toBeUndefined();
      });
    }
    expect(anonymized).toBeGreaterThan(0);
  });
});

describe('structure', () => {
  it('gives each branch its path from the root down to itself', async () => {
    const ref = delivered('de').find((r) => r.branch_IDs.length > 0) as SimReference;
    const d = await detail({ reference_ID: ref.reference_ID });
    for (const b of d.branches) {
      expect(b.path.at(-1)?.branch_ID).toBe(b.branch_ID);
      const root = sim.data.branches.find((x) => x.branch_ID === b.path[0]?.branch_ID);
      expect(root?.depth).toBe(1);
    }
  });

  it('accepts preventduplicatefields and then lists every field once', async () => {
    for (const ref of delivered('de').slice(0, 30)) {
      const plain = await detail({ reference_ID: ref.reference_ID });
      const deduped = await detail({ reference_ID: ref.reference_ID, preventduplicatefields: true });
      const fieldIds = deduped.properties.flatMap((s) => s.fields.map((f) => f.field_ID));
      expect(new Set(fieldIds).size).toBe(fieldIds.length);
      // The data set shares no field between sections, so nothing else changes.
      expect(deduped).toEqual(plain);
    }
  });

  it('matches seolabels case-insensitively, per language', async () => {
    const ref = delivered('de').find((r) => r.texts.en && r.texts.en.seolabel !== r.texts.de?.seolabel);
    const de = ref?.texts.de?.seolabel ?? '';
    expect((await api(sim.url, '/references/referenceproject', { seolabel: de.toUpperCase() })).status).toBe(
      200,
    );
    expect((await api(sim.url, '/references/referenceproject', { seolabel: de, lang_ID: 1 })).status).toBe(
      404,
    );
  });
});

describe('views', () => {
  it('counts one view per successful call only', async () => {
    const id = delivered('de')[5]?.reference_ID ?? 0;
    const views = async () =>
      (await fetchRaw(new URL('/__simulator/stats', sim.url).toString())).json<{
        views: Record<string, number>;
      }>().views[String(id)] ?? 0;
    const before = await views();
    await detail({ reference_ID: id });
    await detail({ seolabel: delivered('de')[5]?.texts.de?.seolabel ?? '' });
    await api(sim.url, '/references/referenceproject', { reference_ID: id, apiKey: 'bad' });
    await api(sim.url, '/references/referenceprojects', { idList: id });
    expect((await views()) - before).toBe(2);
  });
});

describe('media', () => {
  const mediaUrls = async () => {
    const urls = { images: [] as string[], files: [] as string[], logos: [] as string[] };
    for (const ref of delivered('de').slice(0, 40)) {
      const d = await detail({ reference_ID: ref.reference_ID });
      for (const kind of MEDIA_KINDS)
        for (const m of (d[kind] ?? []) as { file: string; thumb: string }[]) {
          if (m.thumb) urls.images.push(m.thumb);
          if (m.file) (m.file.endsWith('.jpg') ? urls.images : urls.files).push(m.file);
        }
      urls.logos.push(d.company.logo as string);
    }
    return urls;
  };

  it('links media absolutely on the simulator’s own origin', async () => {
    const { images, files, logos } = await mediaUrls();
    expect(images.length).toBeGreaterThan(10);
    expect(files.length).toBeGreaterThan(0);
    for (const u of [...images, ...files, ...logos])
      expect(u.startsWith(`http://127.0.0.1:${sim.port}/media/`)).toBe(true);
  });

  it('serves real images with type, size, Cache-Control and a working ETag', async () => {
    const { images, logos } = await mediaUrls();
    for (const url of [...images.slice(0, 6), logos[0] as string]) {
      const a = await fetchRaw(url);
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toBe('image/jpeg');
      expect(a.headers.get('cache-control')).toContain('max-age=');
      const meta = await sharp(a.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThan(0);
      const etag = a.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      const again = await fetchRaw(url, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
    }
  });

  it('serves documents and audio with their content types; unknown media is 404', async () => {
    const { files, images } = await mediaUrls();
    for (const url of files.slice(0, 4)) {
      const a = await fetchRaw(url);
      expect(a.status).toBe(200);
      const type = a.headers.get('content-type');
      if (url.endsWith('.pdf')) {
        expect(type).toBe('application/pdf');
        expect(a.text.startsWith('%PDF-')).toBe(true);
      } else expect(type).toBe('audio/mpeg');
    }
    const img = images[0] as string;
    expect((await fetchRaw(img.replace(/\/[^/]+$/, '/other-name.jpg'))).status).toBe(404);
    expect((await fetchRaw(img.replace(/\/media\/\d+\//, '/media/1/'))).status).toBe(404);
    expect((await fetchRaw(img.replace('/thumb/', '/huge/'))).status).toBe(404);
  });
});
