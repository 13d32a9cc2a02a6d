/** Facet membership comes from the API, option by option, and a disagreement with `c` is reported. */
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient } from '../../../src/catalog/client.ts';
import type { FilterDefinition } from '../../../src/catalog/schemas.ts';
import { createCatalogSource } from '../../../src/loaders/catalogSource.ts';
import { definitionMembers, listFilters, optionParams } from '../../../src/loaders/facetMembers.ts';
import { facetsLoader } from '../../../src/loaders/facetsLoader.ts';
import { referencesLoader } from '../../../src/loaders/referencesLoader.ts';
import { loaderContext, simulatorCatalog } from '../loaders/context.ts';

const DEF: FilterDefinition = {
  name: 'city',
  label: 'Ort',
  sortmode: 'hitcountdesc',
  datatype: 'string',
  formtype: 'multiselect-checkboxes',
  opened: 2,
  options: [
    { v: 'Kassel', d: 'Kassel', c: 2 },
    { v: 'Berlin', d: 'Berlin', c: 3 },
  ],
};

describe('facet membership', () => {
  it('asks search for exactly one option at a time', () => {
    expect(optionParams('city', 'Kassel')).toEqual({ filters: { city: 'Kassel' } });
    expect(optionParams('f12', 7)).toEqual({ filters: { f12: '7' } });
    expect(optionParams('selection', 'confirmed')).toEqual({ selection: 'confirmed' });
  });

  it('keeps the IDs search returns and warns when they do not add up to c', async () => {
    const asked: unknown[] = [];
    const client = {
      async searchAllIds(_lang: string, params: unknown) {
        asked.push(params);
        return JSON.stringify(params).includes('Kassel') ? [9, 4] : [1, 2];
      },
    };
    const warnings: string[] = [];
    const members = await definitionMembers(client as never, 'de', DEF, (w) => warnings.push(w));
    expect(members).toEqual([
      { v: 'Kassel', c: 2, ids: [4, 9] },
      { v: 'Berlin', c: 3, ids: [1, 2] },
    ]);
    expect(asked).toHaveLength(2);
    expect(warnings).toEqual(['facets de: city=Berlin lists c=3 but search returns 2 references']);
  });
});

describe('list endpoint shortcut', () => {
  const WORKFIELD: FilterDefinition = {
    ...DEF,
    name: 'workfield_ID',
    options: [
      { v: 1, d: 'Planung', c: 2 },
      { v: 2, d: 'Bau', c: 1 },
    ],
  };

  it('maps only the options the list endpoint can filter by', () => {
    expect(listFilters('workfield_ID', 3)).toEqual({ workfield_ID: 3 });
    expect(listFilters('selection', 'confirmed')).toEqual({ confirmed: true });
    expect(listFilters('selection', 'ongoing')).toEqual({ ongoing: true });
    expect(listFilters('selection', 'all')).toBeUndefined();
    expect(listFilters('city', 'Kassel')).toBeUndefined();
  });

  it('takes the list answer when it holds exactly c references, else asks search', async () => {
    const searched: unknown[] = [];
    const client = {
      listReferenceIds: async (_lang: string, filters: { workfield_ID?: number }) =>
        filters.workfield_ID === 1 ? [7, 3] : [5, 6],
      searchAllIds: async (_lang: string, params: unknown) => {
        searched.push(params);
        return [5];
      },
    };
    expect(await definitionMembers(client as never, 'de', WORKFIELD, () => {})).toEqual([
      { v: 1, c: 2, ids: [3, 7] },
      { v: 2, c: 1, ids: [5] },
    ]);
    expect(searched).toEqual([{ filters: { workfield_ID: '2' } }]);
  });
});

describe('facetsLoader', () => {
  it('an option holding every reference costs no request', async () => {
    const client = {
      async searchAllIds(): Promise<number[]> {
        throw new Error('no request expected');
      },
    };
    const all = { ...DEF, options: [{ v: 'Kassel', d: 'Kassel', c: 3 }] };
    expect(await definitionMembers(client as never, 'de', all, () => {}, [5, 1, 3])).toEqual([
      { v: 'Kassel', c: 3, ids: [1, 3, 5] },
    ]);
  });

  it('stores members and orders, and reuses them while the catalog is unchanged', async () => {
    const sim = await startSimulator({ references: 30 });
    try {
      const { context, entries, lines: logs } = loaderContext();
      const loader = facetsLoader({ catalog: simulatorCatalog(sim.url), langs: ['de'] });
      await loader.load(context);
      const searches = sim.stats()['/references/search'] ?? 0;
      expect(searches).toBeGreaterThan(0);
      expect(entries.has('de/facet:city')).toBe(true);
      expect(entries.has('de/order:relevance')).toBe(true);
      expect(logs.filter((l) => l.startsWith('warn'))).toEqual([]);
      await loader.load(context);
      expect(sim.stats()['/references/search'] ?? 0).toBe(searches);
      expect(logs.at(-1)).toBe('facets de: catalog unchanged, membership reused');
    } finally {
      await sim.close();
    }
  });
});

