import { describe, expect, it } from 'vitest';
import { defaultSince, strongestBranch } from '../../../src/components/match/evidence.ts';

/** Hochbau (1) › Bildung (2) › Schulen (3), Kitas (4); Tiefbau (5); Brücken (6). Members include sub-branches. */
const data = {
  branches: {
    '1': [10, 11, 12, 13],
    '2': [10, 11, 12, 13],
    '3': [10, 11, 12],
    '4': [13],
    '5': [20, 21],
    '6': [30, 31],
  },
  tree: {
    '1': ['Hochbau', 0],
    '2': ['Bildung', 1],
    '3': ['Schulen', 2],
    '4': ['Kitas', 2],
    '5': ['Tiefbau', 0],
    '6': ['Brücken', 0],
  } as Record<string, [string, number]>,
};

describe('strongestBranch', () => {
  it('takes the most specific branch when all its matches are in it', () => {
    expect(strongestBranch([10, 11, 12], data)).toBe('3');
  });

  it('takes the most specific branch holding more than half of the matches', () => {
    expect(strongestBranch([10, 13, 20], data)).toBe('2');
    expect(strongestBranch([10, 11, 13, 20, 12], data)).toBe('3');
  });

  it('without a majority, takes the branch holding the most matches', () => {
    expect(strongestBranch([10, 20, 21, 30, 13, 31, 32], data)).toBe('2');
  });

  it('breaks a tie of count and depth by the better-ranked matches', () => {
    expect(strongestBranch([30, 20, 31, 21], data)).toBe('6');
    expect(strongestBranch([20, 30, 21, 31], data)).toBe('5');
  });

  it('says nothing without matches in any branch', () => {
    expect(strongestBranch([99], data)).toBeUndefined();
    expect(strongestBranch([], data)).toBeUndefined();
  });
});

describe('defaultSince', () => {
  it('picks the search option nearest to five years back, the longer span on a tie', () => {
    expect(defaultSince(['2025', '2024', '2023', '2021', '2016'], 2026)).toBe('2021');
    expect(defaultSince(['2024', '2020', '2016'], 2027)).toBe('2020');
    expect(defaultSince(['2023', '2019'], 2026)).toBe('2019');
    expect(defaultSince(['all'], 2026)).toBeUndefined();
  });
});
