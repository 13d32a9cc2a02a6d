import { describe, expect, it } from 'vitest';
import { generateDataset, type Lang, type SimReference } from '../../../simulator/data/index.ts';
import { SeolabelRegistry } from '../../../simulator/data/seolabel.ts';
import { slugify } from '../../../src/catalog/slug.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('SeolabelRegistry', () => {
  it('keeps the first holder plain and appends the reference_ID on collisions', () => {
    const registry = new SeolabelRegistry('de');
    expect(registry.claim('Rathaussanierung, Kassel', 1001)).toBe('rathaussanierung-kassel');
    expect(registry.claim('Rathaussanierung, Kassel', 1050)).toBe('rathaussanierung-kassel-1050');
    expect(registry.claim('Rathaussanierung Kassel 1050', 1077)).toBe('rathaussanierung-kassel-1050-1077');
  });
});

const labels = (refs: SimReference[], lang: Lang) =>
  refs.flatMap((r) => {
    const t = r.texts[lang] ?? r.draftTexts[lang];
    return t
      ? [{ id: r.reference_ID, title: t.projecttitle, seolabel: t.seolabel, company: r.company_ID }]
      : [];
  });

describe.each([240, 5000])('seolabels of %i references', (size) => {
  const data = generateDataset({ references: size });

  it.each(['de', 'en'] as const)('are ASCII slugs, unique per company in %s', (lang) => {
    for (const company of [1, 2]) {
      const list = labels(
        data.references.filter((r) => r.company_ID === company),
        lang,
      );
      for (const l of list) expect(l.seolabel).toMatch(SLUG);
      expect(new Set(list.map((l) => l.seolabel)).size).toBe(list.length);
    }
  });

  it('derive from the title, suffixed with the reference_ID only on collisions', () => {
    for (const lang of ['de', 'en'] as const) {
      const list = labels(data.references, lang);
      let suffixed = 0;
      for (const l of list) {
        const plain = slugify(l.title, lang);
        if (l.seolabel === plain) continue;
        expect(l.seolabel).toBe(`${plain}-${l.id}`);
        // Someone earlier in the same company holds the plain slug.
        expect(list.some((o) => o.company === l.company && o.id < l.id && o.seolabel === plain)).toBe(true);
        suffixed++;
      }
      expect(suffixed).toBeGreaterThan(0);
    }
  });
});
