/** The index build: files, manifest and the data inconsistencies it reports. */

import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSearchDoc } from '../../../src/search/index.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { unpackCardFile, writeCardFile } from '../../../src/search/static/cardFile.ts';
import { readPositions, readPostings } from '../../../src/search/static/client/lexicon.ts';
import type { IndexSource } from '../../../src/search/static/indexSource.ts';
import {
  CARD_DICTIONARY_PATH,
  cardPath,
  DOCS_PATH,
  FACETS_PATH,
  INLINE_MAX_DOCS,
  SEARCH_SIZES_PATH,
  searchShardPath,
} from '../../../src/search/static/layout.ts';
import { ByteReader } from '../../../src/search/static/varint.ts';

const ref = (id: number, projecttitle: string) => ({ id, doc: { reference_ID: id, projecttitle } });

const SOURCE: IndexSource = {
  lang: 'de',
  refs: [ref(30, 'Grundschule Kassel'), ref(10, 'Schulhof'), ref(20, 'Brücke')],
  facets: [
    { name: 'city', options: [{ v: 'Kassel', ids: [30, 999] }] },
    // The site's branch membership (src/site/data/branches.ts), a branch including its sub-branches.
    {
      name: 'branch_ID',
      options: [
        { v: 1, ids: [30, 10] },
        { v: 2, ids: [30, 10] },
        { v: 3, ids: [30] },
        { v: 4, ids: [20] },
      ],
    },
  ],
  orders: {
    projecttitle: [20, 30, 10],
    'projecttitle desc': [10, 30, 20],
    'datefrom desc': [30, 10],
  },
};

const read = (bytes: Uint8Array | undefined) =>
  new ByteReader(new Uint8Array(gunzipSync(bytes as Uint8Array)));

describe('buildIndex', () => {
  const built = buildIndex(SOURCE, new Map([[10, '<article data-reference-id="10">Schulhof</article>']]), {
    comparisons: true,
  });

  it('numbers docs in reference_ID order', () => {
    expect([...read(built.files.get(DOCS_PATH)).ascending()]).toEqual([10, 20, 30]);
    expect(built.manifest.docs).toBe(3);
  });

  it('stores facet members as doc indexes, skipping references it does not index', () => {
    const r = read(built.files.get(FACETS_PATH));
    expect([...r.ascending()]).toEqual([2]); // city=Kassel → doc of 30
    expect(built.manifest.facets[0]).toEqual({ name: 'city', values: ['Kassel'] });
  });

  it('stores every facet in the given order, the branches after the filters', () => {
    const r = read(built.files.get(FACETS_PATH));
    r.ascending(); // city
    const branches = built.manifest.facets.map((f) => f.name).indexOf('branch_ID');
    expect(branches).toBe(1);
    expect(built.manifest.facets[1]?.values).toEqual(['1', '2', '3', '4']);
    expect([[...r.ascending()], [...r.ascending()], [...r.ascending()], [...r.ascending()]]).toEqual([
      [0, 2],
      [0, 2],
      [2],
      [1],
    ]);
  });

  it('warns where a rendered card is missing instead of hiding it', () => {
    expect(built.warnings).toEqual(['reference 20: no rendered card', 'reference 30: no rendered card']);
  });

  it('stores an order that is another one reversed only once, and keeps every doc in every order', () => {
    expect(built.manifest.orders['projecttitle desc']).toEqual({ reverseOf: 'projecttitle' });
    const file = built.manifest.orders['datefrom desc'];
    expect(file).toEqual({ file: 'o/datefrom-desc.bin' });
    const r = read(built.files.get('o/datefrom-desc.bin'));
    const n = r.uint();
    // 20 is missing from the API's order: appended, never dropped.
    expect(Array.from({ length: n }, () => r.uint())).toEqual([2, 0, 1]);
  });

  it('stores rendered cards by reference_ID with the fields snippets need, read back with the dictionary', () => {
    expect(cardPath(10)).toBe('c/10.bin');
    const dictionary = gunzipSync(built.files.get(CARD_DICTIONARY_PATH) as Uint8Array);
    const card = unpackCardFile(built.files.get(cardPath(10)) as Uint8Array, dictionary);
    expect(card.html).toBe('<article data-reference-id="10">Schulhof</article>');
    expect(card.fields).toEqual(buildSearchDoc({ reference_ID: 10, projecttitle: 'Schulhof' }).fields);
    expect(built.stats.comparisons?.snippetText.bytes).toBeGreaterThan(0);
  });

  it('keeps rare words inline and gives every lexicon bucket a file', () => {
    expect(INLINE_MAX_DOCS).toBeGreaterThanOrEqual(1);
    const buckets = [...built.files.keys()].filter((p) => /^t\/\d+\.bin$/.test(p));
    expect(buckets).toHaveLength(built.manifest.buckets);
    expect([...built.files.keys()].some((p) => p.startsWith('p/'))).toBe(false);
  });

  it('gives every bucket a search shard with the postings of its words, and lists their sizes', () => {
    const r = read(built.files.get(SEARCH_SIZES_PATH));
    const sizes = Array.from({ length: r.uint() }, () => r.uint());
    expect(sizes).toHaveLength(built.manifest.buckets);
    sizes.forEach((size, bucket) => {
      expect(built.files.get(searchShardPath(bucket))?.length).toBe(size);
    });
    // "grundschule" (doc 2, the title field's weight 10) is listed with its postings.
    const shards = sizes.map((_, bucket) => read(built.files.get(searchShardPath(bucket))));
    const entries = shards.flatMap((shard) =>
      Array.from({ length: shard.uint() }, () => {
        const word = shard.string();
        shard.uint(); // word id
        const { docs, weights } = readPostings(shard);
        if (docs.length <= INLINE_MAX_DOCS) readPositions(shard, docs.length);
        return { word, postings: Array.from(docs, (doc, i) => [doc, weights[i]]) };
      }),
    );
    expect(entries.find((e) => e.word === 'grundschule')?.postings).toEqual([[2, 10]]);
  });

  it('is deterministic: the same data gives the same build hash', () => {
    const again = buildIndex(SOURCE, new Map([[10, '<article data-reference-id="10">Schulhof</article>']]));
    expect(again.manifest.build).toBe(built.manifest.build);
    expect(buildIndex({ ...SOURCE, refs: SOURCE.refs.slice(1) }).manifest.build).not.toBe(
      built.manifest.build,
    );
  });

  it('reports the cost of infix support', () => {
    expect(built.stats.comparisons?.lexiconWithoutInfix).toBeLessThanOrEqual(built.stats.bytes.lexicon);
    expect(built.stats.total).toBeGreaterThan(0);
  });
});

