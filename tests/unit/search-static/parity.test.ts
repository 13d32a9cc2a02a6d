/**
 * Parity of the static search with the API: an index built from the simulator's data (as the site
 * build does) must return, for a generated query set with and without facet selections, exactly
 * the reference_IDs of the simulator's GET /references/search, in its relevance order; and every
 * facet count must equal the total the API gives for that option added to the selection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import {
  type CatalogClient,
  createCatalogClient,
  type Lang,
  type SearchParams,
} from '../../../src/catalog/index.ts';
import { definitionMembers, SEARCH_ORDERS } from '../../../src/loaders/facetMembers.ts';
import { type BuiltIndex, buildIndex } from '../../../src/search/static/buildIndex.ts';
import { BRANCH_FACET, type IndexSource } from '../../../src/search/static/indexSource.ts';
import { branchMembers } from '../../../src/site/data/branches.ts';
import { freshClient, serve } from './helpers.ts';
import { generateQueries } from './queryGen.ts';

let sim: SimulatorHandle;
let client: CatalogClient;
const built = new Map<Lang, { index: BuiltIndex; source: IndexSource }>();

async function sourceOf(lang: Lang): Promise<IndexSource> {
  const ids = await client.listReferenceIds(lang);
  const details = await Promise.all(ids.map((id) => client.getReference(lang, { id })));
  const definitions = await client.getFilters(lang, { unusedOptions: false });
  const facets = await Promise.all(
    definitions.map(async (d) => ({
      name: d.name,
      options: await definitionMembers(client, lang, d, () => {}),
    })),
  );
  const orders = Object.fromEntries(
    await Promise.all(
      SEARCH_ORDERS.map(async (o) => [o, await client.searchAllIds(lang, { orderby: o })] as const),
    ),
  );
  const refs = details.flatMap((d) => (d ? [d] : []));
  const tree = await client.getBranches(lang);
  const members = branchMembers(tree, refs, (d) => (d.branches ?? []).map((b) => b.branch_ID));
  return {
    lang,
    refs: refs.map((d) => ({ id: d.reference_ID, doc: d })),
    facets: [
      ...facets,
      {
        name: BRANCH_FACET,
        options: tree.map((b) => ({
          v: b.branch_ID,
          ids: (members.get(b.branch_ID) ?? []).map((d) => d.reference_ID),
        })),
      },
    ],
    orders,
  };
}

beforeAll(async () => {
  sim = await startSimulator();
  client = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key', concurrency: 8 });
  for (const lang of ['de', 'en'] as const) {
    const source = await sourceOf(lang);
    built.set(lang, { index: buildIndex(source), source });
  }
});
afterAll(() => sim?.close());

/** The API parameters of a facet selection (branch_ID and selection are top-level, the rest filters). */
function apiParams(query: string, selection: ReadonlyMap<string, readonly string[]>): SearchParams {
  const params: SearchParams & { filters: Record<string, string> } = {
    query,
    orderby: 'relevance',
    filters: {},
  };
  for (const [name, values] of selection) {
    if (name === BRANCH_FACET) params.branch_ID = values.join(',');
    else if (name === 'selection') params.selection = values[0] as NonNullable<SearchParams['selection']>;
    else params.filters[name] = values.join(',');
  }
  return params;
}

const named = (facets: { names: string[]; values: string[][] }, counts: number[][]) =>
  new Map(
    facets.names.map((name, f) => [name, new Map(facets.values[f]?.map((v, o) => [v, counts[f]?.[o] ?? 0]))]),
  );

async function staticSearch(lang: Lang) {
  const { index } = built.get(lang) as { index: BuiltIndex };
  const c = await freshClient();
  const files = serve(index, c.gunzip);
  const engine = new c.StaticSearch(files);
  const ids = await engine.ids();
  const facets = c.readFacets(await files.file('facets.bin'), index.manifest.facets);
  const n = index.manifest.docs;
  return {
    files,
    facets,
    /** reference_IDs in ranking order, and counts[name][value], as the search page computes them. */
    async run(query: string, selection: ReadonlyMap<string, readonly string[]>) {
      const result = await c.searchResults(
        {
          manifest: index.manifest,
          engine,
          facets: async () => facets,
          order: async (file) => {
            const r = new c.ByteReader(await files.file(file));
            return Int32Array.from({ length: r.uint() }, () => r.uint());
          },
        },
        { q: query, filters: selection, sort: 'relevance' },
      );
      // Without query and selection the page shows the API's counts; the index must agree with them.
      const counts = result.counts() ?? named(facets, c.applyFacets(facets, n, null, new Map()).counts());
      return { ids: Array.from(result.docs, (d) => ids[d] as number), counts };
    },
  };
}

