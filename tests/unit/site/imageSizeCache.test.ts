import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSizeCache } from '../../../src/site/imageSizeCache.ts';
import { usableWidths } from '../../../src/site/imageWidths.ts';

describe('createSizeCache', () => {
  it('probes each URL once, remembers it on disk, and the next build reads it back', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sizes-')), 'sizes.json');
    const probed: string[] = [];
    const probe = async (url: string) => {
      probed.push(url);
      return { width: 1600, height: 900 };
    };
    const first = createSizeCache(file, probe);
    const [a, b] = await Promise.all([first.get('https://x/a.jpg'), first.get('https://x/a.jpg')]);
    expect(a).toEqual({ width: 1600, height: 900 });
    expect(b).toEqual(a);
    first.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'https://x/a.jpg': [1600, 900] });

    const second = createSizeCache(file, probe);
    expect(await second.get('https://x/a.jpg')).toEqual({ width: 1600, height: 900 });
    expect(probed).toEqual(['https://x/a.jpg']);
  });

  it('answers undefined for an image that cannot be probed and does not store it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sizes-')), 'sizes.json');
    const cache = createSizeCache(file, async () => {
      throw new Error('404');
    });
    expect(await cache.get('https://x/missing.jpg')).toBeUndefined();
    cache.flush();
    expect(() => readFileSync(file, 'utf8')).toThrow();
  });
});

describe('usableWidths', () => {
  it('keeps configured widths the source can fill, cropped to the aspect', () => {
    expect(usableWidths([400, 800, 1600], { width: 2000, height: 1500 }, 4 / 3)).toEqual([400, 800, 1600]);
    expect(usableWidths([400, 800], { width: 1000, height: 750 }, 4 / 3)).toEqual([400, 800]);
  });

  it('replaces widths the source cannot fill by its own usable width, never upscaling', () => {
    expect(usableWidths([400, 800, 1600], { width: 1200, height: 800 }, 3 / 2)).toEqual([400, 800, 1200]);
    // A 2:1 crop of a 3:2 source is limited by its height: 700 × 2 = 1400.
    expect(usableWidths([800, 1600], { width: 1200, height: 700 }, 2)).toEqual([800, 1200]);
  });

  it('falls back to the largest possible width when every configured one is too wide', () => {
    expect(usableWidths([400, 800], { width: 300, height: 200 }, 4 / 3)).toEqual([266]);
    expect(usableWidths([800], { width: 800, height: 600 }, 4 / 3)).toEqual([800]);
  });
});
