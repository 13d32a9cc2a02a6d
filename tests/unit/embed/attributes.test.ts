/** The element's attributes: what a web team types, read strictly, with the attribute named on error. */
import { describe, expect, it } from 'vitest';
import { readLang, readRequest } from '../../../src/embed/attributes.ts';

const from = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('reference-list attributes', () => {
  it('reads every attribute; attributes override a preset', () => {
    const request = readRequest(
      from({
        branch: '12, 14',
        group: '3',
        query: ' schule ',
        verified: '',
        limit: '4',
        layout: 'list',
        heading: 'Schulen',
        'heading-level': '3',
      }),
      { limit: 9, layout: 'cards', verified: false },
    );
    expect(request).toEqual({
      heading: 'Schulen',
      headingLevel: 3,
      branch: [12, 14],
      group: 3,
      query: 'schule',
      verified: true,
      limit: 4,
      layout: 'list',
    });
    expect(readRequest(from({}), { limit: 9, branch: [2], heading: 'Ours' })).toMatchObject({
      limit: 9,
      branch: [2],
      heading: 'Ours',
      verified: false,
    });
    expect(readRequest(from({ verified: 'false' }), { verified: true }).verified).toBe(false);
  });

  it('names the attribute and the value that does not fit', () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '0' }, 'limit must be a whole number 1–48, got "0"'],
      [{ limit: '100' }, 'limit must be a whole number 1–48, got "100"'],
      [{ branch: '12,x' }, 'branch must be a whole number 1–9007199254740991, got "x"'],
      [{ layout: 'grid' }, 'layout must be cards or list, got "grid"'],
      [{ verified: 'maybe' }, 'verified must be present, "true" or "false", got "maybe"'],
      [{ 'heading-level': '1' }, 'heading-level must be a whole number 2–6, got "1"'],
    ];
    for (const [attributes, message] of cases)
      expect(() => readRequest(from(attributes))).toThrow(`<reference-list> ${message}`);
    expect(() => readLang(from({ lang: 'fr' }))).toThrow('<reference-list> lang must be de or en, got "fr"');
    expect(readLang(from({ lang: 'EN' }))).toBe('en');
  });
});
