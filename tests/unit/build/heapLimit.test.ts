import { describe, expect, it } from 'vitest';
import { defaultHeapMb } from '../../../scripts/builder/heapLimit.ts';

const GiB = 2 ** 30;
/** References listed in both languages by the bench's catalogs (the simulator publishes 89 %). */
const LISTED = { 1000: 1780, 25000: 44_500, 35000: 62_300, 50000: 89_000, 100000: 178_000 };

describe('the heap cap of a build without BUILD_HEAP_MB', () => {
  it('stays at 2,048 MB up to 25,000 references in two languages', () => {
    expect(defaultHeapMb(LISTED[1000], 7 * GiB)).toBe(2048);
    expect(defaultHeapMb(LISTED[25000], 7 * GiB)).toBe(2048);
    expect(defaultHeapMb(undefined, 7 * GiB)).toBe(2048);
  });

  it('grows with a larger catalog: 50,000 references get the 4,096 MB they built with', () => {
    expect(defaultHeapMb(LISTED[50000], 7 * GiB)).toBe(4096);
    const between = defaultHeapMb(LISTED[35000], 16 * GiB);
    expect(between).toBeGreaterThan(2048);
    expect(between).toBeLessThan(4096);
  });

  it('leaves a quarter of the machine (or container) to everything else', () => {
    expect(defaultHeapMb(LISTED[50000], 4 * GiB)).toBe(3072);
    expect(defaultHeapMb(LISTED[100000], 7 * GiB)).toBe(5376);
  });

  it('never goes below 2,048 MB, even on a small machine', () => {
    expect(defaultHeapMb(LISTED[50000], 2 * GiB)).toBe(2048);
  });
});
