import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import * as images from '../../../simulator/data/images.ts';
import type { ImageRecipe } from '../../../simulator/data/index.ts';
import { generateDataset } from '../../../simulator/data/index.ts';

afterAll(() => images.clearImageCache());

const data = generateDataset();
const media = data.references.flatMap((r) => Object.values(r.media).flat()).filter((m) => m.image);
const recipe = (motif: ImageRecipe['motif']): ImageRecipe =>
  (media.find((m) => m.image?.recipe.motif === motif)?.image?.recipe ??
    data.companies[0]?.logo.recipe) as ImageRecipe;

describe('renderImage', () => {
  it.each([
    ['jpeg', 'building', 1600, 1067],
    ['webp', 'bridge', 900, 1200],
    ['jpeg', 'water', 4096, 2048],
    ['webp', 'road', 640, 480],
    ['jpeg', 'tower', 1920, 800],
    ['webp', 'logo', 600, 200],
    ['jpeg', 'building', 1, 1],
  ] as const)('returns a decodable %s of %s at %ix%i', async (format, motif, width, height) => {
    const bytes = await images.renderImage(recipe(motif), { width, height, format });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.height]).toEqual([width, height]);
    const stats = await sharp(bytes).stats();
    expect(stats.isOpaque).toBe(true);
  });

  it('renders every image of the data set at its stored size', async () => {
    const sample = media.filter((_, i) => i % 97 === 0).slice(0, 8);
    for (const m of sample) {
      const { width, height, recipe: r } = m.image as NonNullable<typeof m.image>;
      const meta = await sharp(await images.renderImage(r, { width, height, format: 'jpeg' })).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it('is deterministic: same recipe and size give the same bytes, even after the cache is cleared', async () => {
    const r = recipe('bridge');
    const a = await images.renderImage(r, { width: 800, height: 450, format: 'webp' });
    images.clearImageCache();
    const b = await images.renderImage(r, { width: 800, height: 450, format: 'webp' });
    expect(b.equals(a)).toBe(true);
    const other = await images.renderImage(recipe('tower'), { width: 800, height: 450, format: 'webp' });
    expect(other.equals(a)).toBe(false);
  });

  it('serves repeated and concurrent requests with the identical buffer', async () => {
    images.clearImageCache();
    const r = recipe('building');
    const [a, b] = await Promise.all([
      images.renderImage(r, { width: 700, height: 500, format: 'jpeg' }),
      images.renderImage(r, { width: 700, height: 500, format: 'jpeg' }),
    ]);
    expect(b).toBe(a);
    expect(await images.renderImage(r, { width: 700, height: 500, format: 'jpeg' })).toBe(a);
  });

  it('keeps the cache within its byte budget', async () => {
    images.clearImageCache(400_000); // a small budget, so eviction is observable
    for (const m of media.slice(0, 20)) {
      await images.renderImage(m.image?.recipe as ImageRecipe, { width: 1200, height: 800, format: 'jpeg' });
      const { bytes, maxBytes } = images.imageCacheStats();
      expect(bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(images.imageCacheStats().entries).toBeLessThan(20);
  });

  it('rejects sizes and formats it cannot render', async () => {
    const r = recipe('road');
    await expect(images.renderImage(r, { width: 0, height: 10, format: 'jpeg' })).rejects.toThrow(RangeError);
    await expect(images.renderImage(r, { width: 10, height: 100_000, format: 'jpeg' })).rejects.toThrow(
      RangeError,
    );
    await expect(images.renderImage(r, { width: 10.5, height: 10, format: 'jpeg' })).rejects.toThrow(
      RangeError,
    );
    await expect(
      images.renderImage(r, { width: 10, height: 10, format: 'png' as unknown as 'jpeg' }),
    ).rejects.toThrow(RangeError);
  });

  it('escapes labels into well-formed SVG', () => {
    const svg = images.imageSvg({ ...recipe('building'), label: 'A & B <script>"x"</script>' }, 320, 200);
    expect(svg).toContain('A &amp; B &lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });
});
