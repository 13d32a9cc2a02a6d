/**
 * CONTRIBUTING.md's layout map is how a newcomer finds their way: every folder of src/ and every
 * top-level folder of code is named there, so a new one cannot stay unmapped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const map =
  readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8').split('## Layout')[1]?.split('\n## ')[0] ?? '';
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => `${dir === '.' ? '' : `${dir}/`}${entry.name}/`);

describe("CONTRIBUTING.md's layout map", () => {
  it.each([
    ...folders('src'),
    ...folders('.').filter((f) => ['simulator/', 'scripts/', 'tests/', 'docs/'].includes(f)),
  ])('names %s', (folder) => {
    expect(map).toContain(folder);
  });
});