/** A few facet selections drawn from the data: single options, two of one facet (OR), two facets (AND). */
function selections(source: IndexSource, seed: number): Map<string, string[]>[] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const facets = source.facets.filter((f) => f.options.length > 0);
  const option = (f: (typeof facets)[number]) => String(f.options[Math.floor(next() * f.options.length)]?.v);
  const out: Map<string, string[]>[] = [];
  for (let i = 0; i < 24; i++) {
    const a = facets[Math.floor(next() * facets.length)] as (typeof facets)[number];
    const b = facets[Math.floor(next() * facets.length)] as (typeof facets)[number];
    const selection = new Map<string, string[]>([[a.name, [option(a)]]]);
    if (i % 3 === 1 && a.name !== 'selection' && a.name !== 'sinceyear')
      selection.get(a.name)?.push(option(a));
    if (i % 3 === 2 && b.name !== a.name) selection.set(b.name, [option(b)]);
    out.push(new Map([...selection].map(([k, v]) => [k, [...new Set(v)]])));
  }
  return out;
}

describe.each(['de', 'en'] as const)('static search = /references/search (%s)', (lang) => {
  it('returns the same references in the same order for every generated query', async () => {
    const { source } = built.get(lang) as { source: IndexSource };
    const search = await staticSearch(lang);
    const queries = generateQueries(
      source.refs.map((r) => r.doc),
      lang === 'de' ? 11 : 12,
    );
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const mismatches: string[] = [];
    for (const query of queries) {
      const [mine, api] = await Promise.all([
        search.run(query, new Map()),
        client.searchAllIds(lang, { query, orderby: 'relevance' }),
      ]);
      if (JSON.stringify(mine.ids) !== JSON.stringify(api)) {
        mismatches.push(
          `${JSON.stringify(query)}: static ${mine.ids.length} [${mine.ids.slice(0, 5)}…], API ${api.length} [${api.slice(0, 5)}…]`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('returns the same references with facet selections (OR within a facet, AND across)', async () => {
    const { source } = built.get(lang) as { source: IndexSource };
    const search = await staticSearch(lang);
    const queries = [
      '',
      ...generateQueries(
        source.refs.map((r) => r.doc),
        5,
        30,
      ).slice(0, 12),
    ];
    const mismatches: string[] = [];
    for (const [i, selection] of selections(source, lang === 'de' ? 3 : 4).entries()) {
      const query = queries[i % queries.length] as string;
      const [mine, api] = await Promise.all([
        search.run(query, selection),
        client.searchAllIds(lang, apiParams(query, selection)),
      ]);
      if (JSON.stringify(mine.ids) !== JSON.stringify(api)) {
        mismatches.push(
          `${JSON.stringify(query)} ${JSON.stringify([...selection])}: static ${mine.ids.length}, API ${api.length}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("without query or selection every option's count is the API's c (branches: referencecount)", async () => {
    const search = await staticSearch(lang);
    const { counts } = await search.run('', new Map());
    const expected = new Map<string, Map<string, number>>();
    for (const d of await client.getFilters(lang, { unusedOptions: false })) {
      expected.set(d.name, new Map(d.options.map((o) => [String(o.v), o.c ?? -1])));
    }
    expected.set(
      BRANCH_FACET,
      new Map((await client.getBranches(lang)).map((b) => [String(b.branch_ID), b.referencecount])),
    );
    expect(counts).toEqual(expected);
  });

  it('counts each option as the API totals that option added to the other facets’ selection', async () => {
    const { source } = built.get(lang) as { source: IndexSource };
    const search = await staticSearch(lang);
    const query =
      generateQueries(
        source.refs.map((r) => r.doc),
        9,
        20,
      ).find((q) => /^\p{L}{4,}$/u.test(q)) ?? '';
    const firstCity = source.facets.find((f) => f.name === 'city')?.options[0]?.v;
    const selection = new Map([
      ['workfield_ID', [String(source.facets.find((f) => f.name === 'workfield_ID')?.options[0]?.v)]],
      ['city', [String(firstCity)]],
    ]);
    const { counts } = await search.run(query, selection);
    const problems: string[] = [];
    for (const [name, values] of counts) {
      for (const [value, count] of values) {
        // The hits of the query and of every other facet's selection that belong to this option.
        const scope = new Map([...selection].filter(([k]) => k !== name));
        scope.set(name, [value]);
        const api = await client.searchAllIds(lang, apiParams(query, scope));
        if (api.length !== count) problems.push(`${name}=${value}: static ${count}, API ${api.length}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
