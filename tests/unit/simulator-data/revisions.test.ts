import { describe, expect, it } from 'vitest';
import { type Dataset, generateDataset, type SimReference } from '../../../simulator/data/index.ts';

const changedBetween = (a: Dataset, b: Dataset): SimReference[] => {
  const before = new Map(a.references.map((r) => [r.reference_ID, JSON.stringify(r)]));
  return b.references.filter((r) => before.get(r.reference_ID) !== JSON.stringify(r));
};

const titles = (r: SimReference) =>
  [...Object.values(r.texts), ...Object.values(r.draftTexts)].map((t) => t.projecttitle);

describe('revisions', () => {
  const base = generateDataset();
  const rev1 = generateDataset({ revision: 1 });
  const rev2 = generateDataset({ revision: 2 });

  it('revision 0 is the base data', () => {
    expect(generateDataset({ revision: 0 })).toStrictEqual(base);
    expect(base.meta.changed_IDs).toEqual([]);
    expect(base.references.some((r) => titles(r).some((t) => t.includes('(Rev.')))).toBe(false);
  });

  it('changes exactly K = max(1, 1%) references per revision, and nothing else', () => {
    const k = 2; // 1% of 240, rounded down
    const first = changedBetween(base, rev1);
    expect(first).toHaveLength(k);
    expect(first.map((r) => r.reference_ID).sort()).toEqual([...rev1.meta.changed_IDs].sort());
    const second = changedBetween(rev1, rev2);
    expect(second).toHaveLength(k);
    expect(second.map((r) => r.reference_ID).sort()).toEqual([...rev2.meta.changed_IDs].sort());
    const { references: _a, meta: _m, ...restBase } = base;
    const { references: _b, meta: _n, ...restRev } = rev2;
    expect(restRev).toStrictEqual(restBase);
  });

  it('dates the changed references strictly after every other reference', () => {
    for (const [data, previous] of [
      [rev1, base],
      [rev2, rev1],
    ] as const) {
      const changed = new Set(data.meta.changed_IDs);
      const others = data.references.filter((r) => !changed.has(r.reference_ID));
      const latestOther = others
        .map((r) => r.dateupdated)
        .sort()
        .at(-1) as string;
      for (const r of data.references.filter((x) => changed.has(x.reference_ID))) {
        expect(r.dateupdated > latestOther).toBe(true);
        const old = previous.references.find((x) => x.reference_ID === r.reference_ID) as SimReference;
        expect(r.dateupdated > old.dateupdated).toBe(true);
      }
    }
  });

  it('marks the titles of changed references in every language and keeps their seolabels', () => {
    for (const id of rev2.meta.changed_IDs) {
      const now = rev2.references.find((r) => r.reference_ID === id) as SimReference;
      const was = base.references.find((r) => r.reference_ID === id) as SimReference;
      expect(Object.keys(now.texts).length).toBeGreaterThan(0);
      for (const lang of ['de', 'en'] as const) {
        const t = now.texts[lang] ?? now.draftTexts[lang];
        const b = was.texts[lang] ?? was.draftTexts[lang];
        if (!t || !b) continue;
        expect(t.projecttitle).toBe(`${b.projecttitle} (Rev. 2)`);
        expect(t.seolabel).toBe(b.seolabel);
      }
      expect(now.published && now.apiChannel).toBe(true);
    }
  });

  it('picks deterministically from seed and revision, honouring a custom K', () => {
    expect(generateDataset({ revision: 3, changes: 5 }).meta.changed_IDs).toEqual(
      generateDataset({ revision: 3, changes: 5 }).meta.changed_IDs,
    );
    const five = generateDataset({ revision: 1, changes: 5 });
    expect(changedBetween(base, five)).toHaveLength(5);
    expect(generateDataset({ revision: 1, seed: 2 }).meta.changed_IDs).not.toEqual(
      generateDataset({ revision: 1, seed: 3 }).meta.changed_IDs,
    );
    const big = generateDataset({ references: 2000, revision: 1 });
    expect(big.meta.changed_IDs).toHaveLength(20);
  });
});
