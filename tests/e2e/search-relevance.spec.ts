/**
 * The dropped final e of the search core (src/search/README.md, "The dropped final e"): `schule` still
 * finds compounds that drop the e (Schul|zentrum), but a word holding the term only without its e
 * and ending there (Osnabrück for `brücke`) is no hit, and every match that needed the dropped e
 * ranks below the references containing the term as typed. Expected references come from the
 * reference texts (folded and split by the core), the order from the built page.
 */
import { buildSearchDoc, foldText, indexTokens, type SearchableReference } from '../../src/search/index.ts';
import { PAGE_SIZE, settled, shownIds, total } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { routes } from './support/contract.ts';

/** Letters that must follow the elided form for a compound (documented in src/search/README.md). */
const CONTINUATION = 2;

type Groups = { literal: number[]; compounds: number[]; falseFriends: number[] };

/**
 * References by how their words hold `query` (a word ending in consonant + e): as typed (literal),
 * only without the e with another word part after it (compounds), or only without the e at a word
 * end or before one letter (false friends: Osnabrück, Osnabrücks).
 */
function groups(details: SearchableReference[], query: string): Groups {
  const term = foldText(query);
  const stem = term.slice(0, -1);
  const result: Groups = { literal: [], compounds: [], falseFriends: [] };
  for (const d of details) {
    const words = buildSearchDoc(d).fields.flatMap((f) => indexTokens(f.text));
    if (words.some((w) => w.includes(term))) result.literal.push(d.reference_ID);
    else if (words.some((w) => w.includes(stem))) {
      const continues = words.some((w) => {
        const at = w.indexOf(stem);
        return at !== -1 && w.length - at - stem.length >= CONTINUATION;
      });
      (continues ? result.compounds : result.falseFriends).push(d.reference_ID);
    }
  }
  return result;
}

/** Every reference the search page lists for a query, in order, across its pages. */
async function listed(page: import('@playwright/test').Page, query: string): Promise<number[]> {
  const url = `${routes('de').search}?q=${encodeURIComponent(query)}`;
  await page.goto(url);
  await settled(page);
  const ids = await shownIds(page);
  const pages = Math.ceil((await total(page)) / PAGE_SIZE);
  for (let n = 2; n <= pages; n++) {
    await page.goto(`${url}&page=${n}`);
    await settled(page);
    ids.push(...(await shownIds(page)));
  }
  return ids;
}

const sorted = (ids: number[]): number[] => [...ids].sort((a, b) => a - b);

test('brücke: references with Brücke come first, a place ending in -brück alone is no hit', async ({
  page,
  catalog,
}) => {
  const { literal, compounds, falseFriends } = groups(
    (await catalog.details('de')) as SearchableReference[],
    'brücke',
  );
  expect(literal.length, 'references with Brücke inside a word').toBeGreaterThan(0);
  expect(falseFriends.length, 'references whose only brück ends a word (Osnabrück)').toBeGreaterThan(0);
  const shown = await listed(page, 'brücke');
  // Brücke as typed, also inside Saarbrücken and Brückenstraße (spec 4.3 rule 1), leads the list.
  expect(sorted(shown.slice(0, literal.length))).toEqual(sorted(literal));
  for (const id of falseFriends)
    expect(shown, `reference ${id} (only brück at a word end)`).not.toContain(id);
  expect(sorted(shown.slice(literal.length))).toEqual(sorted(compounds));
});

test('schule: compounds without the e (Schulzentrum, Schulhof) are found, after the literal matches', async ({
  page,
  catalog,
}) => {
  const { literal, compounds } = groups((await catalog.details('de')) as SearchableReference[], 'schule');
  expect(literal.length, 'references with Schule inside a word').toBeGreaterThan(0);
  expect(compounds.length, 'references with only Schul|… compounds').toBeGreaterThan(0);
  const shown = await listed(page, 'schule');
  expect(sorted(shown.slice(0, literal.length))).toEqual(sorted(literal));
  expect(sorted(shown.slice(literal.length))).toEqual(sorted(compounds));
});
