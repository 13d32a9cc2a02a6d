import { describe, expect, it } from 'vitest';
import { stepIndex } from '../../../src/components/media/lightbox.ts';

describe('lightbox stepIndex', () => {
  it('wraps around in both directions, so ←/→ never dead-end', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
  });

  it('keeps a single image in place and tolerates an empty gallery', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
