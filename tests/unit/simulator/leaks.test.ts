/**
 * Only published, API-released references of the key's company in the requested language ever
 * leave the catalog endpoints (spec §1, §3, §4.2). Checked against the data set's ground truth.
 */
import { describe, expect, it } from 'vitest';
import type { Lang, SimReference } from '../../../simulator/data/model.ts';
import { allIds, api } from './helpers.ts';
import { isDelivered, useSimulator } from './useSimulator.ts';

const sim = useSimulator({ references: 200, seed: 61 });

const LANG_IDS: [Lang, number][] = [
  ['de', 2],
  ['en', 1],
];

describe.each(LANG_IDS)('%s', (lang, lang_ID) => {
  const hidden = () => sim.data.references.filter((r) => r.company_ID === 1 && !isDelivered(r, lang));
  const shown = () => sim.data.references.filter((r) => isDelivered(r, lang));

  it('the data set has every kind of hidden reference', () => {
    const h = hidden();
    expect(h.some((r) => !r.published)).toBe(true);
    expect(h.some((r) => r.published && !r.apiChannel)).toBe(true);
    expect(h.some((r) => r.published && r.apiChannel && !r.texts[lang])).toBe(true);
  });

  it('lists and search deliver exactly the delivered set', async () => {
    const expected = shown()
      .map((r) => r.reference_ID)
      .sort((a, b) => a - b);
    expect(await allIds(sim.url, { lang_ID, orderby: 'reference_ID' })).toEqual(expected);
    const search = await api(sim.url, '/references/search', {
      lang_ID,
      records: 100,
      orderby: 'reference_ID',
    });
    const page2 = await api(sim.url, '/references/search', {
      lang_ID,
      records: 100,
      page: 2,
      orderby: 'reference_ID',
    });
    const found = [
      ...search.json<{ references: SimReference[] }>().references,
      ...page2.json<{ references: SimReference[] }>().references,
    ];
    expect(found.map((r) => r.reference_ID)).toEqual(expected);
  });

  it('hidden references have no detail, by ID, by any seolabel, or through idList', async () => {
    for (const ref of hidden()) {
      const byId = await api(sim.url, '/references/referenceproject', {
        lang_ID,
        reference_ID: ref.reference_ID,
      });
      expect(byId.status, `reference ${ref.reference_ID}`).toBe(404);
      expect(byId.text).toBe('');
      const labels = [ref.texts.de, ref.texts.en, ref.draftTexts.de, ref.draftTexts.en].flatMap((t) =>
        t ? [t.seolabel] : [],
      );
      for (const seolabel of labels) {
        const owner = shown().find((r) => r.texts[lang]?.seolabel === seolabel);
        const a = await api(sim.url, '/references/referenceproject', { lang_ID, seolabel });
        // A label may legitimately name a delivered reference (the same slug in the other language).
        if (owner) expect(a.json<{ reference_ID: number }>().reference_ID).toBe(owner.reference_ID);
        else expect(a.status, seolabel).toBe(404);
      }
    }
    const idList = hidden()
      .map((r) => r.reference_ID)
      .join(',');
    expect((await api(sim.url, '/references/referenceprojects', { lang_ID, idList })).status).toBe(204);
  });

  it('no hidden reference’s ID or unique title appears in any catalog body', async () => {
    const bodies = [
      (
        await api(sim.url, '/references/referenceprojects', {
          lang_ID,
          records: 0,
          getclientdetails: 1,
          getadmininfo: 1,
        })
      ).text,
      (await api(sim.url, '/references/search', { lang_ID, records: 100, getaggregations: 1 })).text,
      (await api(sim.url, '/references/search', { lang_ID, records: 100, page: 2 })).text,
      (await api(sim.url, '/references/filters', { lang_ID, getunusedoptions: 1 })).text,
      (await api(sim.url, '/branches/branches', { lang_ID })).text,
    ].join('\n');
    const shownTitles = new Set(shown().map((r) => r.texts[lang]?.projecttitle));
    for (const ref of hidden()) {
      expect(bodies).not.toMatch(new RegExp(`"reference_ID":${ref.reference_ID}[,}]`));
      for (const t of [ref.texts.de, ref.texts.en, ref.draftTexts.de, ref.draftTexts.en])
        if (t && !shownTitles.has(t.projecttitle))
          expect(bodies).not.toContain(JSON.stringify(t.projecttitle));
    }
  });
});
