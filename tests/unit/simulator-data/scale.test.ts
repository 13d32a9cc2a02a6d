import { describe, expect, it } from 'vitest';
import { COMPANY2_REFERENCES, generateDataset } from '../../../simulator/data/index.ts';

describe('generateDataset at scale', () => {
  it('generates 20,000 references for company 1 with unique IDs and proportional edge cases', () => {
    const started = performance.now();
    const data = generateDataset({ references: 20_000 });
    const ms = performance.now() - started;
    console.info(`generateDataset({ references: 20000 }) took ${ms.toFixed(0)} ms`);

    const own = data.references.filter((r) => r.company_ID === 1);
    expect(own).toHaveLength(20_000);
    expect(data.references).toHaveLength(20_000 + COMPANY2_REFERENCES);
    expect(new Set(data.references.map((r) => r.reference_ID)).size).toBe(data.references.length);
    const fileIds = data.references.flatMap((r) =>
      Object.values(r.media).flatMap((m) => m.map((x) => x.file_ID)),
    );
    expect(new Set(fileIds).size).toBe(fileIds.length);

    const share = (pred: (r: (typeof own)[number]) => boolean) => own.filter(pred).length / own.length;
    expect(share((r) => !r.published)).toBeCloseTo(0.03, 2);
    expect(share((r) => r.published && !r.apiChannel)).toBeCloseTo(0.03, 2);
    expect(share((r) => Object.keys(r.texts).length === 1)).toBeCloseTo(0.1, 2);
    expect(share((r) => r.ongoing)).toBeGreaterThan(0.08);
    expect(share((r) => r.iscountersigned)).toBeGreaterThan(0.2);
  });

  it('keeps the same edge-case mix at a small size', () => {
    const own = generateDataset({ references: 100 }).references.filter((r) => r.company_ID === 1);
    expect(own).toHaveLength(100);
    expect(own.some((r) => !r.published)).toBe(true);
    expect(own.some((r) => r.texts.de && !r.texts.en)).toBe(true);
    expect(own.some((r) => r.texts.en && !r.texts.de)).toBe(true);
  });

  it('gives company 2 its own references regardless of the requested size', () => {
    for (const references of [0, 240, 5000]) {
      const data = generateDataset({ references });
      expect(data.references.filter((r) => r.company_ID === 2)).toHaveLength(COMPANY2_REFERENCES);
    }
  });
});
