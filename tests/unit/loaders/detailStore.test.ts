/**
 * The references' details beside the data store: a record reads back as it was written, and a
 * record that is missing or does not match the schema stops the page that reads it with a line
 * naming the reference and the file, instead of rendering a half-empty page.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDetailStore } from '../../../src/loaders/detailStore.ts';
import type { StoredDetail } from '../../../src/loaders/schemas.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const detail = {
  reference_ID: 7,
  lang_ID: 1,
  isconfirmed: true,
  projecttitle: 'Brücke über die Ilm',
  subtitle: '',
  description: '<p>Neubau</p>',
  branches: [{ branch_ID: 3, branchname: 'Brückenbau' }],
} as unknown as StoredDetail;

describe('detail store', () => {
  it('reads a record back as written, and prunes the ones no longer kept', async () => {
    dir = await mkdtemp(join(tmpdir(), 'details-'));
    const store = createDetailStore(dir);
    await store.write('de', 7, detail);
    await store.write('de', 8, { ...detail, reference_ID: 8 });
    expect(store.read('de', 7)).toMatchObject({ reference_ID: 7, projecttitle: 'Brücke über die Ilm' });
    expect(await store.prune('de', new Set([7]))).toBe(1);
    expect(await store.has('de', 8)).toBe(false);
    expect(() => store.read('de', 8)).toThrow(/no stored detail of reference 8 \(de\) at .*8\.json/);
  });

  it('names the file and the field of a record that does not match the schema', async () => {
    dir = await mkdtemp(join(tmpdir(), 'details-'));
    const store = createDetailStore(dir);
    await store.write('en', 7, detail);
    await writeFile(join(dir, 'en', '7.json'), JSON.stringify({ ...detail, projecttitle: { de: 'Neubau' } }));
    expect(() => store.read('en', 7)).toThrow(
      /stored detail .*en\/7\.json does not match its schema.*projecttitle/s,
    );
  });
});
