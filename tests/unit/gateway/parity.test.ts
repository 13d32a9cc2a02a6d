/**
 * One store, one truth: the gateway against the REST API of the same simulator, generated from the
 * data: search (IDs, order, total; both languages; filters), detail values, list totals, branch tree.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../simulator/helpers.ts';
import { isDelivered, useSimulator } from '../simulator/useSimulator.ts';
import { FULL, structured } from './helpers.ts';

const sim = useSimulator({ references: 100, seed: 5, mcpRateLimit: 100_000 });
const gw = () => `http://127.0.0.1:${sim.port}/mcp/v1`;
const LANG_ID = { de: 2, en: 1 } as const;
type Lang = 'de' | 'en';

/** Every ID REST search returns, in order, and its total. */
async function restSearch(lang: Lang, q: Record<string, string | number>) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const a = await api(sim.url, '/references/search', { lang_ID: LANG_ID[lang], records: 100, page, ...q });
    if (a.status === 204) break;
    const body = a.json<{ total: number; references: { reference_ID: number }[] }>();
    total = body.total;
    ids.push(...body.references.map((r) => r.reference_ID));
    if (ids.length >= total) break;
  }
  return { ids, total };
}

async function gatewaySearch(lang: Lang, args: Record<string, unknown>) {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const s = await structured<{ total: number; results: { reference_ID: number }[] }>(
      gw(),
      FULL,
      'search_references',
      {
        lang,
        limit: 50,
        page,
        ...args,
      },
    );
    total = s.total;
    ids.push(...s.results.map((r) => r.reference_ID));
    if (s.results.length === 0 || ids.length >= total) break;
  }
  return { ids, total };
}

/** Query words from the data: the first and last word of some titles in that language. */
function queries(lang: Lang): string[] {
  const titles = sim.data.references.flatMap((r) =>
    isDelivered(r, lang) ? [r.texts[lang]?.projecttitle ?? ''] : [],
  );
  const words = titles.slice(0, 6).flatMap((t) =>
    t
      .split(/[\s,]+/)
      .filter((w) => w.length > 3)
      .slice(0, 1),
  );
  return [
    ...new Set([
      ...words,
      `"${titles[0]
        ?.split(/[\s,]+/)
        .slice(0, 2)
        .join(' ')}"`,
      `${words[0]} OR ${words[1]}`,
    ]),
  ];
}

