/** The compression memo kept between builds: a rebuild's index must equal a cold build's, byte for byte. */

import { readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import type { IndexSource } from '../../../src/search/static/indexSource.ts';
import { createPackMemo, loadPackMemo, savePackMemo } from '../../../src/search/static/pack.ts';
import { folderPerTest } from '../tempFolder.ts';
import { sourceWithCities } from './helpers.ts';

const CITIES = ['Kassel', 'Fulda', 'Marburg', 'Gießen', 'Wetzlar'];

/** A catalog of `n` references; `edited` moves to another of the cities (a 1 % change, say, in words the index has). */
function catalog(n: number, edited?: number): { source: IndexSource; cards: Map<number, string> } {
  const refs = Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const projecttitle = `Grundschule ${id}, ${CITIES[(id === edited ? id + 1 : id) % 5]}`;
    return {
      id,
      doc: { reference_ID: id, projecttitle, description: `Tragwerksplanung in ${CITIES[id % 5]}.` },
    };
  });
  const cards = new Map(
    // Cards of ~2 kB, as rendered ones are: the dictionary then samples some of them, not all.
    refs.map(({ id, doc }) => [
      id,
      `<article data-reference-id="${id}"><h2>${doc.projecttitle}</h2>${'<p>Objektplanung</p>'.repeat(100)}</article>`,
    ]),
  );
  const source = sourceWithCities(refs, CITIES);
  return { source, cards };
}

const folder = folderPerTest('pack-memo-');

describe('the compression memo between builds', () => {
  it('gives a rebuild after a change the same files as a build without it, reusing the unchanged ones', async () => {
    const file = join(folder(), 'de.bin');
    const before = catalog(200);
    const first = createPackMemo(await loadPackMemo(file));
    buildIndex(before.source, before.cards, { pack: first });
    expect(first.hits()).toBe(0);
    await savePackMemo(file, first);

    const after = catalog(200, 17);
    const second = createPackMemo(await loadPackMemo(file));
    const rebuilt = buildIndex(after.source, after.cards, { pack: second });
    const cold = buildIndex(after.source, after.cards);

    expect(rebuilt.manifest).toEqual(cold.manifest);
    expect([...rebuilt.files.keys()].sort()).toEqual([...cold.files.keys()].sort());
    for (const [path, bytes] of cold.files) expect(rebuilt.files.get(path), path).toEqual(bytes);
    // Most files did not change with one title: they come from the memo.
    expect(second.hits()).toBeGreaterThan(cold.files.size / 2);
    expect(second.hits()).toBeLessThan(cold.files.size);
  });

  it('keeps only what the last build used, so the file does not grow with every change', async () => {
    const file = join(folder(), 'de.bin');
    let previous = await loadPackMemo(file);
    const sizes: number[] = [];
    for (const edited of [3, 4, 5, 6]) {
      const { source, cards } = catalog(100, edited);
      const memo = createPackMemo(previous);
      buildIndex(source, cards, { pack: memo });
      await savePackMemo(file, memo);
      previous = await loadPackMemo(file);
      expect(previous.size).toBe(memo.used.size);
      sizes.push(previous.size);
    }
    expect(new Set(sizes).size).toBe(1);
  });

  it('starts empty from a missing, cut-off, altered or foreign file, and the index is still whole', async () => {
    const file = join(folder(), 'de.bin');
    expect((await loadPackMemo(file)).size).toBe(0);
    const { source, cards } = catalog(50);
    const memo = createPackMemo();
    const cold = buildIndex(source, cards, { pack: memo });
    await savePackMemo(file, memo);
    await truncate(file, 1000);
    expect((await loadPackMemo(file)).size).toBe(0);
    // One byte changed on disk inside an entry: the whole file is dropped, not that entry trusted.
    await savePackMemo(file, memo);
    const bytes = await readFile(file);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    expect((await loadPackMemo(file)).size).toBe(0);
    await writeFile(file, 'not a memo at all');
    const fromForeign = createPackMemo(await loadPackMemo(file));
    const rebuilt = buildIndex(source, cards, { pack: fromForeign });
    expect(fromForeign.hits()).toBe(0);
    for (const [path, bytes] of cold.files) expect(rebuilt.files.get(path), path).toEqual(bytes);
  });
});
