/**
 * Every page links the one stylesheet, named by its content: a CSS edit anywhere must change every
 * page's key (styleDigest.ts), markup alone must not.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleDigest } from '../../../../src/site/incremental/styleDigest.ts';
import { folderPerTest } from '../../tempFolder.ts';

describe('styleDigest', () => {
  const folder = folderPerTest('styles-');

  it("follows every component's <style> and every .css file, not the markup", async () => {
    const src = folder();
    await mkdir(join(src, 'components'), { recursive: true });
    const card = (style: string, markup: string) =>
      writeFile(
        join(src, 'components/Card.astro'),
        `---\nconst a = 1;\n---\n${markup}\n<style>${style}</style>\n`,
      );
    await card('.card { color: red; }', '<div class="card"></div>');
    await writeFile(join(src, 'global.css'), 'body { margin: 0; }');
    const first = styleDigest(src);
    await card('.card { color: red; }', '<section class="card">changed</section>');
    expect(styleDigest(src)).toBe(first);
    await card('.card { color: blue; }', '<section class="card">changed</section>');
    const restyled = styleDigest(src);
    expect(restyled).not.toBe(first);
    await writeFile(join(src, 'global.css'), 'body { margin: 1px; }');
    expect(styleDigest(src)).not.toBe(restyled);
  });
});
