/** GET /references/search (spec §4.3) */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimReference } from '../../../simulator/data/model.ts';
import { SearchResponseSchema } from '../../../src/catalog/schemas.ts';
import {
  buildSearchDoc,
  type SearchableReference,
  type SearchDoc,
  searchDocs,
} from '../../../src/search/index.ts';
import { allIds, api, expectSchema, KEY_EN, type Query } from './helpers.ts';
import { isDelivered, useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 160, seed: 21 });
let delivered: SimReference[];
/** SearchDocs built from the served German details, as the search core expects. */
let docs: SearchDoc[];

beforeAll(async () => {
  delivered = sim.data.references.filter((r) => isDelivered(r, 'de'));
  docs = [];
  for (const id of await allIds(sim.url)) {
    const d = await api(sim.url, '/references/referenceproject', { reference_ID: id });
    docs.push(buildSearchDoc(d.json<SearchableReference>()));
  }
});

type Result = { total: number; page: number; references: { reference_ID: number }[]; aggregations?: unknown };
const search = async (query: Query): Promise<Result | null> => {
  const a = await api(sim.url, '/references/search', query);
  if (a.status === 204) {
    expect(a.text).toBe('');
    return null;
  }
  expect(a.status).toBe(200);
  return expectSchema(SearchResponseSchema, a.json()) as Result;
};
/** All hit IDs in answer order, across pages of 100. */
const hitIds = async (query: Query): Promise<number[]> => {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const r = await search({ ...query, records: 100, page });
    if (!r || r.references.length === 0) return out;
    out.push(...r.references.map((x) => x.reference_ID));
    if (out.length >= r.total) return out;
  }
};
const bySortorder = (refs: SimReference[]) =>
  [...refs]
    .sort((a, b) => a.sortorder - b.sortorder || a.reference_ID - b.reference_ID)
    .map((r) => r.reference_ID);

describe('free text (src/search over the served details)', () => {
  it.each([
    'Schule',
    'schul',
    'Brücke',
    '"Neubau Grundschule"',
    'Sanierung -Schule',
    'Schule OR Kita',
    '+Hannover Straße',
    'Hoch*',
    'kassel brücke',
  ])('query %j finds exactly what the search core finds, in its order', async (q) => {
    const expected = searchDocs(q, docs).map((h) => h.id);
    expect(expected.length).toBeGreaterThan(0);
    const got = await hitIds({ query: q });
    expect(got).toEqual(expected);
  });

  it('finds a term inside longer words, whole words first', async () => {
    const inside = await hitIds({ query: 'schule' });
    expect(inside.length).toBeGreaterThan(0);
    const titles = inside.map(
      (id) => delivered.find((r) => r.reference_ID === id)?.texts.de?.projecttitle ?? '',
    );
    expect(titles.some((t) => /\w+schule/i.test(t))).toBe(true);
  });

  it('answers 204 when the query matches nothing', async () => {
    expect(await search({ query: 'qqqxxxzzz' })).toBeNull();
  });
});

describe('filters', () => {
  it('branch_ID includes sub-branches; a list is the union', async () => {
    const top = sim.data.branches.filter((b) => b.company_ID === 1 && b.depth === 1);
    const subtree = (b: (typeof top)[number]) =>
      sim.data.branches
        .filter((x) => x.company_ID === 1 && x.lft >= b.lft && x.rgt <= b.rgt)
        .map((x) => x.branch_ID);
    const a = top[0] as (typeof top)[number];
    const b = top[1] as (typeof top)[number];
    expect(await hitIds({ branch_ID: a.branch_ID })).toEqual(
      bySortorder(delivered.filter((r) => r.branch_IDs.some((id) => subtree(a).includes(id)))),
    );
    const both = [...subtree(a), ...subtree(b)];
    expect(await hitIds({ branch_ID: `${a.branch_ID},${b.branch_ID}` })).toEqual(
      bySortorder(delivered.filter((r) => r.branch_IDs.some((id) => both.includes(id)))),
    );
  });

  it.each<[string, (r: SimReference) => boolean]>([
    ['all', () => true],
    ['confirmed', (r) => r.iscountersigned],
    ['ongoing', (r) => r.ongoing],
    ['nonsense', () => true],
  ])('selection=%s', async (selection, pred) => {
    expect(await hitIds({ selection })).toEqual(bySortorder(delivered.filter(pred)));
  });

  it('ORs the values of one parameter and ANDs different parameters', async () => {
    const wf = sim.data.workfields.filter((w) => w.company_ID === 1).map((w) => w.workfield_ID);
    const [w1, w2] = wf as [number, number];
    const rt = delivered[0]?.referencetype_ID as number;
    expect(await hitIds({ workfield_ID: `${w1},${w2}` })).toEqual(
      bySortorder(delivered.filter((r) => r.workfield_IDs.includes(w1) || r.workfield_IDs.includes(w2))),
    );
    expect(await hitIds({ workfield_ID: w1, referencetype_ID: rt, selection: 'confirmed' })).toEqual(
      bySortorder(
        delivered.filter(
          (r) => r.workfield_IDs.includes(w1) && r.referencetype_ID === rt && r.iscountersigned,
        ),
      ),
    );
    const city = delivered[0]?.texts.de?.city as string;
    const other = delivered.find((r) => r.texts.de?.city !== city)?.texts.de?.city as string;
    expect(await hitIds({ city: `${city},${other}` })).toEqual(
      bySortorder(delivered.filter((r) => r.texts.de?.city === city || r.texts.de?.city === other)),
    );
  });

  it('sinceyear keeps references finished in or after that year, and ongoing ones', async () => {
    const year = Number(sim.data.meta.today.slice(0, 4)) - 3;
    expect(await hitIds({ sinceyear: year })).toEqual(
      bySortorder(delivered.filter((r) => r.dateuntil === null || Number(r.dateuntil.slice(0, 4)) >= year)),
    );
  });

  it('combines free text with filters', async () => {
    const wf = sim.data.workfields.find((w) => w.company_ID === 1)?.workfield_ID as number;
    const text = new Set(searchDocs('Neubau', docs).map((h) => h.id));
    const got = await hitIds({ query: 'Neubau', workfield_ID: wf });
    expect(new Set(got)).toEqual(
      new Set(
        delivered
          .filter((r) => text.has(r.reference_ID) && r.workfield_IDs.includes(wf))
          .map((r) => r.reference_ID),
      ),
    );
  });
});