describe('a sync after a few changes', () => {
  /** Loads `lang` against a simulator started with `options`, into `state` (a fresh one without). */
  async function load(options: Parameters<typeof startSimulator>[0], state = loaderContext()) {
    const sim = await startSimulator({ references: 400, ...options });
    try {
      const loader = facetsLoader({ catalog: simulatorCatalog(sim.url), langs: ['de'] });
      await loader.load(state.context);
      return { state, searches: sim.stats()['/references/search'] ?? 0 };
    } finally {
      await sim.close();
    }
  }
  const stored = (state: ReturnType<typeof loaderContext>) =>
    Object.fromEntries([...state.entries].map(([id, entry]) => [id, entry.data]));

  it.each([
    ['edited texts', [], ['text:1098', 'text:1016']],
    ['references that left some options and joined others', [], ['classify:1098', 'classify:1016']],
    ['a removed and an unpublished reference', [], ['remove:1043', 'unpublish:1082']],
    ['a reference added', ['remove:1043'], []],
  ])(
    'after %s, carries the membership forward, checks it, and stores what a full sync stores',
    async (_, before, edits) => {
      const { state } = await load({ edits: before });
      const after = await load({ edits }, state);
      const fresh = await load({ edits });
      expect(stored(after.state)).toEqual(stored(fresh.state));
      expect(after.state.lines.filter((line) => line.startsWith('warn'))).toEqual([]);
    },
  );

  it('fetches again the options a changed reference left or joined', async () => {
    const { state } = await load({});
    await load({ edits: ['classify:1098'] }, state);
    const line = state.lines.at(-1) ?? '';
    expect(line).toMatch(/1 changed, 0 added, 0 removed since the last sync: .* [1-9]\d* fetched again/);
    await load({ edits: ['classify:1098', 'text:1098'] }, state);
    // Only the options the changed reference is in are looked at again; the others carry over.
    const options = [...state.entries.values()].flatMap(({ data }) =>
      (data as { kind: string }).kind === 'facet'
        ? (data as { options: { c: number; ids: number[] }[] }).options
        : [],
    );
    const relevance = state.entries.get('de/order:relevance')?.data as { ids: number[] } | undefined;
    const all = relevance?.ids.length;
    const its = options.filter(({ c, ids }) => c !== all && ids.includes(1098)).length;
    const rest = options.filter(({ c, ids }) => c !== all && !ids.includes(1098)).length;
    const [, onePage, checked, untouched] =
      /(\d+) one-page options fetched, (\d+) checked, (\d+) untouched, 0 fetched again/
        .exec(state.lines.at(-1) ?? '')
        ?.map(Number) ?? [];
    expect(its).toBeGreaterThan(0);
    expect((onePage ?? 0) + (checked ?? 0)).toBe(its);
    expect(untouched).toBe(rest);
  });

  it('costs a fraction of a full sync when 1 % of a larger catalog changed', async () => {
    const { state } = await load({ references: 3000 });
    const after = await load({ references: 3000, revision: 1, changes: 30 }, state);
    const fresh = await load({ references: 3000, revision: 1, changes: 30 });
    expect(stored(after.state)).toEqual(stored(fresh.state));
    expect(after.searches).toBeLessThan(fresh.searches / 2);
  });
});

describe('one listing for two loaders', () => {
  it("the references and facets loaders of one sync share each language's list", async () => {
    const sim = await startSimulator({ references: 150 });
    try {
      const lists = () => sim.stats()['/references/referenceprojects'] ?? 0;
      const load = async (together: boolean) => {
        // The client's read of a language is held until both loaders have asked for it, so the
        // first read is still under way when the second loader asks however fast either runs.
        const client = createCatalogClient({ baseUrl: sim.url, apiKey: 'demo-key' });
        let open = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        const read = client.snapshot.bind(client);
        client.snapshot = async (lang) => {
          if (together) await gate;
          return read(lang);
        };
        const source = createCatalogSource(client, {
          id: sim.url,
          shrink: { max: 0.2, allowed: false },
          maxQuarantine: 0.05,
        });
        let asked = 0;
        const shared = source.snapshot;
        source.snapshot = (lang) => {
          if (++asked === 2) open();
          return shared(lang);
        };
        const catalog = () => source;
        const forReferences = loaderContext();
        const references = referencesLoader({ catalog, details: forReferences.details, langs: ['de'] });
        const facets = facetsLoader({ catalog, langs: ['de'] });
        const before = lists();
        const forFacets = loaderContext();
        if (together)
          await Promise.all([references.load(forReferences.context), facets.load(forFacets.context)]);
        else {
          await references.load(forReferences.context);
          await facets.load(forFacets.context);
        }
        expect(asked).toBe(2);
        return lists() - before;
      };
      const apart = await load(false);
      const together = await load(true);
      // One read of the list fewer (the whole list, one answer).
      expect(apart - together).toBe(1);
    } finally {
      await sim.close();
    }
  });
});
