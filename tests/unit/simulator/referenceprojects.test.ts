/** GET /references/referenceprojects (spec §4.1) against the data set it is built from. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimReference } from '../../../simulator/data/model.ts';
import { CountSchema, IdRowSchema, ListItemSchema, OptionRowSchema } from '../../../src/catalog/schemas.ts';
import { allIds, api, expectSchema, fetchRaw, OTHER_KEY, type Query } from './helpers.ts';
import { isDelivered, useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 150, seed: 8 });
/** Company 1's references delivered in German (the demo key's default). */
let delivered: SimReference[];

beforeAll(() => {
  delivered = sim.data.references.filter((r) => isDelivered(r, 'de'));
});

type Item = { reference_ID: number; [k: string]: unknown };
const list = async (query: Query): Promise<Item[]> => {
  const a = await api(sim.url, '/references/referenceprojects', { records: 0, ...query });
  if (a.status === 204) return [];
  expect(a.status).toBe(200);
  return a.json<Item[]>();
};
const ids = async (query: Query) => (await list({ mode: 'IDonly', ...query })).map((r) => r.reference_ID);
const expected = (pred: (r: SimReference) => boolean) =>
  delivered
    .filter(pred)
    .sort((a, b) => a.sortorder - b.sortorder)
    .map((r) => r.reference_ID);

describe('modes', () => {
  it('paging (default) and full deliver valid list items, 10 per page by default', async () => {
    const def = await api(sim.url, '/references/referenceprojects');
    const paging = await api(sim.url, '/references/referenceprojects', { mode: 'paging' });
    const full = await api(sim.url, '/references/referenceprojects', { mode: 'full' });
    expect(paging.text).toBe(def.text);
    expect(full.text).toBe(def.text);
    const items = def.json<unknown[]>();
    expect(items).toHaveLength(10);
    for (const item of items) expectSchema(ListItemSchema, item);
    expect(items.map((i) => (i as Item).reference_ID)).toEqual(expected(() => true).slice(0, 10));
  });

  it('IDonly, optionsonly and countonly have their own shapes', async () => {
    const idRows = await list({ mode: 'IDonly' });
    for (const r of idRows) {
      expectSchema(IdRowSchema, r);
      expect(Object.keys(r)).toEqual(['reference_ID']);
    }
    const options = await list({ mode: 'optionsonly' });
    for (const r of options) {
      expectSchema(OptionRowSchema, r);
      expect(Object.keys(r)).toEqual(['reference_ID', 'projecttitle']);
      expect(r.projecttitle).toBe(
        sim.data.references.find((x) => x.reference_ID === r.reference_ID)?.texts.de?.projecttitle,
      );
    }
    const count = await api(sim.url, '/references/referenceprojects', { mode: 'countonly' });
    expect(count.text).toMatch(/^\d+$/);
    expect(expectSchema(CountSchema, count.json())).toBe(delivered.length);
    expect(idRows.map((r) => r.reference_ID)).toEqual(expected(() => true));
  });

  it('treats an unknown mode as paging', async () => {
    const a = await api(sim.url, '/references/referenceprojects', { mode: 'whatever' });
    expect(a.text).toBe((await api(sim.url, '/references/referenceprojects')).text);
  });
});

describe('paging', () => {
  it('records=0 returns everything; pages of any size concatenate to the same list', async () => {
    const all = await ids({});
    expect(all).toHaveLength(delivered.length);
    const pages: number[] = [];
    for (let page = 1; ; page++) {
      const a = await api(sim.url, '/references/referenceprojects', { mode: 'IDonly', records: 7, page });
      if (a.status === 204) break;
      const rows = a.json<Item[]>();
      expect(rows.length).toBeLessThanOrEqual(7);
      pages.push(...rows.map((r) => r.reference_ID));
    }
    expect(pages).toEqual(all);
  });

  it('falls back to 10 records and page 1 for malformed values', async () => {
    const first10 = (await ids({})).slice(0, 10);
    for (const q of [{ records: -5 }, { records: 'x' }, { page: 0 }, { page: 'abc' }, { page: -2 }]) {
      const a = await api(sim.url, '/references/referenceprojects', { mode: 'IDonly', ...q });
      expect(a.json<Item[]>().map((r) => r.reference_ID)).toEqual(first10);
    }
  });
});

