import { describe, expect, it } from 'vitest';
import { processedIds } from '../../../../src/site/media/imagePolicy.ts';

describe('processedIds', () => {
  it('takes the first distinct IDs of the ranking up to the limit', () => {
    // A reference in both languages appears twice in the merged ranking but counts once.
    expect([...processedIds([5, 5, 3, 9, 3, 1], 3)]).toEqual([5, 3, 9]);
  });

  it('processes everything under the limit and nothing with limit 0', () => {
    expect(processedIds([1, 2], 250).size).toBe(2);
    expect(processedIds([1, 2], 0).size).toBe(0);
  });
});