describe('gateway parity with the REST API', () => {
  it.each(['de', 'en'] as const)(
    'search_references returns the IDs, order and total of /references/search (%s)',
    async (lang) => {
      const qs = queries(lang);
      expect(qs.length).toBeGreaterThan(3);
      let nonEmpty = 0;
      for (const query of qs) {
        const rest = await restSearch(lang, { query });
        const gate = await gatewaySearch(lang, { query });
        expect(gate, query).toEqual(rest);
        if (rest.total > 0) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThan(2);
    },
  );

  it('search filters (branch with sub-branches, city, ongoing) and sorts match REST', async () => {
    const top = sim.data.branches.filter((b) => b.company_ID === 1 && b.depth === 1);
    const city = sim.data.references.find((r) => isDelivered(r, 'de'))?.texts.de?.city ?? '';
    const cases: [Record<string, string | number>, Record<string, unknown>][] = [
      ...top
        .slice(0, 3)
        .map((b): [Record<string, string | number>, Record<string, unknown>] => [
          { branch_ID: b.branch_ID },
          { branch_ID: b.branch_ID },
        ]),
      [{ city }, { city }],
      [{ selection: 'ongoing' }, { ongoing: true }],
      [{ orderby: 'datefrom desc' }, { sort: 'datefrom desc' }],
      [
        { orderby: 'projecttitle', query: queries('de')[0] ?? '' },
        { sort: 'projecttitle', query: queries('de')[0] },
      ],
    ];
    for (const lang of ['de', 'en'] as const)
      for (const [restQ, args] of cases) {
        const rest = await restSearch(lang, restQ);
        expect(await gatewaySearch(lang, args), JSON.stringify(args)).toEqual(rest);
      }
  });

  it('get_reference carries the values of the REST detail', async () => {
    for (const lang of ['de', 'en'] as const) {
      const refs = sim.data.references.filter((r) => isDelivered(r, lang)).slice(0, 8);
      for (const r of refs) {
        const rest = (
          await api(sim.url, '/references/referenceproject', {
            reference_ID: r.reference_ID,
            lang_ID: LANG_ID[lang],
          })
        ).json<Record<string, unknown>>();
        const g = await structured(gw(), FULL, 'get_reference', { reference_ID: r.reference_ID, lang });
        expect(g.title).toBe(rest.projecttitle);
        expect(g.subtitle ?? '').toBe(rest.subtitle);
        expect(g.description ?? '').toBe(rest.description);
        expect(g.city ?? '').toBe(rest.city);
        expect(g.country ?? '').toBe(rest.country);
        expect((g.period as { text: string }).text).toBe(rest.date);
        expect(g.detail_url).toBe(rest.referencedetailpagelink);
        expect(g.branches ?? []).toEqual(
          (rest.branches as { branch_ID: number; branchname: string }[]).map((b) => ({
            branch_ID: b.branch_ID,
            branchname: b.branchname,
          })),
        );
        expect(g.referencegroups ?? []).toEqual(
          (rest.referencegroups as { group_ID: number; group: string }[]).map((x) => ({
            referencegroup_ID: x.group_ID,
            groupname: x.group,
          })),
        );
        expect(g.confirmed ?? false).toBe(rest.isconfirmed);
        expect((g.gallery as unknown[] | undefined)?.length ?? 0).toBe(
          (rest.galleryimages as unknown[]).length,
        );
      }
    }
  });

  it('get_reference counts an API-channel view like /references/referenceproject', async () => {
    const id = sim.data.references.find((r) => isDelivered(r, 'de'))?.reference_ID ?? 0;
    const views = async () =>
      ((await (await fetch(`http://127.0.0.1:${sim.port}/__simulator/stats`)).json()).views[String(id)] ??
        0) as number;
    const before = await views();
    await structured(gw(), FULL, 'get_reference', { reference_ID: id });
    await api(sim.url, '/references/referenceproject', { reference_ID: id });
    expect(await views()).toBe(before + 2);
    // Today's statistics hold exactly this run's views.
    const today = new Date().toISOString().slice(0, 10);
    const stats = await structured<{ total: number }>(gw(), FULL, 'get_statistics', {
      selector: 'total',
      from: today,
      to: today,
    });
    const all = (await (await fetch(`http://127.0.0.1:${sim.port}/__simulator/stats`)).json())
      .views as Record<string, number>;
    expect(stats.total).toBe(Object.values(all).reduce((a, b) => a + b, 0));
  });

  it('list_references totals match REST lists (all, ongoing, branch sub-trees) in both languages', async () => {
    const count = async (q: Record<string, string | number>) => {
      const a = await api(sim.url, '/references/referenceprojects', { mode: 'countonly', ...q });
      return a.status === 204 ? 0 : Number(a.text);
    };
    for (const lang of ['de', 'en'] as const) {
      const total = async (args: Record<string, unknown>) =>
        (await structured<{ total: number }>(gw(), FULL, 'list_references', { lang, ...args })).total;
      expect(await total({})).toBe(await count({ lang_ID: LANG_ID[lang] }));
      expect(await total({ ongoing: true })).toBe(await count({ lang_ID: LANG_ID[lang], ongoing: 1 }));
      for (const b of sim.data.branches.filter((x) => x.company_ID === 1 && x.depth === 1))
        expect(await total({ branch_ID: b.branch_ID })).toBe(
          await count({ lang_ID: LANG_ID[lang], branch_lft: b.lft, branch_rgt: b.rgt }),
        );
    }
    const rest = (
      await api(sim.url, '/references/referenceprojects', { orderby: 'datefrom desc', records: 10 })
    ).json<{ reference_ID: number }[]>();
    const g = await structured<{ results: { reference_ID: number }[] }>(gw(), FULL, 'list_references', {});
    expect(g.results.map((r) => r.reference_ID)).toEqual(rest.map((r) => r.reference_ID));
  });

  it('list_branches walks the same tree as /branches/branches', async () => {
    for (const lang of ['de', 'en'] as const) {
      const rest = (await api(sim.url, '/branches/branches', { lang_ID: LANG_ID[lang] })).json<
        { branch_ID: number; branchname: string; lft: number; rgt: number }[]
      >();
      const walked: { branch_ID: number; name: string; parent_ID: number | null }[] = [];
      const walk = async (parent?: number) => {
        const s = await structured<{ branches: typeof walked }>(gw(), FULL, 'list_branches', {
          lang,
          ...(parent === undefined ? {} : { parent_ID: parent }),
        });
        for (const b of s.branches) {
          walked.push(b);
          await walk(b.branch_ID);
        }
      };
      await walk();
      // Depth-first over sibling order is the nested-set (lft) order of REST.
      expect(walked.map((b) => [b.branch_ID, b.name])).toEqual(rest.map((b) => [b.branch_ID, b.branchname]));
      const parentOf = (b: { lft: number; rgt: number }) =>
        rest.filter((p) => p.lft < b.lft && p.rgt > b.rgt).sort((x, y) => y.lft - x.lft)[0]?.branch_ID ??
        null;
      expect(walked.map((b) => b.parent_ID)).toEqual(rest.map(parentOf));
    }
  });
});