describe('paging and order', () => {
  const ALLOWED = [8, 9, 12, 15, 16, 18, 20, 21, 24, 27, 28, 30, 32, 36, 40, 50, 100];

  it.each(ALLOWED)('records=%i is honoured', async (records) => {
    const r = await search({ records });
    expect(r?.references).toHaveLength(Math.min(records, delivered.length));
  });

  it.each(['0', '1', '7', '10', '11', '25', '1000', '-8', 'abc', ''])(
    'records=%j falls back to 10',
    async (records) => {
      const r = await search({ records });
      expect(r?.references).toHaveLength(10);
    },
  );

  it('pages continue each other and report the requested page', async () => {
    const all = await hitIds({});
    const p2 = await search({ records: 12, page: 2 });
    expect(p2?.page).toBe(2);
    expect(p2?.total).toBe(delivered.length);
    expect(p2?.references.map((x) => x.reference_ID)).toEqual(all.slice(12, 24));
    // Past the last page the query still matched: total stays, the page is empty.
    const past = await search({ records: 100, page: 50 });
    expect(past?.total).toBe(delivered.length);
    expect(past?.references).toEqual([]);
  });

  it('orders by relevance by default and for invalid orderby values', async () => {
    const relevance = await hitIds({ query: 'Schule' });
    expect(await hitIds({ query: 'Schule', orderby: 'relevance' })).toEqual(relevance);
    expect(await hitIds({ query: 'Schule', orderby: 'size' })).toEqual(relevance);
    expect(await hitIds({ query: 'Schule', orderby: 'random' })).toEqual(relevance);
    // Without a query, relevance means the manual sort order.
    expect(await hitIds({ orderby: 'bogus' })).toEqual(bySortorder(delivered));
  });

  it.each([
    'reference_ID',
    'reference_ID desc',
    'datefrom',
    'datefrom desc',
    'projecttitle desc',
    'sortorder',
  ])('orderby=%s sorts the hits', async (orderby) => {
    const hits = await hitIds({ query: 'Schule' });
    const ordered = await hitIds({ query: 'Schule', orderby });
    expect([...ordered].sort()).toEqual([...hits].sort());
    const list = await allIds(sim.url, { orderby });
    expect(ordered).toEqual(list.filter((id) => hits.includes(id)));
  });
});

describe('response', () => {
  it('is {total, page, references} with list items; aggregations only on request', async () => {
    const r = await search({
      query: 'Schule',
      getclientdetails: true,
      getadmininfo: true,
      format: 'tiles',
      usecache: true,
    });
    expect(Object.keys(r ?? {})).toEqual(['total', 'page', 'references']);
    const item = r?.references[0] as Record<string, unknown>;
    expect(item.dateupdated).toBeTypeOf('string');
    expect(String(item.thumbnail)).toContain('/tiles/');
  });

  it('returns aggregations over the whole result set, keyed by field, uppercase buckets', async () => {
    const query = { query: 'Neubau', getaggregations: true };
    const r = await search(query);
    const aggs = (r?.aggregations ?? {}) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(aggs)).toEqual(expect.arrayContaining(['workfield_ID', 'sinceyear', 'selection']));
    for (const [name, buckets] of Object.entries(aggs)) {
      expect(buckets.length).toBeGreaterThan(0);
      for (const b of buckets) {
        const keys = Object.keys(b);
        expect(keys.every((k) => k === k.toUpperCase())).toBe(true);
        expect(keys).toEqual(name === 'sinceyear' ? ['V', 'MIN', 'MAX', 'C'] : ['V', 'C']);
        expect(b.C).toBeGreaterThan(0);
        // Each bucket's count is what adding that value as a filter finds.
        const narrowed = await search({ query: 'Neubau', [name]: String(b.V) });
        expect(narrowed?.total, `${name}=${b.V}`).toBe(b.C);
      }
    }
    expect(aggs.selection?.find((b) => b.V === 'all')?.C).toBe(r?.total);
  });

  it('localizes per lang_ID and key default', async () => {
    const en = await search({ apiKey: KEY_EN, records: 8 });
    const enIds = new Set(sim.data.references.filter((x) => isDelivered(x, 'en')).map((x) => x.reference_ID));
    expect(en?.total).toBe(enIds.size);
  });
});
