import { describe, expect, it } from 'vitest';
import { formatAsOf } from '../../../../src/site/views/dataAsOf.ts';

describe('the home page\'s "Stand"', () => {
  it("is written in the page's language and the site's time zone", () => {
    expect(formatAsOf('2026-12-06T08:15:00.000Z', 'de', 'Europe/Berlin')).toBe('6. Dezember 2026, 09:15');
    expect(formatAsOf('2026-12-06T08:15:00.000Z', 'en', 'Europe/Berlin')).toBe('6 December 2026, 09:15');
    // Summer time, and a build late in the UTC evening that is already tomorrow in Berlin.
    expect(formatAsOf('2026-07-01T22:30:00.000Z', 'de', 'Europe/Berlin')).toBe('2. Juli 2026, 00:30');
    expect(formatAsOf('2026-07-01T22:30:00.000Z', 'en', 'America/New_York')).toBe('1 July 2026, 18:30');
  });
});
