import { describe, expect, it } from 'vitest';
import {
  displayDate,
  parseProjectPeriod,
  recencyKey,
  temporalCoverage,
} from '../../../../src/site/data/projectDates.ts';

describe('parseProjectPeriod', () => {
  it('reads month ranges, single years and ongoing projects in both languages', () => {
    expect(parseProjectPeriod('03/2019 – 11/2021')).toEqual({
      start: '2019-03',
      end: '2021-11',
      ongoing: false,
    });
    expect(parseProjectPeriod('2019')).toEqual({ start: '2019', end: '2019', ongoing: false });
    expect(parseProjectPeriod('2017 – 2020')).toEqual({ start: '2017', end: '2020', ongoing: false });
    expect(parseProjectPeriod('seit 05/2024')).toEqual({ start: '2024-05', ongoing: true });
    expect(parseProjectPeriod('since 2023')).toEqual({ start: '2023', ongoing: true });
  });

  it('says nothing about text it cannot read', () => {
    expect(parseProjectPeriod('Frühjahr')).toEqual({ ongoing: false });
    expect(parseProjectPeriod('13/2020')).toEqual({ ongoing: false });
  });
});

describe('temporalCoverage', () => {
  it('writes ISO 8601 intervals, open-ended while ongoing', () => {
    expect(temporalCoverage(parseProjectPeriod('03/2019 – 11/2021'))).toBe('2019-03/2021-11');
    expect(temporalCoverage(parseProjectPeriod('seit 05/2024'))).toBe('2024-05/..');
    expect(temporalCoverage(parseProjectPeriod('2019'))).toBe('2019');
    expect(temporalCoverage(parseProjectPeriod(''))).toBeUndefined();
  });
});

describe('recencyKey', () => {
  it('orders ongoing first, then by end date; a bare year counts as its end', () => {
    const keys = ['2019', 'seit 2020', '03/2021 – 12/2021', '2021', 'unbekannt'].map((text) =>
      recencyKey(parseProjectPeriod(text)),
    );
    const order = ['2019', 'seit 2020', '03/2021 – 12/2021', '2021', 'unbekannt']
      .map((text, i) => ({ text, key: keys[i] as number }))
      .sort((a, b) => b.key - a.key)
      .map((entry) => entry.text);
    expect(order).toEqual(['seit 2020', '03/2021 – 12/2021', '2021', '2019', 'unbekannt']);
  });
});

describe('displayDate', () => {
  it('writes ISO dates the way each language does and leaves other text alone', () => {
    expect(displayDate('2022-07-28', 'de')).toBe('28. Juli 2022');
    expect(displayDate('2022-07-28T10:00:00', 'en')).toBe('28 July 2022');
    expect(displayDate('Juli 2022', 'de')).toBe('Juli 2022');
    expect(displayDate('2022-02-30', 'de')).toBe('2022-02-30');
    expect(displayDate('', 'de')).toBeUndefined();
  });
});
