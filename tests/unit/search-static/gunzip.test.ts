/**
 * The browser's gzip decoding (client/indexFiles.ts, fflate) on what Node's zlib writes: every
 * block type (stored, fixed and dynamic Huffman), several blocks, optional header fields, files a
 * host already decoded, and the error a truncated file must raise instead of returning wrong bytes.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gunzip } from '../../../src/search/static/client/indexFiles.ts';

/** Deterministic pseudo-random bytes (incompressible: zlib stores them). */
function noise(n: number, seed = 1): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);
const gz = (bytes: Uint8Array, level = 9) => new Uint8Array(gzipSync(bytes, { level }));

const SAMPLES: Record<string, Uint8Array> = {
  empty: new Uint8Array(0),
  'one byte': text('a'),
  'short text (fixed Huffman)': text('Grundschule Kassel, Schulhof, Brücke'),
  'runs (overlapping matches)': text('ab'.repeat(5000) + 'a'.repeat(70_000)),
  'noise (stored blocks)': noise(100_000),
  'varints of an index file': Uint8Array.from({ length: 200_000 }, (_, i) => ((i * 7919) % 131) & 0x7f),
  'text over several blocks': text(
    Array.from({ length: 20_000 }, (_, i) => `Referenz ${i} Schule ${i % 97} Brücke`).join(' '),
  ),
};

describe('gunzip', () => {
  for (const [name, bytes] of Object.entries(SAMPLES)) {
    it(`returns the original bytes: ${name}`, () => {
      for (const level of [0, 1, 6, 9]) expect(gunzip(gz(bytes, level))).toEqual(bytes);
    });
  }

  it('skips the optional header fields (extra, name, comment, header CRC)', () => {
    const body = gz(text('Fußgängerbrücke'));
    const header = Uint8Array.from([
      0x1f,
      0x8b,
      8,
      4 | 8 | 16 | 2,
      0,
      0,
      0,
      0,
      0,
      3,
      ...[3, 0, 1, 2, 3], // extra: length 3
      ...text('cards.bin'),
      0,
      ...text('a comment'),
      0,
      0,
      0, // header CRC (not checked)
    ]);
    const file = new Uint8Array(header.length + body.length - 10);
    file.set(header);
    file.set(body.subarray(10), header.length);
    expect(new TextDecoder().decode(gunzip(file))).toBe('Fußgängerbrücke');
  });

  it('passes bytes through that a host already decoded (no gzip magic)', () => {
    const plain = text('<article>already decoded</article>');
    expect(gunzip(plain)).toBe(plain);
  });

  it('throws on a truncated file instead of returning wrong bytes', () => {
    const file = gz(SAMPLES['text over several blocks'] as Uint8Array);
    expect(() => gunzip(file.subarray(0, file.length - 100))).toThrow();
    const stored = gz(noise(1000), 0);
    expect(() => gunzip(stored.subarray(0, stored.length - 20))).toThrow();
  });
});
