/** Which part of a query the suggestions complete: only a plain last word of at least 3 letters. */
import { describe, expect, it } from 'vitest';
import { lastWord } from '../../../src/components/search/suggest.ts';

describe('lastWord', () => {
  it('completes the plain word being typed, folded, keeping what comes before', () => {
    expect(lastWord('beton Schu')).toEqual({ head: 'beton ', word: 'schu' });
    expect(lastWord('Straß')).toEqual({ head: '', word: 'strass' });
  });

  it('leaves operators, phrases, wildcards and short words alone', () => {
    for (const query of ['+schu', '-schu', '"schu', 'schu*', 'beton sc', 'kita ', 'rhein-ma', '']) {
      expect(lastWord(query), query).toBeNull();
    }
  });
});
