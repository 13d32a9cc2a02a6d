/** GET /references/filters (spec §4.4, §2.5) and its agreement with search. */
import { describe, expect, it } from 'vitest';
import { type FilterDefinition, FilterDefinitionSchema } from '../../../src/catalog/schemas.ts';
import { api, expectSchema, KEY, KEY_EN, OTHER_KEY, type Query } from './helpers.ts';
import { useSimulator } from './useSimulator.ts';

const OPTIONS = { references: 140, seed: 31 };

const sim = useSimulator(OPTIONS);

const filters = async (query: Query = {}): Promise<FilterDefinition[]> => {
  const a = await api(sim.url, '/references/filters', query);
  expect(a.status).toBe(200);
  return a.json<unknown[]>().map((d) => expectSchema(FilterDefinitionSchema, d));
};
const searchTotal = async (query: Query): Promise<number> => {
  const a = await api(sim.url, '/references/search', { records: 8, ...query });
  if (a.status === 204) return 0;
  return a.json<{ total: number }>().total;
};

/** The invariant: each option's c is the search total for name=v (with the same branch scope). */
async function checkInvariant(query: Query): Promise<number> {
  let checked = 0;
  for (const def of await filters({ ...query, getunusedoptions: true })) {
    for (const o of def.options) {
      const total = await searchTotal({ ...query, [def.name]: String(o.v) });
      expect(o.c, `${JSON.stringify(query)} ${def.name}=${o.v}`).toBe(total);
      checked++;
    }
  }
  return checked;
}

describe('option counts equal search totals', () => {
  it.each([
    ['demo-key, German', { apiKey: KEY, lang_ID: 2 }],
    ['demo-key, English', { apiKey: KEY, lang_ID: 1 }],
    ['demo-key-en, default language', { apiKey: KEY_EN }],
    ['other company', { apiKey: OTHER_KEY }],
  ])('%s: every option of every definition', async (_label, query) => {
    expect(await checkInvariant(query)).toBeGreaterThan(30);
  });

  it('within every top-level branch and one leaf branch, both languages', async () => {
    const c1 = sim.data.branches.filter((b) => b.company_ID === 1);
    const scopes = [...c1.filter((b) => b.depth === 1), c1.find((b) => b.rgt === b.lft + 1)];
    for (const b of scopes)
      for (const lang_ID of [1, 2]) await checkInvariant({ apiKey: KEY, lang_ID, branch_ID: b?.branch_ID });
  });
});

describe('definitions', () => {
  it('always include sinceyear, referencetype_ID, mediatype and selection, even in an empty scope', async () => {
    const names = (await filters({ branch_ID: 999_999 })).map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining(['sinceyear', 'referencetype_ID', 'mediatype', 'selection']),
    );
    expect(names).not.toContain('city');
    const all = (await filters()).map((d) => d.name);
    expect(all).toEqual(expect.arrayContaining(['city', 'workfield_ID', 'method_ID', 'product_ID']));
  });

  it('add one f{fieldId} per filterable property, with internal and workfield_ID', async () => {
    const defs = await filters();
    const fieldDefs = defs.filter((d) => /^f\d+$/.test(d.name));
    const expected = sim.data.propertyFields.filter(
      (f) => f.company_ID === 1 && f.filterable && (!f.internal || f.publiclyVisible),
    );
    expect(fieldDefs.map((d) => d.name).sort()).toEqual(expected.map((f) => `f${f.field_ID}`).sort());
    for (const d of fieldDefs) {
      const f = expected.find((x) => `f${x.field_ID}` === d.name);
      expect(d.internal).toBe(f?.internal ? 1 : 0);
      expect(d.workfield_ID).toBe(f?.workfield_ID);
      expect(d.label).toBe(f?.title.de);
    }
    for (const d of defs.filter((x) => !/^f\d+$/.test(x.name))) {
      expect(d.internal).toBeUndefined();
      expect(d.workfield_ID).toBeUndefined();
    }
  });

  it('use the documented vocabularies and order options as sortmode says', async () => {
    for (const d of await filters()) {
      expect(['hitcountdesc', 'predefined']).toContain(d.sortmode);
      expect(['multiselect-checkboxes', 'radiobuttons']).toContain(d.formtype);
      expect([1, 2]).toContain(d.opened);
      if (d.sortmode === 'hitcountdesc') {
        const counts = d.options.map((o) => o.c ?? 0);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
      for (const o of d.options)
        expect(Object.keys(o).every((k) => ['v', 'd', 'c', 'min', 'max'].includes(k))).toBe(true);
    }
    const since = (await filters()).find((d) => d.name === 'sinceyear');
    for (const o of since?.options ?? []) {
      expect(o.min).toBe(o.v);
      expect(o.max).toBe(Number(sim.data.meta.today.slice(0, 4)));
    }
  });

  it('omit zero-hit options unless getunusedoptions', async () => {
    const leaf = sim.data.branches.find((b) => b.company_ID === 1 && b.rgt === b.lft + 1);
    const used = await filters({ branch_ID: leaf?.branch_ID });
    const withUnused = await filters({ branch_ID: leaf?.branch_ID, getunusedoptions: 1 });
    for (const d of used) expect(d.options.every((o) => (o.c ?? 0) > 0)).toBe(true);
    const zero = withUnused.flatMap((d) => d.options.filter((o) => o.c === 0));
    expect(zero.length).toBeGreaterThan(0);
    const mediatype = withUnused.find((d) => d.name === 'mediatype');
    expect(mediatype?.options).toHaveLength(9);
  });

  it('localize labels and option texts', async () => {
    const de = await filters({ lang_ID: 2 });
    const en = await filters({ lang_ID: 1 });
    expect(de.map((d) => d.name)).toEqual(en.map((d) => d.name));
    const wfDe = de.find((d) => d.name === 'workfield_ID');
    const wfEn = en.find((d) => d.name === 'workfield_ID');
    expect(wfDe?.label).not.toBe(wfEn?.label);
    const names = new Map(sim.data.workfields.map((w) => [w.workfield_ID, w.name]));
    for (const o of wfEn?.options ?? []) expect(o.d).toBe(names.get(Number(o.v))?.en);
  });

  it('accepts usecache without changing the answer', async () => {
    const a = await api(sim.url, '/references/filters', {});
    const b = await api(sim.url, '/references/filters', { usecache: true });
    expect(b.text).toBe(a.text);
  });
});
