/**
 * The memo of each reference's words kept between builds: a rebuild reads and tokenizes only the
 * references that changed, and its index equals a cold build's byte for byte.
 */

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveChecked } from '../../../src/lib/cacheFile.ts';
import { buildIndex } from '../../../src/search/static/buildIndex.ts';
import { createDocMemo, loadDocMemo, saveDocMemo } from '../../../src/search/static/docMemo.ts';
import type { IndexSource, SourceReference } from '../../../src/search/static/indexSource.ts';
import { folderPerTest } from '../tempFolder.ts';
import { sourceWithCities } from './helpers.ts';

const CITIES = ['Kassel', 'Fulda', 'Marburg', 'Gießen', 'Straße'];

type Detail = SourceReference['doc'];

/**
 * A catalog of `n` references keyed by their detail, as resolveSource keys them by the stored
 * detail's digest; `reads` counts the details read. `edited` gets a new title with a new word.
 */
function catalog(n: number, edited?: number) {
  const reads: number[] = [];
  const details = new Map<number, Detail>();
  for (let id = 1; id <= n; id++) {
    details.set(id, {
      reference_ID: id,
      projecttitle: id === edited ? `Brückensanierung ${id}` : `Grundschule ${id}, ${CITIES[id % 5]}`,
      description: `<p>Tragwerksplanung in ${CITIES[id % 5]}, Strasse und STRASSE.</p>`,
      client: { displayedname: id % 3 ? 'Stadt Kassel' : null },
    });
  }
  const refs: SourceReference[] = [...details].map(([id, detail]) => ({
    id,
    key: JSON.stringify(detail),
    get doc() {
      reads.push(id);
      return detail;
    },
  }));
  const source = sourceWithCities(refs, CITIES);
  const cards = new Map(refs.map(({ id }) => [id, `<article data-reference-id="${id}">${id}</article>`]));
  return { source, cards, reads };
}

/** The same catalog without keys: every reference read and tokenized, as before the memo. */
const unkeyed = (source: IndexSource): IndexSource => ({
  ...source,
  refs: source.refs.map((ref) => ({ id: ref.id, doc: ref.doc })),
});

const folder = folderPerTest('doc-memo-');

describe("the memo of each reference's words between builds", () => {
  it('gives a rebuild the index of a cold build, reading and tokenizing only the changed reference', async () => {
    const file = join(folder(), 'de-words.bin');
    const before = catalog(120);
    const first = createDocMemo(await loadDocMemo(file, 'code-1'));
    buildIndex(before.source, before.cards, { wordsOf: first.wordsOf });
    expect(first.hits()).toBe(0);
    expect(before.reads).toHaveLength(120);
    await saveDocMemo(file, 'code-1', first);

    const after = catalog(120, 17);
    const second = createDocMemo(await loadDocMemo(file, 'code-1'));
    const rebuilt = buildIndex(after.source, after.cards, { wordsOf: second.wordsOf });
    expect(after.reads).toEqual([17]);
    expect(second.hits()).toBe(119);

    const cold = buildIndex(unkeyed(after.source), after.cards);
    expect(rebuilt.manifest).toEqual(cold.manifest);
    expect([...rebuilt.files.keys()].sort()).toEqual([...cold.files.keys()].sort());
    for (const [path, bytes] of cold.files) expect(rebuilt.files.get(path), path).toEqual(bytes);
    // The edited title's new words are in the index, its old ones only where others still have them.
    expect(rebuilt.manifest.words).toBe(cold.manifest.words);
  });

  it('keeps only what the last build used, so the file does not grow with every change', async () => {
    const file = join(folder(), 'de-words.bin');
    for (const edited of [3, 4, 5]) {
      const { source, cards } = catalog(60, edited);
      const memo = createDocMemo(await loadDocMemo(file, 'code-1'));
      buildIndex(source, cards, { wordsOf: memo.wordsOf });
      await saveDocMemo(file, 'code-1', memo);
      expect((await loadDocMemo(file, 'code-1')).size).toBe(60);
    }
  });

  it('is not used after the code that makes the words changed (another salt)', async () => {
    const file = join(folder(), 'de-words.bin');
    const { source, cards } = catalog(30);
    const memo = createDocMemo();
    buildIndex(source, cards, { wordsOf: memo.wordsOf });
    await saveDocMemo(file, 'code-1', memo);
    expect((await loadDocMemo(file, 'code-2')).size).toBe(0);
  });

  it('starts empty from a missing, altered or foreign file, and the index is still whole', async () => {
    const file = join(folder(), 'de-words.bin');
    expect((await loadDocMemo(file, 'code-1')).size).toBe(0);
    const { source, cards } = catalog(30);
    const memo = createDocMemo();
    const cold = buildIndex(source, cards, { wordsOf: memo.wordsOf });
    await saveDocMemo(file, 'code-1', memo);
    const bytes = await readFile(file);
    bytes[200] = (bytes[200] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    expect((await loadDocMemo(file, 'code-1')).size).toBe(0);
    // Whole, but not data this Node's v8 can read (say, from a newer Node): no memo, no failure.
    await saveChecked(file, new TextEncoder().encode('not v8 data'));
    expect((await loadDocMemo(file, 'code-1')).size).toBe(0);
    await writeFile(file, 'not a memo at all');
    const fromForeign = createDocMemo(await loadDocMemo(file, 'code-1'));
    const rebuilt = buildIndex(source, cards, { wordsOf: fromForeign.wordsOf });
    expect(fromForeign.hits()).toBe(0);
    for (const [path, bytes] of cold.files) expect(rebuilt.files.get(path), path).toEqual(bytes);
  });
});
