import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateDataset } from '../../../simulator/data/index.ts';

describe('generateDataset determinism', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns deeply equal data for the same seed and size', () => {
    expect(generateDataset({ seed: 7, references: 300 })).toStrictEqual(
      generateDataset({ seed: 7, references: 300 }),
    );
    expect(generateDataset()).toStrictEqual(generateDataset({ seed: 1, references: 240, revision: 0 }));
  });

  it('returns different data for a different seed', () => {
    const a = generateDataset({ seed: 1 });
    const b = generateDataset({ seed: 2 });
    expect(a.references.map((r) => r.texts.de?.projecttitle)).not.toEqual(
      b.references.map((r) => r.texts.de?.projecttitle),
    );
    expect(a.apiKeys.map((k) => k.apiKey)).not.toEqual(b.apiKeys.map((k) => k.apiKey));
  });

  it('reads neither Math.random nor the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const data = generateDataset({ references: 500, revision: 2 });
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    expect(data.references.length).toBeGreaterThan(500);
  });

  it('produces plain JSON data that survives serialization unchanged', () => {
    const data = generateDataset({ references: 120 });
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
  });

  it('rejects sizes and revisions it cannot honour', () => {
    expect(() => generateDataset({ references: -1 })).toThrow(RangeError);
    expect(() => generateDataset({ references: 1.5 })).toThrow(RangeError);
    expect(() => generateDataset({ revision: -1 })).toThrow(RangeError);
    expect(() => generateDataset({ changes: 0 })).toThrow(RangeError);
  });
});