describe('buildIndex: cards of a larger catalog', () => {
  const cities = ['Kassel', 'Rostock', 'Leipzig', 'Bremen', 'Mainz'];
  const refs = Array.from({ length: 200 }, (_, i) => ({
    id: i + 1,
    doc: {
      reference_ID: i + 1,
      projecttitle: `Neubau Grundschule ${i + 1}, ${cities[i % 5]}`,
      description: `Die Ingenieurbau GmbH plante den Neubau der Schule Nummer ${i + 1} in ${cities[i % 5]}: Tragwerksplanung, Bauüberwachung und Brandschutz.`,
    },
  }));
  const cards = new Map(
    refs.map(({ id, doc }) => [
      id,
      `<article class="card" data-reference-id="${id}"><div class="card__body"><h2 class="card__title"><a href="/de/referenzen/neubau-grundschule-${id}/">${doc.projecttitle}</a></h2><p class="card__meta"><span class="card__location">${cities[id % 5]}, Deutschland</span></p></div></article>`,
    ]),
  );
  const large = buildIndex({ lang: 'de', refs, facets: [], orders: {} }, cards);
  const dictionary = gunzipSync(large.files.get(CARD_DICTIONARY_PATH) as Uint8Array);

  it('reads every card back exactly as rendered', () => {
    for (const { id } of refs)
      expect(unpackCardFile(large.files.get(cardPath(id)) as Uint8Array, dictionary).html).toBe(
        cards.get(id),
      );
  });

  it('sends a card in well under half the bytes of the same card gzipped alone', () => {
    const packed = refs.map(({ id }) => (large.files.get(cardPath(id)) as Uint8Array).length);
    // What a host sends for the same file as text, compressed on its own.
    const alone = refs.map(({ id }) => {
      const card = unpackCardFile(large.files.get(cardPath(id)) as Uint8Array, dictionary);
      return gzipSync(writeCardFile(card.html, card.fields)).length;
    });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(packed)).toBeLessThan(sum(alone) / 2);
  });

  it('keeps the bytes of every card a small change did not touch (a deploy uploads only the changed)', () => {
    // One reference unpublished, two retitled and one added, none of them among the dictionary's
    // cards (an added one may be picked for it, which changes it rightly: the next ID is tried).
    // The dictionary keeps the end of its cards, so a card counts as held if any part of it is.
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const holds = (bytes: Uint8Array, id: number) =>
      [`data-reference-id="${id}"`, `grundschule-${id}/`, `Grundschule ${id},`, `Nummer ${id} in`].some(
        (part) => text(bytes).includes(part),
      );
    const [removed, ...retitled] = refs
      .map(({ id }) => id)
      .filter((id) => !holds(dictionary, id))
      .slice(0, 3) as [number, number, number];
    const rebuild = (added: number) => {
      const nextRefs = refs
        .filter(({ id }) => id !== removed)
        .map((r) =>
          retitled.includes(r.id) ? { ...r, doc: { ...r.doc, projecttitle: `${r.doc.projecttitle} II` } } : r,
        );
      nextRefs.push({ id: added, doc: { reference_ID: added, projecttitle: 'Sporthalle Mainz' } } as never);
      const nextCards = new Map(cards);
      nextCards.delete(removed);
      for (const id of retitled) nextCards.set(id, (cards.get(id) as string).replace('</a>', ' II</a>'));
      nextCards.set(added, `<article class="card" data-reference-id="${added}">Sporthalle Mainz</article>`);
      return buildIndex({ lang: 'de', refs: nextRefs, facets: [], orders: {} }, nextCards);
    };
    const added = [201, 202, 203, 204, 205].find(
      (id) =>
        !text(gunzipSync(rebuild(id).files.get(CARD_DICTIONARY_PATH) as Uint8Array)).includes('Sporthalle'),
    );
    if (added === undefined) throw new Error('each added reference was picked for the dictionary');
    const next = rebuild(added);

    expect(next.files.get(CARD_DICTIONARY_PATH)).toEqual(large.files.get(CARD_DICTIONARY_PATH));
    const same = (id: number) =>
      Buffer.from(next.files.get(cardPath(id)) as Uint8Array).equals(
        large.files.get(cardPath(id)) as Uint8Array,
      );
    const untouched = refs.map(({ id }) => id).filter((id) => id !== removed && !retitled.includes(id));
    expect(untouched.filter((id) => !same(id))).toEqual([]);
    expect(retitled.filter(same)).toEqual([]);
    expect(next.files.has(cardPath(removed))).toBe(false);
  });
});
