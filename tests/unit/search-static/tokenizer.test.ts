/**
 * The compound/infix side of the static index: which lexicon shard a term reads and which words it
 * accepts there. A word is filed under every 3-letter run it contains, so any term's infix finds
 * every compound containing it (rule 1), however deep inside the word it sits.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery, type QueryTerm } from '../../../src/search/index.ts';
import { lookupsFor } from '../../../src/search/static/client/lexicon.ts';
import {
  ALL_SHARD,
  bucketCount,
  bucketOf,
  SHORT_SHARD,
  shardFor,
  shardKeysOf,
  shardPath,
} from '../../../src/search/static/layout.ts';

const termOf = (query: string): QueryTerm => {
  const parsed = parseQuery(query);
  const term = parsed.clauses[0]?.alternatives[0]?.[0] ?? parsed.excluded[0];
  if (!term) throw new Error(`no term in ${query}`);
  return term;
};

/** The words of `vocabulary` a query term can reach through its lookups (shard membership included). */
function reached(query: string, vocabulary: string[]): string[] {
  return lookupsFor(termOf(query)).flatMap((lookup) =>
    vocabulary.filter((word) => {
      const inShard =
        lookup.shard === ALL_SHARD
          ? true
          : lookup.shard === SHORT_SHARD
            ? Array.from(word).length < 3
            : shardKeysOf(word).includes(lookup.shard);
      return inShard && lookup.test(word);
    }),
  );
}

const VOCABULARY = [
  'schule',
  'grundschule',
  'berufsschulzentrum',
  'schulhof',
  'hochschulen',
  'schul',
  'kita',
  'fussgaengerbruecke',
  'bruecke',
  'brueckenbau',
  'strasse',
  'hauptstrasse',
  'am',
  'a',
  'rhein',
  'main',
];

describe('shard keys of a word', () => {
  it('are every 3-letter run, so an infix anywhere in a compound has a shard', () => {
    expect(shardKeysOf('grundschule')).toEqual([
      'gru',
      'run',
      'und',
      'nds',
      'dsc',
      'sch',
      'chu',
      'hul',
      'ule',
    ]);
    expect(shardKeysOf('am')).toEqual([]);
  });

  it('count letters, not UTF-16 units', () => {
    expect(shardKeysOf('m³x')).toEqual(['m³x']);
    expect(shardKeysOf('𝔞𝔟𝔠𝔡')).toEqual(['𝔞𝔟𝔠', '𝔟𝔠𝔡']);
  });

  it('of a term are its first 3 letters; shorter terms read the whole lexicon', () => {
    expect(shardFor('schul')).toBe('sch');
    expect(shardFor('am')).toBe(ALL_SHARD);
  });

  it('hash into a fixed set of bucket files the browser can always fetch', () => {
    const buckets = bucketCount(5000);
    expect(buckets).toBe(4096);
    expect(bucketCount(10)).toBe(64);
    expect(bucketOf('sch', buckets)).toBe(bucketOf('sch', buckets));
    expect(bucketOf('sch', buckets)).toBeLessThan(buckets);
    expect(shardPath('sch', 64)).toMatch(/^t\/\d+\.bin$/);
    expect(shardPath(ALL_SHARD, 64)).toBe('t/_all.bin');
  });
});

describe('words a term reaches (the candidates the core then ranks)', () => {
  it('a plain term reaches every compound containing it, also without the final e', () => {
    expect(reached('schule', VOCABULARY)).toEqual([
      'schule',
      'grundschule',
      'berufsschulzentrum',
      'schulhof',
      'hochschulen',
      'schul',
    ]);
    expect(reached('Brücke', VOCABULARY)).toEqual(['fussgaengerbruecke', 'bruecke', 'brueckenbau']);
  });

  it('either spelling of an umlaut or ß reaches the same words', () => {
    expect(reached('brücke', VOCABULARY)).toEqual(reached('bruecke', VOCABULARY));
    expect(reached('Straße', VOCABULARY)).toEqual(['strasse', 'hauptstrasse']);
    expect(reached('strasse', VOCABULARY)).toEqual(['strasse', 'hauptstrasse']);
  });

  it('operators reach whole words only', () => {
    expect(reached('+schule', VOCABULARY)).toEqual(['schule']);
    expect(reached('-schule', VOCABULARY)).toEqual(['schule']);
    expect(reached('"schule"', VOCABULARY)).toEqual(['schule']);
    expect(reached('"rhein main"', VOCABULARY)).toEqual(['rhein', 'main']);
  });

  it('wildcards reach whole words by prefix, suffix, part or both ends', () => {
    expect(reached('schul*', VOCABULARY)).toEqual(['schule', 'schulhof', 'schul']);
    expect(reached('*schule', VOCABULARY)).toEqual(['schule', 'grundschule']);
    expect(reached('*schul*', VOCABULARY)).toEqual([
      'schule',
      'grundschule',
      'berufsschulzentrum',
      'schulhof',
      'hochschulen',
      'schul',
    ]);
    expect(reached('b*e', VOCABULARY)).toEqual(['bruecke']);
  });

  it('short words are found whole in their own shard, and as infixes in the whole lexicon', () => {
    expect(lookupsFor(termOf('+am')).map((l) => l.shard)).toEqual([SHORT_SHARD]);
    expect(lookupsFor(termOf('am')).map((l) => l.shard)).toEqual([ALL_SHARD]);
    expect(reached('am', VOCABULARY)).toEqual(['am']);
    expect(reached('a', VOCABULARY)).toContain('hauptstrasse');
  });

  it('any 3-letter run of a term reaches the same words: the browser reads the smallest search shard', () => {
    const queries = [
      'schule',
      'Brücke',
      'strasse',
      '+schule',
      '"rhein main"',
      'schul*',
      '*schule',
      '*schul*',
    ];
    for (const query of queries) {
      for (const lookup of lookupsFor(termOf(query))) {
        expect(lookup.keys.length).toBeGreaterThan(0);
        const viaShard = VOCABULARY.filter((w) => shardKeysOf(w).includes(lookup.shard) && lookup.test(w));
        for (const key of lookup.keys) {
          const viaKey = VOCABULARY.filter((w) => shardKeysOf(w).includes(key) && lookup.test(w));
          expect(viaKey, `${query} via ${key}`).toEqual(viaShard);
        }
      }
    }
    expect(lookupsFor(termOf('schul')).flatMap((l) => l.keys)).toEqual(['sch', 'chu', 'hul']);
    // Without 3 letters there is no key: the lexicon and the words' postings files are read.
    expect(lookupsFor(termOf('am')).flatMap((l) => l.keys)).toEqual([]);
    expect(lookupsFor(termOf('b*e')).flatMap((l) => l.keys)).toEqual([]);
  });

  it('a word that is nowhere reaches nothing (and so empties an AND)', () => {
    expect(reached('xyzzy', VOCABULARY)).toEqual([]);
  });
});
