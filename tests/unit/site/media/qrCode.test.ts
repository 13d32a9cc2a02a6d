import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../../src/site/media/qrCode.ts';

/** The code as the screen draws it (black path on white, the quiet zone included), read back by a decoder. */
async function decode(
  { size, path }: { size: number; path: string },
  pixels: number,
): Promise<string | undefined> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
    ?.data;
}

describe('qrPath', () => {
  it('encodes a detail page URL that a decoder reads back, quiet zone included', async () => {
    const url = 'https://references.example.com/de/referenzen/neubau-kindertagesstaette-karlsruhe/';
    const code = qrPath(url);
    expect(code.size).toBeGreaterThan(21 + 8);
    expect(await decode(code, code.size * 6)).toBe(url);
  });

  it('grows with the text and stays readable for a long URL', async () => {
    const long = `https://references.example.com/en/references/${'a-very-long-seolabel-'.repeat(6)}end/`;
    const code = qrPath(long);
    expect(code.size).toBeGreaterThan(qrPath('https://x.example/').size);
    expect(await decode(code, code.size * 6)).toBe(long);
  });
});
