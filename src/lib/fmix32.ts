/**
 * murmur3's finalizer: every bit of a 32-bit integer moves about half the bits of the result, and
 * no two integers give the same result. An order by it ignores how the integers were numbered.
 */
export function fmix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