describe('filters', () => {
  it('idList fetches exactly those IDs in the given order, bypassing other filters', async () => {
    const unconfirmed = delivered.filter((r) => !r.iscountersigned).map((r) => r.reference_ID);
    const wanted = [unconfirmed[3], unconfirmed[0], unconfirmed[2]] as number[];
    expect(await ids({ idList: wanted.join(','), confirmed: true, branch_ID: 999_999 })).toEqual(wanted);
    // Undelivered (unpublished, unknown) IDs are skipped silently.
    const unpublished = sim.data.references.find((r) => r.company_ID === 1 && !r.published)?.reference_ID;
    expect(await ids({ idList: `${wanted[0]},${unpublished},424242` })).toEqual([wanted[0]]);
    // An explicit orderby still applies.
    expect(await ids({ idList: wanted.join(','), orderby: 'reference_ID' })).toEqual(
      [...wanted].sort((a, b) => a - b),
    );
  });

  it('branch_ID matches the listed branches exactly (no sub-branches)', async () => {
    const top = sim.data.branches.find((b) => b.company_ID === 1 && b.depth === 1);
    const leaves = sim.data.branches.filter((b) => b.company_ID === 1 && b.rgt === b.lft + 1).slice(0, 2);
    const list2 = leaves.map((b) => b.branch_ID);
    expect(await ids({ branch_ID: list2.join(',') })).toEqual(
      expected((r) => r.branch_IDs.some((id) => list2.includes(id))),
    );
    expect(await ids({ branch_ID: top?.branch_ID })).toEqual(
      expected((r) => r.branch_IDs.includes(top?.branch_ID ?? -1)),
    );
  });

  it('branch_lft + branch_rgt include the whole sub-tree; one alone is ignored', async () => {
    const top = sim.data.branches.find((b) => b.company_ID === 1 && b.depth === 1 && b.rgt - b.lft > 4);
    if (!top) throw new Error('no branch with sub-branches');
    const inside = sim.data.branches
      .filter((b) => b.company_ID === 1 && b.lft >= top.lft && b.rgt <= top.rgt)
      .map((b) => b.branch_ID);
    const got = await ids({ branch_lft: top.lft, branch_rgt: top.rgt });
    expect(got).toEqual(expected((r) => r.branch_IDs.some((id) => inside.includes(id))));
    expect(got.length).toBeGreaterThan((await ids({ branch_ID: top.branch_ID })).length);
    expect(await ids({ branch_lft: top.lft })).toHaveLength(delivered.length);
  });

  it('referencegroup_ID and workfield_ID take one ID or a list', async () => {
    const groups = sim.data.groups.filter((g) => g.company_ID === 1).map((g) => g.group_ID);
    const g2 = groups.slice(0, 2);
    expect(await ids({ referencegroup_ID: g2.join(',') })).toEqual(
      expected((r) => r.group_IDs.some((id) => g2.includes(id))),
    );
    const wf = sim.data.workfields.filter((w) => w.company_ID === 1).map((w) => w.workfield_ID);
    expect(await ids({ workfield_ID: wf[0] })).toEqual(
      expected((r) => r.workfield_IDs.includes(wf[0] ?? -1)),
    );
    const w2 = wf.slice(1, 3);
    expect(await ids({ workfield_ID: w2.join(',') })).toEqual(
      expected((r) => r.workfield_IDs.some((id) => w2.includes(id))),
    );
  });

  it('combines different filters with AND', async () => {
    const wf = sim.data.workfields.find((w) => w.company_ID === 1)?.workfield_ID ?? -1;
    expect(await ids({ workfield_ID: wf, confirmed: 1, ongoing: 'no' })).toEqual(
      expected((r) => r.workfield_IDs.includes(wf) && r.iscountersigned),
    );
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('confirmed=%s and ongoing=%s restrict only when true', async (v, on) => {
    expect(await ids({ confirmed: v })).toEqual(expected((r) => !on || r.iscountersigned));
    expect(await ids({ ongoing: v })).toEqual(expected((r) => !on || r.ongoing));
  });

  it('withoutreference_ID excludes the listed IDs', async () => {
    const drop = delivered.slice(0, 5).map((r) => r.reference_ID);
    expect(await ids({ withoutreference_ID: drop.join(',') })).toEqual(
      expected((r) => !drop.includes(r.reference_ID)),
    );
  });

  it('markerlist_ID lists the marker list, in its order with markerlistsortorder', async () => {
    const ml = sim.data.markerlists.find((m) => m.company_ID === 1 && m.entries.length > 3);
    if (!ml) throw new Error('no marker list');
    const inList = [...ml.entries]
      .sort((a, b) => a.sortorder - b.sortorder)
      .map((e) => e.reference_ID)
      .filter((id) => delivered.some((r) => r.reference_ID === id));
    expect(await ids({ markerlist_ID: ml.markerlist_ID, orderby: 'markerlistsortorder' })).toEqual(inList);
    expect((await ids({ markerlist_ID: ml.markerlist_ID })).sort()).toEqual([...inList].sort());
    const other = await api(sim.url, '/references/referenceprojects', {
      apiKey: OTHER_KEY,
      markerlist_ID: ml.markerlist_ID,
    });
    expect(other.status).toBe(401);
  });
});

describe('item content', () => {
  it('adds client objects by display type only with getclientdetails', async () => {
    const plain = await list({});
    expect(plain.every((i) => !('client' in i))).toBe(true);
    const items = await list({ getclientdetails: 'true' });
    let anonymized = 0;
    for (const item of items) {
      const ref = delivered.find((r) => r.reference_ID === item.reference_ID);
      const client = sim.data.clients.find((c) => c.client_ID === ref?.client_IDs[0]);
      const got = item.client as Record<string, string> | undefined;
      if (!client) {
        expect(got).toBeUndefined();
        continue;
      }
      expect(got?.displayedname).toBe(client.displayedname.de);
      if (client.displaytype === 'anonymized') {
        anonymized++;
        expect(Object.keys(got ?? {})).toEqual(['displayedname']);
      } else {
        expect(got?.displayedclientname).toBe(client.clientname);
        expect('contact_name' in (got ?? {})).toBe(client.contactReleased && client.contact !== null);
      }
    }
    expect(anonymized).toBeGreaterThan(0);
  });

  it('adds dateupdated and updated_by only with getadmininfo', async () => {
    const plain = await list({ records: 5 });
    expect(plain.every((i) => !('dateupdated' in i) && !('updated_by' in i))).toBe(true);
    for (const item of await list({ getadmininfo: 1 })) {
      const ref = delivered.find((r) => r.reference_ID === item.reference_ID);
      expect(item.dateupdated).toBe(ref?.dateupdated);
      expect(item.updated_by).toBe(ref?.updated_by);
    }
  });

  it('picks the thumbnail size by format (list smaller than tiles), served as real JPEG', async () => {
    const [asList] = (await list({ records: 1, format: 'list' })) as unknown as { thumbnail: string }[];
    const [asTiles] = (await list({ records: 1, format: 'tiles' })) as unknown as { thumbnail: string }[];
    expect(asList?.thumbnail).not.toBe(asTiles?.thumbnail);
    const widths: number[] = [];
    for (const url of [asList?.thumbnail, asTiles?.thumbnail]) {
      expect(url?.startsWith(`http://127.0.0.1:${sim.port}/media/`)).toBe(true);
      const img = await fetchRaw(url ?? '');
      expect(img.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(img.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      widths.push(meta.width ?? 0);
    }
    expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    // Default is the list size.
    expect(((await list({ records: 1 })) as unknown as { thumbnail: string }[])[0]?.thumbnail).toBe(
      asList?.thumbnail,
    );
  });
});

describe('orderby', () => {
  const byId = (a: SimReference, b: SimReference) => a.reference_ID - b.reference_ID;
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = (f: (a: SimReference, b: SimReference) => number) =>
    [...delivered].sort(f).map((r) => r.reference_ID);
  const until = (r: SimReference) => r.dateuntil ?? '9999-12-31';
  const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  const title = (r: SimReference) => r.texts.de?.projecttitle ?? '';

  it.each<[string, (a: SimReference, b: SimReference) => number]>([
    ['reference_ID', byId],
    ['none', byId],
    ['datefrom', (a, b) => cmp(a.datefrom, b.datefrom) || byId(a, b)],
    ['dateuntil', (a, b) => cmp(until(a), until(b)) || byId(a, b)],
    ['projecttitle', (a, b) => collator.compare(title(a), title(b)) || byId(a, b)],
    ['sortorder', (a, b) => a.sortorder - b.sortorder || byId(a, b)],
    [
      'countersignrequested',
      (a, b) => cmp(b.countersignrequested ?? '', a.countersignrequested ?? '') || byId(a, b),
    ],
  ])('orderby=%s (and its desc variant)', async (order, f) => {
    expect(await ids({ orderby: order })).toEqual(sorted(f));
    if (order !== 'none' && order !== 'sortorder' && order !== 'countersignrequested')
      expect(await ids({ orderby: `${order} desc` })).toEqual(sorted(f).reverse());
  });

  it('falls back to sortorder for unknown values', async () => {
    expect(await ids({ orderby: 'colour' })).toEqual(expected(() => true));
    expect(await ids({ orderby: 'projecttitle; drop table' })).toEqual(expected(() => true));
  });

  it('random is a permutation that changes between calls', async () => {
    const a = await ids({ orderby: 'random' });
    const b = await ids({ orderby: 'random' });
    expect([...a].sort()).toEqual([...expected(() => true)].sort());
    expect(a).not.toEqual(expected(() => true));
    expect(a).not.toEqual(b);
  });

  it('lastviewdate puts the most recently viewed references (detail calls) first', async () => {
    const [x, y] = [delivered[10]?.reference_ID, delivered[20]?.reference_ID];
    for (const id of [x, y])
      expect((await api(sim.url, '/references/referenceproject', { reference_ID: id })).status).toBe(200);
    const order = await ids({ orderby: 'lastviewdate' });
    expect(order.slice(0, 2)).toEqual([y, x]);
    await api(sim.url, '/references/referenceproject', { reference_ID: x });
    expect((await ids({ orderby: 'lastviewdate' })).slice(0, 2)).toEqual([x, y]);
    // Never-viewed references come last.
    const never = delivered.filter(
      (r) => r.lastviewdate === null && r.reference_ID !== x && r.reference_ID !== y,
    );
    expect(new Set(order.slice(order.length - never.length))).toEqual(
      new Set(never.map((r) => r.reference_ID)),
    );
  });
});

it('never lists another company’s references, whatever the filters', async () => {
  const theirs = await allIds(sim.url, { apiKey: OTHER_KEY });
  const mine = await ids({ orderby: 'random' });
  expect(mine.some((id) => theirs.includes(id))).toBe(false);
});
