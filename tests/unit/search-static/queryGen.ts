/**
 * A deterministic query set for parity tests, drawn from the texts of the references themselves:
 * whole words (common and rare), infixes of compounds, words with an elidable final e, umlaut and
 * ß in both spellings, missing words, AND, phrases (present and absent), +must, -exclude, OR
 * chains, the four wildcard shapes, typographic quotes and hyphenated words.
 */
import { Rng } from '../../../simulator/data/random.ts';
import {
  buildSearchDoc,
  foldText,
  indexTokens,
  type SearchableReference,
} from '../../../src/search/index.ts';

const UMLAUT = /[äöüßÄÖÜ]/;
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

export function generateQueries(refs: readonly SearchableReference[], seed = 7, size = 120): string[] {
  const rng = new Rng(seed);
  const random = (): number => rng.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const df = new Map<string, number>();
  const titles: string[][] = [];
  const surfaces = new Set<string>();
  const hyphenated = new Set<string>();
  for (const ref of refs) {
    const doc = buildSearchDoc(ref);
    const seen = new Set<string>();
    for (const field of doc.fields) {
      for (const w of indexTokens(field.text)) seen.add(w);
      for (const s of field.text.match(/[\p{L}]+/gu) ?? []) if (UMLAUT.test(s)) surfaces.add(s);
      for (const h of field.text.match(/\p{L}+-\p{L}+/gu) ?? []) hyphenated.add(h);
      if (field.name === 'projecttitle') titles.push(indexTokens(field.text));
    }
    for (const w of seen) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const words = [...df.keys()].filter((w) => /\p{L}/u.test(w)).sort();
  const common = words.filter((w) => (df.get(w) ?? 0) >= refs.length / 10);
  const rare = words.filter((w) => (df.get(w) ?? 0) <= 3);
  const long = words.filter((w) => w.length >= 9);
  const elided = words.filter((w) => /^.{3,}[^aeiou]e$/.test(w));
  const anyWord = () => pick(words);
  const infix = () => {
    const w = pick(long);
    const len = 4 + Math.floor(random() * 3);
    const start = 1 + Math.floor(random() * Math.max(1, w.length - len - 1));
    return w.slice(start, start + len);
  };
  const titlePair = () => {
    const t = pick(titles.filter((x) => x.length >= 2));
    const i = Math.floor(random() * (t.length - 1));
    return `${t[i]} ${t[i + 1]}`;
  };
  const fixed = [
    '',
    'xyzzy',
    `${pick(common)} xyzzy`,
    `"${pick(common)} xyzzy"`,
    '„frankfurt am main“',
    '-xyzzy',
    `-${pick(common)}`,
    'OR',
    '+ - * ""',
  ];
  const makers: (() => string)[] = [
    () => pick(common),
    () => pick(rare),
    () => anyWord().toUpperCase(),
    infix,
    () => pick(elided),
    () => `${pick(elided).slice(0, -1)}`,
    () => {
      const s = pick([...surfaces]);
      return random() < 0.5 ? s : s.replace(/[äöüßÄÖÜ]/g, (c) => SPELLED[c] ?? c);
    },
    () => `${pick(common)} ${anyWord()}`,
    () => `${infix()} ${pick(common)}`,
    () => `"${titlePair()}"`,
    () => `"${anyWord()} ${anyWord()}"`,
    () => `+${anyWord()}`,
    () => `${pick(common)} -${pick(common)}`,
    () => `${infix()} -"${titlePair()}"`,
    () => `${anyWord()} OR ${anyWord()}`,
    () => `${pick(common)} ${infix()} OR ${anyWord()} OR ${pick(rare)}`,
    () => `${pick(long).slice(0, 4)}*`,
    () => `*${pick(long).slice(-5)}`,
    () => `*${infix()}*`,
    () => {
      const w = pick(long);
      return `${w.slice(0, 2)}*${w.slice(-2)}`;
    },
    () => `-${pick(long).slice(0, 3)}*`,
    () => (hyphenated.size > 0 ? pick([...hyphenated]) : anyWord()),
    () => (hyphenated.size > 0 ? `+${pick([...hyphenated])}` : anyWord()),
    () => foldText(pick(common)),
  ];
  const queries = new Set(fixed);
  while (queries.size < size) queries.add(pick(makers)());
  return [...queries];
}
