/**
 * The matcher's quality on the simulator's catalog (the default build's data), both languages,
 * with briefs generated from the data (briefs.ts): a brief from a reference's own facts finds it in
 * the top 3 in at least 90 % of cases; a school brief ranks every school reference it finds above
 * every bridge. Prints the figures (docs/bid-tools.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_KEYS, type SimulatorHandle, startSimulator } from '../../../simulator/index.ts';
import { createCatalogClient, type ReferenceDetail } from '../../../src/catalog/index.ts';
import { matchReferences } from '../../../src/match/index.ts';
import { buildSearchDoc, type SearchDoc, searchDocs, Vocabulary } from '../../../src/search/index.ts';
import { BRIDGE, briefsOf, SCHOOL, SCHOOL_BRIEF } from './briefs.ts';

const LANGS = ['de', 'en'] as const;
let sim: SimulatorHandle;
const details = new Map<string, ReferenceDetail[]>();

beforeAll(async () => {
  sim = await startSimulator();
  const key = FIXED_KEYS.find((k) => k.company_ID === 1 && k.defaultLang === 'de' && !k.revoked);
  const client = createCatalogClient({ baseUrl: sim.url, apiKey: key?.apiKey ?? '', concurrency: 8 });
  for (const lang of LANGS) {
    const ids = await client.listReferenceIds(lang);
    const all = await Promise.all(ids.map((id) => client.getReference(lang, { id })));
    details.set(
      lang,
      all.filter((d): d is ReferenceDetail => d !== undefined && d !== null),
    );
  }
});
afterAll(() => sim?.close());

const sourceOf = (docs: SearchDoc[], vocabulary = new Vocabulary()) => ({
  docCount: docs.length,
  searchTerm: (t: string) => searchDocs(t, docs, vocabulary),
});

describe.each(LANGS)('matcher quality (%s)', (lang) => {
  it('a brief from a reference’s own facts finds it in the top 3 in ≥ 90 % of cases', () => {
    const refs = details.get(lang) ?? [];
    const source = sourceOf(refs.map(buildSearchDoc));
    const briefs = briefsOf(lang, refs);
    expect(briefs.length).toBeGreaterThan(refs.length / 2);
    let top1 = 0;
    let top3 = 0;
    for (const brief of briefs) {
      const rank = matchReferences({ text: brief.text, count: 3 }, source).matches.findIndex(
        (m) => m.id === brief.id,
      );
      if (rank === 0) top1++;
      if (rank >= 0) top3++;
    }
    const pct = (n: number) => Math.round((n / briefs.length) * 1000) / 10;
    console.log(
      `[match quality ${lang}] ${briefs.length} briefs: top 1 ${pct(top1)} %, top 3 ${pct(top3)} %`,
    );
    expect(top3 / briefs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('a brief about schools ranks school references above bridges', () => {
    const refs = details.get(lang) ?? [];
    const source = sourceOf(refs.map(buildSearchDoc));
    const about = (r: ReferenceDetail, re: RegExp) =>
      re.test(`${r.projecttitle} ${r.subtitle} ${(r.referencegroups ?? []).map((g) => g.group).join(' ')}`);
    const only = (yes: RegExp, no: RegExp) =>
      new Set(refs.filter((r) => about(r, yes) && !about(r, no)).map((r) => r.reference_ID));
    const schools = only(SCHOOL[lang], BRIDGE[lang]);
    const bridges = only(BRIDGE[lang], SCHOOL[lang]);
    expect(schools.size).toBeGreaterThan(0);
    expect(bridges.size).toBeGreaterThan(0);
    // The matcher's order among just these (allowed); those it does not return share the last place.
    const allowed = new Set([...schools, ...bridges]);
    const ranked = matchReferences({ text: SCHOOL_BRIEF[lang], count: 20, allowed }, source).matches.map(
      (m) => m.id,
    );
    const rankOf = (id: number) => (ranked.includes(id) ? ranked.indexOf(id) : ranked.length);
    let pairs = 0;
    let right = 0;
    for (const s of schools)
      for (const b of bridges) {
        pairs++;
        right += rankOf(s) < rankOf(b) ? 1 : rankOf(s) === rankOf(b) ? 0.5 : 0;
      }
    const firstBridge = ranked.findIndex((id) => bridges.has(id));
    const schoolsFirst = firstBridge < 0 ? ranked.length : firstBridge;
    console.log(
      `[match quality ${lang}] school brief: ${schools.size} school and ${bridges.size} bridge references; ${schoolsFirst} schools before the first bridge; school above bridge in ${Math.round((right / pairs) * 1000) / 10} % of pairs`,
    );
    expect(bridges.has(ranked[0] ?? -1)).toBe(false);
    expect(schoolsFirst).toBeGreaterThanOrEqual(Math.min(5, schools.size));
    expect(right / pairs).toBeGreaterThanOrEqual(0.9);
  });
});
