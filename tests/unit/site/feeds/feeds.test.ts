import { describe, expect, it } from 'vitest';
import type { RefView } from '../../../../src/site/data/siteData.ts';
import { catalogTime, FEED_SIZE, newestReferences } from '../../../../src/site/feeds/feeds.ts';

/** A reference as the feed reads it: its ID and creation time. */
const ref = (id: number, datecreated: string) => ({ id, item: { datecreated } }) as unknown as RefView;

describe('catalogTime', () => {
  it('reads the catalog timestamp without a zone as UTC, so every build machine writes the same feed', () => {
    expect(catalogTime('2026-03-29T11:53:28')?.toISOString()).toBe('2026-03-29T11:53:28.000Z');
    expect(catalogTime('2026-03-29 11:53')?.toISOString()).toBe('2026-03-29T11:53:00.000Z');
    expect(catalogTime('2026-03-29')?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(catalogTime('2026-03-29T11:53:28+02:00')?.toISOString()).toBe('2026-03-29T09:53:28.000Z');
  });

  it('says nothing of a value that is not a date', () => {
    expect(catalogTime('29.03.2026')).toBeUndefined();
    expect(catalogTime('')).toBeUndefined();
    expect(catalogTime(undefined)).toBeUndefined();
  });
});

describe('newestReferences', () => {
  it('keeps the newest by creation, newest first, the higher ID first on a tie', () => {
    const refs = [
      ref(1, '2025-01-01'),
      ref(2, '2026-02-01T08:00:00'),
      ref(3, '2025-01-01'),
      ref(4, '2024-12-31'),
    ];
    expect(newestReferences(refs).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it(`stops at ${FEED_SIZE} and leaves out references whose creation it cannot read`, () => {
    const refs = Array.from({ length: FEED_SIZE + 5 }, (_, i) =>
      ref(i + 1, `2025-01-${String((i % 28) + 1).padStart(2, '0')}`),
    );
    refs.push(ref(999, 'unknown'));
    const newest = newestReferences(refs);
    expect(newest).toHaveLength(FEED_SIZE);
    expect(newest.map((r) => r.id)).not.toContain(999);
    expect(newest[0]?.item.datecreated).toBe('2025-01-28');
  });
});
